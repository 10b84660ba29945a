// Amounts as the hosted payment page takes them ('64.50'), in whole cents. The
// sandbox shares no code with what ships, so it does its own (tiny) arithmetic.
const MONEY = /^(0|[1-9]\d{0,8})\.\d{2}$/;

export function toCents(text: string): number | null {
  if (!MONEY.test(text)) return null;
  const [whole, fraction] = text.split('.') as [string, string];
  return Number(whole) * 100 + Number(fraction);
}

export const toMoney = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The terminal's service fee: a percentage of the amount, to the nearest cent, halves up. */
export const serviceFeeCents = (amountCents: number, percent: number) => Math.floor((amountCents * percent + 50) / 100);
