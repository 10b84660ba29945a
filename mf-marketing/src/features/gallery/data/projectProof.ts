// The proof beside a service (#43 review): the gallery project that shows the service
// (gallery/data/projects, matched by the section its service path names) and, where the
// project's client reviewed it, that review, from the one source (shared-ui/reviews, by
// id: never a second wording). /testimonials reads the same pairs the other way round,
// from a review to the project it describes.
import { reviewsById, type Review } from 'shared-ui/reviews/reviews';
import { generatePath } from 'react-router-dom';
import { PATHS } from '../../../paths';
import { PROJECTS, type Project } from './projects';

export interface ProjectProof {
  project: Project;
  /** The project's gallery page: residential for a residential service, commercial otherwise. */
  galleryPath: string;
  /** The client's review of the project, if there is one. */
  review: Review | undefined;
}

/** The id of the services page's section a project belongs to: its service path's hash. */
const sectionOf = (project: Project) => project.service.path.split('#')[1];

const galleryPathOf = (galleryId: number, project: Project) =>
  generatePath(project.service.path.startsWith(`${PATHS.residentialServices}#`) ? PATHS.residentialGallery : PATHS.commercialGallery, { id: String(galleryId) });

const PROOFS: readonly ProjectProof[] = Object.entries(PROJECTS).map(([galleryId, project]) => ({
  project,
  galleryPath: galleryPathOf(Number(galleryId), project),
  review: project.reviewId ? reviewsById([project.reviewId])[0] : undefined,
}));

/** The project (and its review) that shows the service with this section id, if a gallery does. */
export const proofOfService = (serviceId: string): ProjectProof | undefined => PROOFS.find(({ project }) => sectionOf(project) === serviceId);

/** The project a review describes, if one of the galleries is it. */
export const proofOfReview = (reviewId: string): ProjectProof | undefined => PROOFS.find(({ project }) => project.reviewId === reviewId);
