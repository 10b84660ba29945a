// The one rule for actions (#43, docs/design.md) and the closing band, held on every
// marketing and gallery-list page this remote draws without the home page: each ends on
// the band; every link or button drawn as a button is amber only for the quote or the
// call, navy filled only as a form's submit, otherwise the outline; every button to the
// quote form is amber.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { isQuoteOrCall } from 'shared-ui/kit/ButtonRule';
import BrandsPage from '../features/brands/BrandsPage';
import GalleryLandingPage from '../features/gallery/GalleryLandingPage';
import GalleryListPage from '../features/gallery/GalleryListPage';
import CommercialServicesPage from '../features/services/CommercialServicesPage';
import ResidentialServicesPage from '../features/services/ResidentialServicesPage';
import ServicesLandingPage from '../features/services/ServicesLandingPage';
import SupportPage from '../features/support/SupportPage';
import TeamPage from '../features/team/TeamPage';
import TestimonialsPage from '../features/testimonials/TestimonialsPage';
import { PATHS } from '../paths';

const ResidentialGalleries = () => <GalleryListPage kind="residential" />;
const CommercialGalleries = () => <GalleryListPage kind="commercial" />;

const PAGES: ReadonlyArray<[path: string, page: ComponentType]> = [
  [PATHS.services, ServicesLandingPage],
  [PATHS.residentialServices, ResidentialServicesPage],
  [PATHS.commercialServices, CommercialServicesPage],
  [PATHS.brands, BrandsPage],
  [PATHS.team, TeamPage],
  [PATHS.testimonials, TestimonialsPage],
  [PATHS.galleries, GalleryLandingPage],
  [PATHS.residentialGalleries, ResidentialGalleries],
  [PATHS.commercialGalleries, CommercialGalleries],
  [PATHS.support, SupportPage],
];

const draw = (Page: ComponentType) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  ).container;

/** What the visitor reads on it, the hidden "(opens in a new tab)" left out. */
const nameOf = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};

const opensQuote = (element: Element) => element.getAttribute('href')?.split('?')[0] === PATHS.opportunity;

describe.each(PAGES)('%s', (_path, Page) => {
  it('ends on the closing band: its one heading, the quote and the call', () => {
    const page = draw(Page);
    const band = page.lastElementChild!;
    expect(band.tagName).toBe('SECTION');
    expect(band).toHaveAttribute('aria-labelledby', 'closing-heading');
    expect(page.querySelectorAll('[id="closing-heading"]')).toHaveLength(1);
    expect([...band.querySelectorAll('a')].map((link) => [nameOf(link), link.getAttribute('href')])).toEqual([
      ['Get a quote', PATHS.opportunity],
      ['Call (608) 555-0142', 'tel:+16085550142'],
    ]);
  });

  it('draws amber only the quote and the call, navy filled only a submit, every other button-looking action as the outline', () => {
    const page = draw(Page);
    const buttons = [...page.querySelectorAll('.button')];
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      const name = nameOf(button);
      if (button.classList.contains('accent')) expect([name, isQuoteOrCall(name)]).toEqual([name, true]);
      else if (button.classList.contains('primary')) expect([name, button.tagName, button.getAttribute('type')]).toEqual([name, 'BUTTON', 'submit']);
      else expect([name, button.classList.contains('secondary')]).toEqual([name, true]);
    }
  });

  it('draws every button to the quote form amber', () => {
    const page = draw(Page);
    for (const link of [...page.querySelectorAll('a.button')].filter(opensQuote)) expect([nameOf(link), link.className]).toEqual([nameOf(link), 'button accent']);
  });
});

describe('the services pages', () => {
  it.each([
    ['residential', ResidentialServicesPage],
    ['commercial', CommercialServicesPage],
  ] as const)('lead every %s service with its quote, amber, then the outlines to its gallery or support (#43 review)', (_, Page) => {
    const page = draw(Page);
    const sections = [...page.querySelectorAll('section[id]')].filter((section) => section.querySelector('a.button'));
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) {
      const looks = [...section.querySelectorAll('a.button')].map((link) => link.className);
      expect([section.id, looks[0], looks.slice(1).every((look) => look === 'button secondary')]).toEqual([section.id, 'button accent', true]);
    }
  });

  it('names the network service its own quote', () => {
    const page = draw(ResidentialServicesPage);
    expect([...page.querySelector('#structured-wiring')!.querySelectorAll('a.button')].map(nameOf)).toEqual(['Plan your network', 'See network projects']);
  });
});
