import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAppStore } from 'shared-ui/store/appStore';
import { resetAppStore } from 'site-testing/resetAppStore';
import { preload } from '../../routes';
import GalleryPage from './GalleryPage';

// The photos a gallery loads are kept for the visit (data/galleryPhotos.ts), in this file
// too: each test that needs a gallery's photos not yet loaded uses a gallery no other test
// here loads.
const page = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/gallery/residentialgallerylist" element={<h1>Residential list</h1>} />
      <Route path="/gallery/residentialgallerylist/:id" element={<GalleryPage kind="residential" />} />
      <Route path="/gallery/commercialgallerylist/:id" element={<GalleryPage kind="commercial" />} />
    </Routes>
  </MemoryRouter>
);
const renderAt = (path: string) => render(page(path));

/** The counter of the photo on show (every photo has its own; the others are hidden). */
const shownCount = () => {
  const counts = screen.getAllByText(/^Photo \d+ of \d+$/).filter((count) => !count.closest('[hidden]'));
  expect(counts).toHaveLength(1);
  return counts[0]!.textContent;
};

beforeEach(resetAppStore);

describe('GalleryPage', () => {
  it('turns the gallery flag on while mounted and off when left', async () => {
    expect(useAppStore.getState().gallery).toBe(false);
    const { unmount } = renderAt('/gallery/residentialgallerylist/991');
    expect(useAppStore.getState().gallery).toBe(true);
    await screen.findByRole('region', { name: 'Home Theater gallery' });
    expect(useAppStore.getState().gallery).toBe(true);
    unmount();
    expect(useAppStore.getState().gallery).toBe(false);
  });

  it('says PLEASE WAIT on a move made in the browser while the photos load, then shows them', async () => {
    renderAt('/gallery/commercialgallerylist/999');
    expect(screen.getByText('PLEASE WAIT')).toBeInTheDocument();
    // The wait's title is the viewer's: the project's name, the gallery's a label above it.
    expect(screen.getByRole('heading', { level: 1, name: 'Game days at a Madison sports bar' })).toBeInTheDocument();
    expect(screen.getByText('Restaurants & Sports Bars gallery')).toBeInTheDocument();
    // The wait has the viewer's bar too: the way home and a call (#43).
    expect(screen.getByRole('link', { name: 'Rock River Audio Video home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    await screen.findByRole('region', { name: 'Restaurants & Sports Bars gallery' });
    expect(shownCount()).toBe('Photo 1 of 5');
    expect(screen.queryByText('PLEASE WAIT')).not.toBeInTheDocument();
  });

  it("is drawn with its viewer ready, as an island loaded on interaction, once the remote's preload has loaded its photos", async () => {
    await preload('/gallery/commercialgallerylist/998');
    const html = renderToString(page('/gallery/commercialgallerylist/998'));
    expect(html).not.toContain('PLEASE WAIT');
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    const island = drawn.querySelector('[data-island="gallery-viewer"]')!;
    expect(island).toHaveAttribute('data-island-load', 'interaction');
    expect(island).toHaveAttribute('data-island-holds', 'ArrowLeft ArrowRight Escape');
    expect(island.querySelector('h1')).toHaveTextContent('Six meeting rooms for a Rockford firm');
    expect(island.querySelector('hgroup')).toHaveTextContent('Conference Rooms gallery');
    expect(island.querySelector('#photo-1:not([hidden])')).toHaveTextContent('Photo 1 of 5');

    renderAt('/gallery/commercialgallerylist/998');
    expect(screen.queryByText('PLEASE WAIT')).not.toBeInTheDocument();
    expect(shownCount()).toBe('Photo 1 of 5');
  });

  it.each(['994', '1000', 'theater'])('shows not-found for commercial gallery %s and leaves the frame alone', (id) => {
    renderAt(`/gallery/commercialgallerylist/${id}`);
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(useAppStore.getState().gallery).toBe(false);
  });

  it('does not take a residential id for a commercial one', () => {
    renderAt('/gallery/commercialgallerylist/991');
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
  });

  it('steps through the photos with the arrow keys and returns to the list on Escape', async () => {
    renderAt('/gallery/residentialgallerylist/990');
    await screen.findByRole('region', { name: 'Whole-Home Integrated Systems gallery' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownCount()).toBe('Photo 3 of 5');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownCount()).toBe('Photo 2 of 5');
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.getByRole('heading', { name: 'Residential list' })).toBeInTheDocument();
    expect(useAppStore.getState().gallery).toBe(false);
  });
});
