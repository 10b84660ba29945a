import { render, screen, within } from '@testing-library/react';
import { BRANDS } from 'contract/data/brands';
import BrandsPage from './BrandsPage';
import { DEALERSHIPS } from './data/dealers';

const letterSection = (letter: string) => screen.getByRole('region', { name: letter });
const brandNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => link.firstChild?.textContent);

describe('BrandsPage', () => {
  it('features the partners we are a dealer for, each a brand of the list, above every brand A to Z', () => {
    render(<BrandsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The brands we are a dealer for',
      'All brands, A to Z',
    ]);
    const dealers = within(screen.getByRole('region', { name: 'The brands we are a dealer for' })).getAllByRole('listitem');
    expect(dealers.map((dealer) => dealer.textContent)).toEqual([
      'Control4Platinum dealer',
      'LutronCertified dealer',
      'SonosCertified dealer',
      'SonyAuthorized dealer',
      'Araknis NetworksAuthorized dealer',
      'Q-SYSAuthorized integrator',
    ]);
    for (const { brand } of DEALERSHIPS) expect(BRANDS.map((known) => known.lable)).toContain(brand);
  });

  it('lays the brands out A to Z, a section per initial letter under its heading', () => {
    render(<BrandsPage />);
    expect(
      screen
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
