import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PROJECTS } from '../data/projects';
import { PhotoViewer } from './PhotoViewer';

const photos = ['Theater', 'Kitchen', 'Patio'].map((name, i) => ({
  alt: `${name} photo`,
  src: `/photo-${i}.webp`,
  smallestSrc: `/photo-${i}-480.webp`,
  width: 1200,
  height: 750,
  placeholder: `data:image/webp;base64,${name}`,
}));

const viewer = (
  <MemoryRouter>
    <PhotoViewer title="Home Theater" photos={photos} backTo="/gallery/residentialgallerylist" backLabel="Back to residential galleries" project={PROJECTS[991]!} />
  </MemoryRouter>
);
const renderViewer = () => render(viewer);

/** Each photo's own part of the viewer (#photo-1, …): its counter, its photo, its Previous and Next. */
const slides = () => Array.from(document.querySelectorAll<HTMLElement>('[id^="photo-"]'));

/** The photo on show: exactly one. */
const shown = () => {
  const visible = slides().filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return within(visible[0]!);
};
const control = (name: 'Previous photo' | 'Next photo') => shown().getByRole('link', { name });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PhotoViewer', () => {
  it('shows the first photo with a counter, a way back, and Previous disabled', () => {
    renderViewer();
    expect(screen.getByRole('heading', { level: 1, name: 'A basement theater in Janesville' })).toBeInTheDocument();
    expect(shown().getByText('Photo 1 of 3')).toBeVisible();
    expect(shown().getByRole('img')).toHaveAccessibleName('Theater photo');
    expect(screen.getByRole('link', { name: /Back to residential galleries/ })).toHaveAttribute('href', '/gallery/residentialgallerylist');
    expect(control('Previous photo')).toHaveAttribute('aria-disabled', 'true');
    expect(control('Next photo')).not.toHaveAttribute('aria-disabled');
  });

  it('gives every photo its own address, counter and Previous and Next links to its neighbours, so it steps without scripts', () => {
    renderViewer();
    expect(slides().map((slide) => slide.id)).toEqual(['photo-1', 'photo-2', 'photo-3']);
    slides().forEach((slide, i) => {
      expect(within(slide).getByText(`Photo ${i + 1} of 3`)).toBeInTheDocument();
      const [previous, next] = within(slide).getAllByRole('link', { hidden: true });
      expect(previous).toHaveAccessibleName('Previous photo');
      expect(next).toHaveAccessibleName('Next photo');
      if (i === 0) expect(previous).not.toHaveAttribute('href');
      else expect(previous).toHaveAttribute('href', `#photo-${i}`);
      if (i === 2) expect(next).not.toHaveAttribute('href');
      else expect(next).toHaveAttribute('href', `#photo-${i + 2}`);
    });
    const thumbnails = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('link');
    expect(thumbnails.map((link) => link.getAttribute('href'))).toEqual(['#photo-1', '#photo-2', '#photo-3']);
    expect(screen.getByRole('region', { name: 'Home Theater gallery' })).toHaveAttribute('data-photo-viewer');
  });

  it('holds every photo in the page, the first loaded with it and the others lazily', () => {
    renderViewer();
    const images = slides().map((slide) => slide.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Theater photo', 'Kitchen photo', 'Patio photo']);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('tells the project beside the photos: its town, what went in, the brands, and the client\'s review', () => {
    renderViewer();
    const project = screen.getByRole('region', { name: 'A basement theater in Janesville' });
    expect(project).toHaveTextContent('TownJanesville');
    expect(project).toHaveTextContent('InstalledNine seats, a 4K laser projector, 7.2.4 surround and a starlight ceiling.');
    expect(project).toHaveTextContent('BrandsSony, Triad Speakers, Control4, Stewart Filmscreen');
    expect(screen.getByRole('link', { name: 'Home Theater' })).toHaveAttribute('href', '/residentialservices#home-theater');
    expect(screen.getByText(/They turned our unfinished basement into a theater/)).toBeInTheDocument();
  });

  it("titles the page with the project's name, the gallery's as a label above it, and names the service as the service", () => {
    renderViewer();
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('A basement theater in Janesville');
    const label = screen.getByText('Home Theater gallery');
    expect(label.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The card does not say the project's name again; its one heading says what it is.
    const project = screen.getByRole('region', { name: 'A basement theater in Janesville' });
    expect(within(project).getByRole('heading', { level: 2 })).toHaveTextContent('About the project');
    expect(project).not.toHaveTextContent('A basement theater in Janesville');
    expect(within(project).getByRole('link', { name: 'Home Theater' }).closest('p')).toHaveTextContent('Part of our Home Theater service');
  });

  it('tells the project right after the photos and before the thumbnails, with its quote drawn once', () => {
    renderViewer();
    const project = screen.getByRole('region', { name: 'A basement theater in Janesville' });
    const photos = document.getElementById('photo-3')!;
    const thumbnails = screen.getByRole('list', { name: 'All photos' });
    expect(photos.compareDocumentPosition(project) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(project.compareDocumentPosition(thumbnails) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Plan a room like this' })).toHaveLength(1);
  });

  it('has a bar of its own, before its title, with the way home and a call (the spec hides the site\'s nav while it is open, #43)', () => {
    renderViewer();
    const bar = screen.getByRole('navigation', { name: 'Site' });
    expect(within(bar).getByRole('link', { name: 'Rock River Audio Video home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    const title = screen.getByRole('heading', { level: 1, name: 'A basement theater in Janesville' });
    expect(bar.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers, after the project\'s facts, "Plan a room like this": the quote form with the project\'s kind chosen', () => {
    renderViewer();
    const project = screen.getByRole('region', { name: 'A basement theater in Janesville' });
    const plan = within(project).getByRole('link', { name: 'Plan a room like this' });
    expect(plan).toHaveAttribute('href', '/opportunity?interest=home-theater');
    expect(project.querySelector('dl')!.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves with Next and Previous in place, keeps the focus on the control pressed, and stops at the last photo', async () => {
    renderViewer();
    await userEvent.click(control('Next photo'));
    expect(control('Next photo')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(shown().getByText('Photo 3 of 3')).toBeVisible();
    expect(shown().getByRole('img')).toHaveAccessibleName('Patio photo');
    expect(control('Next photo')).toHaveAttribute('aria-disabled', 'true');
    expect(control('Previous photo')).toHaveFocus();
    await userEvent.click(control('Previous photo'));
    expect(shown().getByText('Photo 2 of 3')).toBeVisible();
    expect(window.location.hash).toBe('');
  });

  it('follows the arrow keys from anywhere and never leaves the first or last photo', () => {
    renderViewer();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown().getByText('Photo 1 of 3')).toBeVisible();
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown().getByText('Photo 3 of 3')).toBeVisible();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown().getByText('Photo 2 of 3')).toBeVisible();
  });

  it('starts from the photo the address names, as a step taken before the scripts ran left it', () => {
    window.history.replaceState(null, '', '/#photo-3');
    renderViewer();
    expect(shown().getByText('Photo 3 of 3')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Home Theater gallery' })).toHaveAttribute('data-enhanced');
  });

  it('takes the focus when it opens, unless the visitor is already in it (a link pressed before its code came)', async () => {
    const { unmount } = renderViewer();
    expect(screen.getByRole('region', { name: 'Home Theater gallery' })).toHaveFocus();
    unmount();

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(viewer);
    control('Next photo').focus();
    const root = await act(async () => hydrateRoot(container, viewer));
    expect(control('Next photo')).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });

  it('draws each thumbnail’s preview in its box while the thumbnail loads lazily', () => {
    renderViewer();
    const thumbnail = within(screen.getByRole('link', { name: 'Show photo 2' })).getByRole('img');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail.style.backgroundImage).toBe('url("data:image/webp;base64,Kitchen")');
    expect(shown().getByRole('img').style.backgroundImage).toBe('url("data:image/webp;base64,Theater")');
  });

  it('jumps to a photo from its thumbnail, in place', async () => {
    renderViewer();
    await userEvent.click(screen.getByRole('link', { name: 'Show photo 3' }));
    expect(shown().getByText('Photo 3 of 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Show photo 3' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('follows a swipe to the left (next) and to the right (previous), and ignores a small or vertical one', () => {
    renderViewer();
    const stage = shown().getByRole('img').parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(shown().getByText('Photo 2 of 3')).toBeVisible();
    swipe([100, 200], [320, 190]);
    expect(shown().getByText('Photo 1 of 3')).toBeVisible();
    swipe([300, 200], [270, 200]);
    swipe([300, 100], [200, 400]);
    expect(shown().getByText('Photo 1 of 3')).toBeVisible();
  });
});
