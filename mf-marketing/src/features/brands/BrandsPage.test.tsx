import { render as renderDom, screen, within } from '@testing-library/react';
import { BRANDS } from 'contract/data/brands';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PROJECTS } from '../gallery/data/projects';
import BrandsPage from './BrandsPage';
import { DEALERSHIPS } from './data/dealers';

const render = (page: ReactElement) => renderDom(<MemoryRouter>{page}</MemoryRouter>);

const letterSection = (letter: string) => screen.getByRole('region', { name: letter });
const brandNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => link.firstChild?.textContent);

describe('BrandsPage', () => {
  it('features the partners we are a dealer for, each a brand of the list, above every brand A to Z, and ends on the closing band', () => {
    render(<BrandsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The brands we are a dealer for',
      'All brands, A to Z',
      'Ready to plan your project?',
    ]);
    const dealers = within(screen.getByRole('region', { name: 'The brands we are a dealer for' })).getAllByRole('listitem');
    expect(dealers.map((dealer) => dealer.textContent)).toEqual([
      'Control4Platinum dealerWhole-home control, from one remote to every light, shade and lock in the house.See our automation projects',
      'LutronCertified dealerLighting scenes, engraved keypads and motorized shades that keep working without the internet.See our lighting projects',
      'SonosCertified dealerMusic in every room and on the patio, in the app the family already uses.See our whole-home audio',
      'SonyAuthorized dealer4K laser projectors and TVs, calibrated to the room they play in.See our home theaters',
      'Araknis NetworksAuthorized dealerRouters, switches and Wi-\u2060Fi we install, label and watch over from our office.See our network projects',
      'Q-SYSAuthorized integratorAudio, video and control for boardrooms and sanctuaries, one button to start.See our conference rooms',
    ]);
    for (const { brand } of DEALERSHIPS) expect(BRANDS.map((known) => known.lable)).toContain(brand);
  });

  it("shows each dealer brand at work: a picture of the gallery it went into, and a link to that gallery", () => {
    render(<BrandsPage />);
    const dealers = within(screen.getByRole('region', { name: 'The brands we are a dealer for' })).getAllByRole('listitem');
    expect(dealers.map((dealer) => within(dealer).getByRole('link').getAttribute('href'))).toEqual([
      '/gallery/residentialgallerylist/989',
      '/gallery/residentialgallerylist/988',
      '/gallery/residentialgallerylist/990',
      '/gallery/residentialgallerylist/991',
      '/gallery/residentialgallerylist/987',
      '/gallery/commercialgallerylist/998',
    ]);
    for (const dealer of dealers) expect(within(dealer).getByRole('img')).toHaveAccessibleName();
    // The gallery's project names the brand among what went in.
    for (const { brand, gallery } of DEALERSHIPS) expect(PROJECTS[gallery.id]!.brands).toContain(brand);
  });

  it('lays the brands out A to Z, a section per initial letter under its heading', () => {
    render(<BrandsPage />);
    expect(
      within(screen.getByRole('region', { name: 'All brands, A to Z' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTUVWYZ');
    expect(brandNames(letterSection('F'))).toEqual(['Furman']);
    expect(brandNames(letterSection('Q'))).toEqual(['Q-SYS', 'QSC']);
    expect(brandNames(letterSection('Z'))).toEqual(['Zektor', 'Zoom']);
  });

  it('keeps every brand a link to its own site, opening in a new tab, in reading order from A to Z', () => {
    render(<BrandsPage />);
    const links = screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(links).toHaveLength(BRANDS.length);
    const sonos = screen.getByRole('link', { name: 'Sonos (opens in a new tab)' });
    expect(sonos).toHaveAttribute('href', BRANDS.find((brand) => brand.lable === 'Sonos')!.url);
    expect(sonos).toHaveAttribute('target', '_blank');
    const initials = links.map((link) => link.textContent!.charAt(0).toUpperCase());
    expect(initials).toEqual([...initials].sort());
  });

  it('indexes the letters, each link leading to its letter’s section', () => {
    render(<BrandsPage />);
    const index = screen.getByRole('navigation', { name: 'Brands by letter' });
    const letters = within(index).getAllByRole('link');
    expect(letters).toHaveLength(25);
    for (const link of letters) {
      const letter = link.textContent!;
      expect(link).toHaveAccessibleName(`Brands starting with ${letter}`);
      expect(link).toHaveAttribute('href', `#${letterSection(letter).id}`);
    }
  });
});
