import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GALLERY_LISTS } from './data/galleries';
import { PROJECTS } from './data/projects';
import GalleryListPage from './GalleryListPage';

describe('GalleryListPage', () => {
  it("says on each card the gallery's project, by name with its town, and how many photos it holds", async () => {
    render(
      <MemoryRouter>
        <GalleryListPage kind="residential" />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('link', { name: 'Whole-Home Integrated Systems' }).closest('li')!);
    const photos = await GALLERY_LISTS.residential.items.find((item) => item.id === 990)!.loadPhotos();
    expect(card.getByText('Music in every room of a Verona home')).toBeInTheDocument();
    expect(card.getByText(`${photos.length} photos`)).toBeInTheDocument();
    expect(card.getByText(PROJECTS[990]!.scope)).toBeInTheDocument();
  });


  it("fetches the lead gallery's photo first, with the page (it is in the first screen at every width), and the others as they near the screen", () => {
    render(
      <MemoryRouter>
        <GalleryListPage kind="residential" />
      </MemoryRouter>,
    );
    const [lead, ...rest] = screen.getAllByRole('img');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThan(0);
    for (const photo of rest) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });
});
