import type { PrerenderPlan } from 'shared-ui/routing/prerender';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = {
  pages: [PATHS.keypad],
  // Staff content, behind the unlock, and the office's pages (#35): never rendered
  // outside a browser. '/kh/*' matches '/kh' too, '/office/*' '/office'.
  clientOnly: [PATHS.trustNav, `${PATHS.hub}/*`, `${PATHS.office}/*`],
};
