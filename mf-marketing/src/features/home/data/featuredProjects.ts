// Three projects from the galleries, one line each, on the home page (#33). Their photos
// are the galleries' covers (assets/generated), none of them shown elsewhere on the page.
import type { PictureSource } from '../../../assets/images';
import { covers } from '../../../assets/generated/covers';
import { PATHS } from '../../../paths';

export interface FeaturedProject {
  /** The gallery's name, the link's text. */
  title: string;
  line: string;
  path: string;
  picture: PictureSource;
}

export const FEATURED_PROJECTS: readonly FeaturedProject[] = [
  {
    title: 'Smart Lighting',
    line: 'A dining room that dims itself for dinner, with one keypad by the door.',
    path: `${PATHS.residentialGalleries}/988`,
    picture: covers[988],
  },
  {
    title: 'Houses of Worship',
    line: 'Clear speech in every pew, and screens the whole congregation can read.',
    path: `${PATHS.commercialGalleries}/997`,
    picture: covers[997],
  },
  {
    title: 'Conference Rooms',
    line: 'Boardrooms where one button starts the call, set up alike in every room.',
    path: `${PATHS.commercialGalleries}/998`,
    picture: covers[998],
  },
];
