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
  // Sent without the app (#42): the menus and the new-home forms' welcome page are cards and
  // links; a guide's walkthrough and the network personalization form are islands
  // (islandLoaders.ts). The form asks before a link or Back leaves typed input from its
  // island, as the other forms' islands do (shared-ui's useWarnBeforeLeaving).
  staticPages: [
    PATHS.welcome,
    PATHS.homeNetworking,
    PATHS.homeNetworkingOption1,
    PATHS.homeNetworkingOption2,
    PATHS.caseta,
    PATHS.ringDoorbell,
    PATHS.gettingStarted,
    PATHS.lan,
  ],
};
