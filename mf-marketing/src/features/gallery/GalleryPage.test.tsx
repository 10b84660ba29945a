import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAppStore } from 'shared-ui/store/appStore';
import { resetAppStore } from 'site-testing/resetAppStore';
import GalleryPage from './GalleryPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/gallery/residentialgallerylist" element={<h1>Residential list</h1>} />
        <Route path="/gallery/residentialgallerylist/:id" element={<GalleryPage kind="residential" />} />
        <Route path="/gallery/commercialgallerylist/:id" element={<GalleryPage kind="commercial" />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(resetAppStore);

describe('GalleryPage', () => {
  it('turns the gallery flag on while mounted and off when left', async () => {
    expect(useAppStore.getState().gallery).toBe(false);
    const { unmount } = renderAt('/gallery/residentialgallerylist/991');
    expect(useAppStore.getState().gallery).toBe(true);
    await screen.findByText('Photo 1 of 5');
    expect(useAppStore.getState().gallery).toBe(true);
    unmount();
    expect(useAppStore.getState().gallery).toBe(false);
  });

  it('says PLEASE WAIT while the gallery loads, then shows its photos', async () => {
    renderAt('/gallery/commercialgallerylist/999');
    expect(screen.getByText('PLEASE WAIT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants & Sports Bars' })).toBeInTheDocument();
    expect(await screen.findByText('Photo 1 of 5')).toBeInTheDocument();
    expect(screen.queryByText('PLEASE WAIT')).not.toBeInTheDocument();
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
    await screen.findByText('Photo 1 of 5');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Photo 3 of 5')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Photo 2 of 5')).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.getByRole('heading', { name: 'Residential list' })).toBeInTheDocument();
    expect(useAppStore.getState().gallery).toBe(false);
  });
});
