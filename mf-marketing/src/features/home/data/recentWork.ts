// The recent work the social feed's place shows until the widget draws, and for good if
// it never does: the cover photo of four galleries, each linking to its gallery. The
// covers are the galleries' own files (assets/generated), so nothing extra is fetched
// before a visitor scrolls to them.
import type { PictureSource } from '../../../assets/images';
import { covers } from '../../../assets/generated/covers';
import { PATHS } from '../../../paths';

export interface RecentWork {
  /** The gallery's name, the link's text. */
  title: string;
  path: string;
  picture: PictureSource;
}

export const RECENT_WORK: readonly RecentWork[] = [
  { title: 'Home Theater', path: `${PATHS.residentialGalleries}/991`, picture: covers[991] },
  { title: 'Restaurants & Sports Bars', path: `${PATHS.commercialGalleries}/999`, picture: covers[999] },
  { title: 'Smart Lighting', path: `${PATHS.residentialGalleries}/988`, picture: covers[988] },
  { title: 'Houses of Worship', path: `${PATHS.commercialGalleries}/997`, picture: covers[997] },
];
