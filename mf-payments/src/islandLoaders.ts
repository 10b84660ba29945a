// The payments remote's islands by name (#42): what <Island name=…> on its pages refers to.
// The wizard moves on to checkout and sends an amount over the limit home, so it is
// hydrated inside a router over the page's own address.
import { routedIsland, type IslandLoaders } from 'shared-ui/islands/registerIslands';

export const islandLoaders = {
  'payment-wizard': () => routedIsland(import(/* webpackChunkName: "island-payment-wizard" */ './features/wizard/PaymentWizard').then((module) => module.PaymentWizard)),
} satisfies IslandLoaders;
