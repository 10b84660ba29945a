import { generatePath } from 'react-router-dom';
import { concretePaths, type PrerenderPlan } from 'shared-ui/routing/prerender';
import { GALLERY_LISTS, type GalleryKind } from './features/gallery/data/galleries';
import { PATHS } from './paths';

const galleryPages = (kind: GalleryKind, pattern: string) =>
  GALLERY_LISTS[kind].items.map(({ id }) => generatePath(pattern, { id: String(id) }));

export const prerenderPlan: PrerenderPlan = {
  pages: [
    ...concretePaths(PATHS),
    ...galleryPages('residential', PATHS.residentialGallery),
    ...galleryPages('commercial', PATHS.commercialGallery),
  ],
  // Sent without the app (#42): text, pictures and links, and islands (src/islandLoaders.ts)
  // on the home page, a project's gallery (its photo viewer) and the ticket's, the
  // quote's and the booking's forms. The booking's pages are drawn per request too, by
  // the composer, with what the worker said (shell/src/server/booking/).
  staticPages: [
    PATHS.home,
    PATHS.services,
    PATHS.residentialServices,
    PATHS.commercialServices,
    PATHS.brands,
    PATHS.team,
    PATHS.testimonials,
    PATHS.galleries,
    PATHS.residentialGalleries,
    PATHS.commercialGalleries,
    PATHS.residentialGallery,
    PATHS.commercialGallery,
    PATHS.support,
    PATHS.newTicket,
    PATHS.opportunity,
    PATHS.book,
    PATHS.bookConfirmed,
    PATHS.bookManage,
  ],
};
