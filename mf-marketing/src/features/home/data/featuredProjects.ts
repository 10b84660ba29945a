// Three projects from the galleries on the home page (#33): each links to its project
// page (the gallery), named as the project is (gallery/data/projects), with its scope.
// Their photos are the galleries' covers (assets/generated), none shown elsewhere on the page.
import type { PictureSource } from '../../../assets/images';
import { covers } from '../../../assets/generated/covers';
import { PATHS } from '../../../paths';
import { projectOf } from '../../gallery/data/projects';

export interface FeaturedProject {
  /** The project's name (with its town), the link's text. */
  title: string;
  line: string;
  path: string;
  picture: PictureSource;
}

const featured = (id: 988 | 997 | 998, list: string): FeaturedProject => ({
  title: projectOf(id).name,
  line: projectOf(id).scope,
  path: `${list}/${id}`,
  picture: covers[id],
});

export const FEATURED_PROJECTS: readonly FeaturedProject[] = [
  featured(988, PATHS.residentialGalleries),
  featured(997, PATHS.commercialGalleries),
  featured(998, PATHS.commercialGalleries),
];
