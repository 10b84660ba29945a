// The home page's services: the spec's three service buttons, each on a picture tile with
// one line of what is behind it (#33).
import { BRANDS } from 'contract/data/brands';
import type { PictureSource } from '../../../assets/images';
import { covers } from '../../../assets/generated/covers';
import { servicePhotos } from '../../../assets/generated/services';
import { PATHS } from '../../../paths';

export interface ServiceTile {
  title: string;
  line: string;
  /** The spec's button: its text and where it leads. */
  button: { label: string; to: string };
  picture: PictureSource;
}

export const SERVICE_TILES: readonly ServiceTile[] = [
  {
    title: 'For your home',
    line: 'Theaters, music in every room, automation, lighting and shades, and Wi-\u2060Fi that reaches the back yard.',
    button: { label: 'Residential services', to: PATHS.residentialServices },
    picture: servicePhotos['home-theater'],
  },
  {
    title: 'For your business',
    line: 'Screens, sound and control for restaurants, offices, churches, venues, apartment buildings and stores.',
    button: { label: 'Commercial services', to: PATHS.commercialServices },
    picture: servicePhotos.restaurants,
  },
  {
    title: 'The brands we carry',
    line: `The ${BRANDS.length} manufacturers we design with, install and service, from speakers to control systems.`,
    button: { label: 'Brands we carry', to: PATHS.brands },
    picture: covers[987],
  },
];
