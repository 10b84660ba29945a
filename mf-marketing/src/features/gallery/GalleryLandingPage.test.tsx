import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { covers } from '../../assets/generated/covers';
import { GALLERY_LISTS, type GalleryKind } from './data/galleries';
import GalleryLandingPage from './GalleryLandingPage';

const renderLanding = () =>
  render(
    <MemoryRouter>
      <GalleryLandingPage />
    </MemoryRouter>,
  );

/** How many photos a kind's galleries show, counted from the photos the viewer loads. */
const photosOf = async (kind: GalleryKind) => (await Promise.all(GALLERY_LISTS[kind].items.map((item) => item.loadPhotos()))).flat().length;

/** The card of a kind of gallery: the list item its title is in. */
const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('GalleryLandingPage', () => {
  it('shows the two kinds of gallery, residential first, each linking to its list', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Galleries' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Residential galleries',
      'Commercial galleries',
      'Ready to plan your project?',
    ]);
    expect(screen.getByRole('link', { name: 'Residential galleries' })).toHaveAttribute('href', '/gallery/residentialgallerylist');
    expect(screen.getByRole('link', { name: 'Commercial galleries' })).toHaveAttribute('href', '/gallery/commercialgallerylist');
  });

  it('puts the cover of each kind’s first gallery and its lead on its card', () => {
    renderLanding();
    const residential = within(cardOf('Residential galleries'));
    expect(residential.getByRole('img')).toHaveAccessibleName(covers[991].alt);
    expect(residential.getByText('Homes across southern Wisconsin: theaters, whole-home systems, automation, lighting and networks.')).toBeInTheDocument();
    expect(within(cardOf('Commercial galleries')).getByRole('img')).toHaveAccessibleName(covers[999].alt);
  });

  it('lists the galleries each kind holds, with how many galleries and photos, each linking to its gallery', async () => {
    renderLanding();
    const residential = within(cardOf('Residential galleries'));
    expect(residential.getByRole('heading', { level: 3, name: `5 galleries, ${await photosOf('residential')} photos` })).toBeInTheDocument();
    expect(residential.getAllByRole('link').slice(1).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home Theater', '/gallery/residentialgallerylist/991'],
      ['Whole-Home Integrated Systems', '/gallery/residentialgallerylist/990'],
      ['Automation Control', '/gallery/residentialgallerylist/989'],
      ['Smart Lighting', '/gallery/residentialgallerylist/988'],
      ['Structured Wiring & Home Networking', '/gallery/residentialgallerylist/987'],
    ]);
    const commercial = within(cardOf('Commercial galleries'));
    expect(commercial.getByRole('heading', { level: 3, name: `7 galleries, ${await photosOf('commercial')} photos` })).toBeInTheDocument();
    expect(commercial.getAllByRole('link').slice(1).map((link) => link.getAttribute('href'))).toEqual(
      [999, 998, 997, 996, 995, 993, 992].map((id) => `/gallery/commercialgallerylist/${id}`),
    );
  });
});
