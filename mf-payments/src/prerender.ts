import type { PrerenderPlan } from 'shared-ui/routing/prerender';
import { PATHS } from './paths';

export const prerenderPlan: PrerenderPlan = {
  pages: [PATHS.wizard, PATHS.help],
  // Both read the payment in progress from sessionStorage when they mount, and without
  // one send the visitor on (checkout: a spinner, an alert, then /verify; processing:
  // straight to checkout): there is no page to show before the browser has looked.
  clientOnly: [PATHS.checkout, PATHS.processing],
  // Sent without the app (#42): help is text and links; the wizard is Pay Online's island.
  staticPages: [PATHS.wizard, PATHS.help],
};
