// Money in integer cents. Amounts travel as text with exactly two decimals ('103.00');
// every sum and percentage is worked out on whole cents, never on floating-point
// dollars, so the browser, the worker and the card provider agree to the cent.

/** Credit cards carry this surcharge (percent of the amount); debit cards none. */
export const SURCHARGE_PERCENT = 3;

/** The amount input's max attribute: a hint only, larger amounts are accepted on Next. */
export const AMOUNT_INPUT_MAX = 100_000;

/** Amounts from $1,000,000.00 up cannot be paid online. */
export const ONLINE_LIMIT_CENTS = 100_000_000;

/** '103.00': digits, a point and two decimals, no sign, no '$', no thousands separators. */
export const MONEY_TEXT_PATTERN = /^(0|[1-9]\d*)\.\d{2}$/;

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a whole number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An amount as a payer reads it: '$250,000.00'. */
export function formatDollars(cents: number): string {
  const [whole, fraction] = formatCents(cents).split('.') as [string, string];
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** A money text such as '250000.00' as a payer reads it ('$250,000.00'); the text itself if it is not one. */
export const dollarsOf = (text: string) => {
  const cents = parseMoney(text);
  return cents === null ? text : formatDollars(cents);
};

/** Cents of a money text such as '103.00'; null for anything else. */
export function parseMoney(text: string): number | null {
  if (!MONEY_TEXT_PATTERN.test(text) || text.length > 15) return null;
  const [whole, fraction] = text.split('.') as [string, string];
  return Number(whole) * 100 + Number(fraction);
}

/** 3% of the amount to the nearest cent, a half cent rounding up. */
export function surchargeCents(amountCents: number): number {
  return Math.floor((amountCents * SURCHARGE_PERCENT + 50) / 100);
}

/** The surcharge a payment carries: credit cards only. */
export const chargeCents = (amountCents: number, credit: boolean) => (credit ? surchargeCents(amountCents) : 0);

/** What the card is charged: the amount plus, for credit, the surcharge. */
export const totalCents = (amountCents: number, credit: boolean) => amountCents + chargeCents(amountCents, credit);

export type AmountInput =
  | { status: 'ok'; cents: number; text: string }
  /** Not a number, or zero or less (also what rounds to 0.00). */
  | { status: 'invalid' }
  /** $1,000,000.00 or more. */
  | { status: 'overLimit' };

const DECIMAL_INPUT = /^(\d+)?(?:\.(\d*))?$/;

/**
 * Reads what a visitor typed as a dollar amount. Plain decimals only: a '$', a sign,
 * separators or an exponent make it invalid. More than two decimals round half up
 * to the cent ('10.005' is '10.01'), worked on the digits, not on a float.
 */
export function readAmountInput(raw: string): AmountInput {
  const match = DECIMAL_INPUT.exec(raw.trim());
  if (!match || (!match[1] && !match[2])) return { status: 'invalid' };
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? '').padEnd(3, '0');
  // Eight or more whole digits is at least $10,000,000: over the limit, and kept
  // away from the arithmetic so no huge number loses precision.
  if (whole.length > 7) return { status: 'overLimit' };
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2)) + roundUp;
  if (cents <= 0) return { status: 'invalid' };
  if (cents >= ONLINE_LIMIT_CENTS) return { status: 'overLimit' };
  return { status: 'ok', cents, text: formatCents(cents) };
}
