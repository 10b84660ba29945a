import type { PrerenderPlan } from 'shared-ui/routing/prerender';
import { UNLOCK_HINT_COOKIE } from './access/unlockHint';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = {
  pages: [PATHS.keypad],
  // Staff content, behind the unlock, and the office's pages (#35): never rendered
  // outside a browser. '/kh/*' matches '/kh' too, '/office/*' '/office'.
  clientOnly: [PATHS.trustNav, `${PATHS.hub}/*`, `${PATHS.office}/*`],
  // Sent without the app (#42): the keypad is the page's island.
  staticPages: [PATHS.keypad],
  // A visitor whose browser has not unlocked goes to the keypad from the server, at once.
  guard: { paths: [PATHS.trustNav, `${PATHS.hub}/*`], cookie: UNLOCK_HINT_COOKIE, to: PATHS.keypad },
};
