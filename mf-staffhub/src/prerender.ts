import type { PrerenderPlan } from 'shared-ui/routing/prerender';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = {
  pages: [PATHS.keypad],
  // Staff content, behind the unlock: never rendered outside a browser. '/kh/*' matches '/kh' too.
  clientOnly: [PATHS.trustNav, `${PATHS.hub}/*`],
};
