// The worker makes every case id; nothing a browser sends can choose one. A ticket or
// lead id is what customers quote on the phone, in the spec's shape: 'SP-' or 'LD-' and
// six random digits ('SP-004217'). The others are the form's prefix and ten Crockford
// base-32 characters ('AP-7K3M9QX2VD'): 50 random bits, short enough to read out too.
import { CASE_ID_DIGITS } from 'contract/schemas/caseId';
import type { FormName } from 'contract/schemas/forms';

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

const DIGITS_RANGE = 10 ** CASE_ID_DIGITS;
/** The largest multiple of the range a 32-bit word holds: words from it up are drawn again, so every number is as likely. */
const UNBIASED_WORDS = Math.floor(2 ** 32 / DIGITS_RANGE) * DIGITS_RANGE;

/** Six random digits, zero-padded, every value from 000000 to 999999 equally likely. */
export function randomDigits(randomBytes: RandomBytes = secureRandomBytes): string {
  for (;;) {
    const word = new DataView(Uint8Array.from(randomBytes(4)).buffer).getUint32(0);
    if (word < UNBIASED_WORDS) return String(word % DIGITS_RANGE).padStart(CASE_ID_DIGITS, '0');
  }
}

/** Forms whose case id the customer reads out: the spec's six digits. */
const DIGIT_CASE_IDS: ReadonlySet<FormName> = new Set(['ticket', 'lead']);

export function newWorkerCaseId(form: FormName, randomBytes: RandomBytes = secureRandomBytes): string {
  const random = DIGIT_CASE_IDS.has(form) ? randomDigits(randomBytes) : randomCrockford(randomBytes);
  return `${CASE_ID_PREFIX[form]}-${random}`;
}
