// The wizard's texts; the quoted ones are the spec's and tests assert them exactly.
import { company } from 'contract/company/company';

export const INVALID_AMOUNT_ALERT = "Please enter a valid dollar amount. Do NOT include '$' in the input.";

export const OVER_LIMIT_ALERT = `we are not able to transact this amount online. Please contact our office. ${company.phone.display}`;

export const SECURING_TEXT = 'One moment, we are securing your transaction.';

export const CAPTCHA_REFUSED = 'The verification was not accepted. Please complete it again.';
export const CAPTCHA_UNAVAILABLE = 'We could not check the verification just now. Please try again in a moment.';
export const SECURING_FAILED = 'We could not secure your transaction. Please check your internet connection and try again.';
export const CAPTCHA_LOAD_FAILED = 'The verification could not load. Please check your internet connection and reload this page.';

export const WIZARD_STEPS = ['Amount', 'Card type', 'Verification'] as const;
