// What the hash command accepts as a new company passcode and its pepper. The keypad
// takes at most 8 digits, and fewer digits are a smaller space to guess (a 4-digit code
// falls to 10,000 guesses), so a new passcode is exactly 8 digits.
import { PASSCODE_MAX_DIGITS } from 'contract/schemas/unlock';

const NEW_PASSCODE = new RegExp(`^\\d{${PASSCODE_MAX_DIGITS}}$`);
const MIN_PEPPER_LENGTH = 32;

/** Why `passcode` cannot be the company passcode, or null when it can. */
export function newPasscodeProblem(passcode: string): string | null {
  return NEW_PASSCODE.test(passcode) ? null : `the passcode must be exactly ${PASSCODE_MAX_DIGITS} digits`;
}

/** Why `pepper` cannot be STAFF_PASSCODE_PEPPER, or null when it can. */
export function pepperProblem(pepper: string | undefined): string | null {
  if (!pepper?.trim()) return 'set STAFF_PASSCODE_PEPPER to the pepper the worker has (a random secret of 32+ characters)';
  return pepper.length < MIN_PEPPER_LENGTH ? `STAFF_PASSCODE_PEPPER must be at least ${MIN_PEPPER_LENGTH} characters` : null;
}
