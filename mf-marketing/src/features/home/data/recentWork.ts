// The recent work the social feed's place shows until the widget draws, and for good if
// it never does: the cover photo of four galleries, each linking to its gallery, none of
// them shown elsewhere on the page. The covers are the galleries' own files
// (assets/generated), so nothing extra is fetched before a visitor scrolls to them.
import type { PictureSource } from '../../../assets/images';
import { covers } from '../../../assets/generated/covers';
import { PATHS } from '../../../paths';

export interface RecentWork {
  /** The gallery in a few words (one line under its photo), the link's text. */
  title: string;
  path: string;
  picture: PictureSource;
}

export const RECENT_WORK: readonly RecentWork[] = [
  { title: 'Automation control', path: `${PATHS.residentialGalleries}/989`, picture: covers[989] },
  { title: 'Night clubs', path: `${PATHS.commercialGalleries}/996`, picture: covers[996] },
  { title: 'Apartment buildings', path: `${PATHS.commercialGalleries}/995`, picture: covers[995] },
  { title: 'Gyms and auditoriums', path: `${PATHS.commercialGalleries}/993`, picture: covers[993] },
];
