// The payment area's routes (the spec's redirects point at these three).
export const VERIFY_PATH = '/verify';
export const HELP_PATH = '/verify/help';
export const CHECKOUT_PATH = '/verify/checkout';
export const PROCESSING_PATH = '/verify/checkout/processing';
export const HOME_PATH = '/';
