// Checkout's texts; the quoted ones are the spec's and tests assert them exactly.
import { dollarsOf } from 'contract/schemas/money';

export const EMPTY_AMOUNT_ALERT = 'Amount entered is not valid, you are being redirected.';
export const CHECKOUT_INCOMPLETE_ALERT = 'Please complete checkout before continuing.';
export const SLOW_LOAD_TIP = 'still loading? try refreshing this page.';
export const WORKFLOW_MISSING_ALERT =
  'there was an issue loading our payment workflow. Please check your internet connection and reload this page.';

export const payButtonText = (total: string) => `Pay ${dollarsOf(total)} now`;
