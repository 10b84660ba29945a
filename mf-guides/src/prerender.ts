import { concretePaths, type PrerenderPlan } from 'shared-ui/routing/prerender';
import { searchFor } from './features/guides/components/useGuideStep';
import { GUIDES_BY_PATH } from './features/guides/data/guidesByPath';
import { PATHS } from './paths';

/** Every step of every guide at its own address (/tobhomes/caseta?step=2), so a shared link paints that step. */
const guideSteps = Object.entries(GUIDES_BY_PATH).flatMap(([path, guide]) =>
  guide.steps.slice(1).map((_, index) => `${path}${searchFor(index + 1)}`),
);

export const prerenderPlan: PrerenderPlan = {
  pages: [...concretePaths(PATHS), ...guideSteps],
  // Cards and links only (#42); the guides' steps and the LAN form need their scripts. The
  // LAN form's welcome page keeps them: the form warns before a move back to it, in the
  // page, only while both are one document.
  staticPages: [PATHS.welcome, PATHS.homeNetworking],
};
