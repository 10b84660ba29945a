import { concretePaths, type PrerenderPlan } from 'shared-ui/routing/prerender';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = { pages: concretePaths(PATHS) };
