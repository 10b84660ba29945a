// The partners the company is a dealer for, featured above the A-Z list on /brands
// (#33). Stand-ins written for this build, like the home page's trust marks: the company
// puts in the brands it is actually a dealer for, its standing with each, what it does
// with each and the gallery that shows it (docs/operations.md, "Content to replace
// before launch"). Each name is a brand of contract/data/brands and of the gallery's
// project (BrandsPage.test.tsx checks both).
import { PATHS } from '../../../paths';

export interface Dealership {
  /** The brand's `lable` in the A-Z list. */
  brand: string;
  /** The company's standing with it, in a few words. */
  standing: string;
  /** What the company does with the brand, in one line. */
  work: string;
  /** The gallery whose project shows the brand: its cover is the card's picture. */
  gallery: { id: number; path: string; label: string };
}

const residential = (id: number, label: string) => ({ id, path: `${PATHS.residentialGalleries}/${id}`, label });
const commercial = (id: number, label: string) => ({ id, path: `${PATHS.commercialGalleries}/${id}`, label });

export const DEALERSHIPS: readonly Dealership[] = [
  {
    brand: 'Control4',
    standing: 'Platinum dealer',
    work: 'Whole-home control, from one remote to every light, shade and lock in the house.',
    gallery: residential(989, 'See our automation projects'),
  },
  {
    brand: 'Lutron',
    standing: 'Certified dealer',
    work: 'Lighting scenes, engraved keypads and motorized shades that keep working without the internet.',
    gallery: residential(988, 'See our lighting projects'),
  },
  {
    brand: 'Sonos',
    standing: 'Certified dealer',
    work: 'Music in every room and on the patio, in the app the family already uses.',
    gallery: residential(990, 'See our whole-home audio'),
  },
  {
    brand: 'Sony',
    standing: 'Authorized dealer',
    work: '4K laser projectors and TVs, calibrated to the room they play in.',
    gallery: residential(991, 'See our home theaters'),
  },
  {
    brand: 'Araknis Networks',
    standing: 'Authorized dealer',
    work: 'Routers, switches and Wi-\u2060Fi we install, label and watch over from our office.',
    gallery: residential(987, 'See our network projects'),
  },
  {
    brand: 'Q-SYS',
    standing: 'Authorized integrator',
    work: 'Audio, video and control for boardrooms and sanctuaries, one button to start.',
    gallery: commercial(998, 'See our conference rooms'),
  },
];
