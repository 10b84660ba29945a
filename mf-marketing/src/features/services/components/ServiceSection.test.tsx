import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { reviewsById } from 'shared-ui/reviews/reviews';
import { COMMERCIAL_SERVICES } from '../data/commercial';
import { RESIDENTIAL_SERVICES } from '../data/residential';
import type { Service } from '../data/types';
import { ServiceSection } from './ServiceSection';

const serviceWithId = (id: string): Service => [...RESIDENTIAL_SERVICES, ...COMMERCIAL_SERVICES].find((service) => service.id === id)!;

const renderSection = (id: string) =>
  render(
    <MemoryRouter>
      <ServiceSection service={serviceWithId(id)} flip={false} />
    </MemoryRouter>,
  ).container;

const MEGAN = reviewsById(['megan-janesville'])[0]!;

describe('ServiceSection', () => {
  it("quotes Megan's review of the basement theater under Home Theater, with her stars, and links to its gallery page", () => {
    const page = renderSection('home-theater');
    const section = screen.getByRole('region', { name: 'Home Theater' });
    // The one source's words, not a second wording.
    expect(within(section).getByRole('blockquote')).toHaveTextContent(MEGAN.quote);
    const figure = within(section).getByRole('figure');
    expect(within(figure).getByText('5 out of 5 stars')).toBeInTheDocument();
    expect(figure.querySelector('figcaption')).toHaveTextContent(/Megan, Janesville$/);
    expect(within(section).getByRole('link', { name: 'A basement theater in Janesville' })).toHaveAttribute('href', '/gallery/residentialgallerylist/991');
    expect(within(section).getByText('Nine seats, a 4K laser projector, 7.2.4 surround and a starlight ceiling.')).toBeInTheDocument();
    // No island: the services pages are the server's HTML only.
    expect(page.querySelector('[data-island]')).toBeNull();
  });

  it('shows the first paragraph, and folds the rest and the highlights into "More about …", which the browser opens without a script', () => {
    const page = renderSection('home-theater');
    const [first, second] = serviceWithId('home-theater').paragraphs;
    const more = page.querySelector('details')!;
    expect(more.querySelector('summary')).toHaveTextContent('More about Home Theater');
    expect(more).not.toContainElement(screen.getByText(first));
    expect(more).toContainElement(screen.getByText(second!));
    expect(within(more).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual(serviceWithId('home-theater').highlights);
  });

  it('puts the proof after the highlights and before the actions, a text link and not a button', () => {
    const page = renderSection('home-theater');
    const proof = page.querySelector('[data-proof]')!;
    expect(proof.previousElementSibling?.tagName).toBe('DETAILS');
    expect(proof.previousElementSibling?.lastElementChild?.tagName).toBe('UL');
    expect(proof.nextElementSibling?.querySelectorAll('a.button')).toHaveLength(2);
    expect(proof.querySelectorAll('.button')).toHaveLength(0);
  });

  it("shows a project without a review by its name and scope, and a commercial project's link goes to the commercial galleries", () => {
    renderSection('night-clubs');
    const section = screen.getByRole('region', { name: 'Night Clubs & Event Centers' });
    expect(within(section).queryByRole('blockquote')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'An event hall in Rockford' })).toHaveAttribute('href', '/gallery/commercialgallerylist/996');
    expect(within(section).getByText('Line arrays, an LED wall, moving lights and a DJ booth.')).toBeInTheDocument();
  });

  it('shows no proof for a service no gallery shows (Retail Stores): only its actions link', () => {
    const page = renderSection('retail');
    const section = screen.getByRole('region', { name: 'Retail Stores' });
    expect(page.querySelector('[data-proof]')).toBeNull();
    expect(within(section).queryByRole('blockquote')).not.toBeInTheDocument();
    expect(within(section).queryByRole('figure')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('link').every((link) => link.classList.contains('button'))).toBe(true);
  });
});
