// Case ids customers quote on the phone: 'SP-' (support) or 'LD-' (lead) and six
// zero-padded random digits, made in the browser; the worker's journal keeps them
// unique (it answers 409 to a taken id and the form draws a new one).
export type CasePrefix = 'SP' | 'LD';

export const CASE_ID_DIGITS = 6;
const CASE_ID_RANGE = 10 ** CASE_ID_DIGITS;

export const caseIdPattern = (prefix: CasePrefix) => new RegExp(`^${prefix}-\\d{${CASE_ID_DIGITS}}$`);

/**
 * A new case id. `random` returns a number in [0, 1), like Math.random; the default
 * draws 53 bits from the browser's cryptographic generator, so every number from
 * 000000 to 999999 is equally likely (to within 1e-10).
 */
export function newCaseId(prefix: CasePrefix, random: () => number = secureRandom): string {
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`a case id needs a random number in [0, 1), got ${draw}`);
  const number = Math.floor(draw * CASE_ID_RANGE);
  return `${prefix}-${String(number).padStart(CASE_ID_DIGITS, '0')}`;
}

function secureRandom(): number {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  // 21 bits of one word and 32 of the other: a double in [0, 1) with every bit random.
  return ((high! >>> 11) * 2 ** 32 + low!) / 2 ** 53;
}
