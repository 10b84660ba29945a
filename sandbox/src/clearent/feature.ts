// The card provider stand-in (Clearent / Xplor Pay): the hosted payment page with its
// popup, the gateway's transaction lookup, and test controls.
import type { SandboxFeature } from '../feature';
import { paymentControlRoutes } from './controlRoutes';
import { gatewayRoutes } from './gatewayRoutes';
import { hppRoutes } from './hppRoutes';
import { createTransactionStore } from './transactions';

export const clearent: SandboxFeature = (app, settings) => {
  const store = createTransactionStore();
  app.route('/hpp', hppRoutes(settings, store));
  app.route('/rest/v2', gatewayRoutes(settings, store));
  app.route('/__sandbox/payments', paymentControlRoutes(store));
};
