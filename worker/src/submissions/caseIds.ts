// Case ids the worker makes for the forms whose browser does not make one (the
// ticket and the lead carry their own 'SP-123456' / 'LD-123456' in field UUID).
// A worker-made id is the form's prefix and ten Crockford base-32 characters
// ('AP-7K3M9QX2VD'): 50 random bits, short enough to read out on the phone.
import type { FormName } from 'shared-ui/schemas/forms';

/** Every form has a prefix, so a new form cannot be added without choosing one. */
export const CASE_ID_PREFIX: Record<FormName, string> = {
  application: 'AP',
  lan: 'LN',
  suggestion: 'SG',
  ticket: 'SP',
  lead: 'LD',
};

const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 10;

export type RandomBytes = (count: number) => Uint8Array;

const secureRandomBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** Ten random Crockford base-32 characters (a byte modulo 32 is uniform: 256 is a multiple). */
export function randomCrockford(randomBytes: RandomBytes = secureRandomBytes): string {
  return Array.from(randomBytes(RANDOM_CHARACTERS), (byte) => CROCKFORD_BASE32[byte % 32]).join('');
}

export function newWorkerCaseId(form: FormName, randomBytes: RandomBytes = secureRandomBytes): string {
  return `${CASE_ID_PREFIX[form]}-${randomCrockford(randomBytes)}`;
}
