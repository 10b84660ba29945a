import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PROJECTS } from '../data/projects';
import { PhotoViewer } from './PhotoViewer';

const photos = ['Theater', 'Kitchen', 'Patio'].map((name, i) => ({
  alt: `${name} photo`,
  src: `/photo-${i}.webp`,
  width: 1200,
  height: 750,
  placeholder: `data:image/webp;base64,${name}`,
}));

const renderViewer = () =>
  render(
    <MemoryRouter>
      <PhotoViewer title="Home Theater" photos={photos} backTo="/gallery/residentialgallerylist" backLabel="Back to residential galleries" project={PROJECTS[991]!} />
    </MemoryRouter>,
  );

const shown = () => screen.getAllByRole('img').find((image) => image.getAttribute('loading') === 'eager');

describe('PhotoViewer', () => {
  it('shows the first photo with a counter, a way back, and Previous disabled', () => {
    renderViewer();
    expect(screen.getByRole('heading', { level: 1, name: 'Home Theater' })).toBeInTheDocument();
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Theater photo');
    expect(screen.getByRole('link', { name: /Back to residential galleries/ })).toHaveAttribute('href', '/gallery/residentialgallerylist');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
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

  it('moves with Next and Previous and stops at the last photo', async () => {
    renderViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Patio photo');
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('draws each thumbnail’s preview in its box while the thumbnail loads lazily', () => {
    renderViewer();
    const thumbnail = screen.getByRole('img', { name: 'Kitchen photo' });
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail.style.backgroundImage).toBe('url("data:image/webp;base64,Kitchen")');
    expect(shown()!.style.backgroundImage).toBe('url("data:image/webp;base64,Theater")');
  });

  it('jumps to a photo from its thumbnail', async () => {
    renderViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a swipe to the left (next) and to the right (previous), and ignores a small or vertical one', () => {
    renderViewer();
    const stage = shown()!.parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    swipe([100, 200], [320, 190]);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    swipe([300, 200], [270, 200]);
    swipe([300, 100], [200, 400]);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });
});
