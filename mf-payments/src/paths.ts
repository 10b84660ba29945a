// Every page of the payments remote, declared once: its routes, its links and its
// tests read these, and the shell's route table is checked against them. The spec's
// redirects point at the wizard, the checkout and processing.
export const PATHS = {
  wizard: '/verify',
  help: '/verify/help',
  checkout: '/verify/checkout',
  processing: '/verify/checkout/processing',
} as const;

/** Not this remote's: where the wizard's Cancel leads. */
export const HOME_PATH = '/';
