import type { PrerenderPlan } from 'shared-ui/routing/prerender';
import { UNLOCK_HINT_COOKIE } from './access/unlockHint';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = {
  // The hub's page holds no staff content: its topics are an island the browser fetches.
  pages: [PATHS.keypad, PATHS.hub],
  // Staff content, behind the unlock, and the office's pages (#35): never rendered
  // outside a browser. '/office/*' matches '/office' too.
  clientOnly: [PATHS.trustNav, PATHS.suggestion, PATHS.topic, `${PATHS.office}/*`],
  // Sent without the app (#42): the keypad and the hub's topics are their pages' islands.
  staticPages: [PATHS.keypad, PATHS.hub],
  // A visitor whose browser has not unlocked goes to the keypad from the server, at once.
  guard: { paths: [PATHS.trustNav, `${PATHS.hub}/*`], cookie: UNLOCK_HINT_COOKIE, to: PATHS.keypad },
};
