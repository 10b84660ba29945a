import { generatePath } from 'react-router-dom';
import { concretePaths, type PrerenderPlan } from 'shared-ui/routing/prerender';
import { POSTINGS } from './features/postings/data/postings';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = {
  pages: [...concretePaths(PATHS), ...POSTINGS.map(({ id }) => generatePath(PATHS.posting, { id: String(id) }))],
  // Sent without the app (#42): the landing page and the list are text and links; a
  // posting's application is an island (islandLoaders.ts).
  staticPages: [PATHS.landing, PATHS.postings, PATHS.posting],
};
