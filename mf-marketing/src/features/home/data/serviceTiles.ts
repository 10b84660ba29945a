// The home page's services: the spec's three service buttons, each on a tile with one line
// of what is behind it (#33). No pictures: the hero and the projects above show the work,
// and three more photos here made the page's third row of them (#43).
import { BRANDS } from 'contract/data/brands';
import { PATHS } from '../../../paths';

export interface ServiceTile {
  title: string;
  line: string;
  /** The spec's button: its text and where it leads. */
  button: { label: string; to: string };
}

export const SERVICE_TILES: readonly ServiceTile[] = [
  {
    title: 'For your home',
    line: 'Theaters, music in every room, automation, lighting and shades, and Wi-\u2060Fi that reaches the back yard.',
    button: { label: 'Residential services', to: PATHS.residentialServices },
  },
  {
    title: 'For your business',
    line: 'Screens, sound and control for restaurants, offices, churches, venues, apartment buildings and stores.',
    button: { label: 'Commercial services', to: PATHS.commercialServices },
  },
  {
    title: 'The brands we carry',
    line: `The ${BRANDS.length} manufacturers we design with, install and service, from speakers to control systems.`,
    button: { label: 'Brands we carry', to: PATHS.brands },
  },
];
