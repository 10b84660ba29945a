import fc from 'fast-check';
import {
  chargeCents,
  dollarsOf,
  formatDollars,
  formatCents,
  MONEY_TEXT_PATTERN,
  ONLINE_LIMIT_CENTS,
  parseMoney,
  readAmountInput,
  surchargeCents,
  totalCents,
} from 'contract/schemas/money';

const RUNS = { numRuns: 10_000 };
/** Every amount the site can take: one cent up to $999,999.99. */
const payableCents = fc.integer({ min: 1, max: ONLINE_LIMIT_CENTS - 1 });

describe('readAmountInput at the boundaries of the spec', () => {
  it.each([
    ['0', { status: 'invalid' }],
    ['0.00', { status: 'invalid' }],
    ['0.004', { status: 'invalid' }],
    ['-5', { status: 'invalid' }],
    ['$5', { status: 'invalid' }],
    ['', { status: 'invalid' }],
    ['   ', { status: 'invalid' }],
    ['.', { status: 'invalid' }],
    ['abc', { status: 'invalid' }],
    ['1e3', { status: 'invalid' }],
    ['1,000', { status: 'invalid' }],
    ['1000000', { status: 'overLimit' }],
    ['1000000.00', { status: 'overLimit' }],
    ['999999.995', { status: 'overLimit' }],
    ['25000000', { status: 'overLimit' }],
    ['99999999999999999999999', { status: 'overLimit' }],
  ])('reads %j as %j', (raw, expected) => {
    expect(readAmountInput(raw)).toEqual(expected);
  });

  it.each([
    ['0.01', 1, '0.01'],
    ['100', 10_000, '100.00'],
    ['100000', 10_000_000, '100000.00'],
    ['100000.01', 10_000_001, '100000.01'],
    ['999999.99', 99_999_999, '999999.99'],
    ['.5', 50, '0.50'],
    ['7.', 700, '7.00'],
    ['007.1', 710, '7.10'],
    [' 42.5 ', 4_250, '42.50'],
    ['10.005', 1_001, '10.01'],
    ['10.0049', 1_000, '10.00'],
    ['0.005', 1, '0.01'],
  ])('accepts %j as %i cents, stored as %j', (raw, cents, text) => {
    expect(readAmountInput(raw)).toEqual({ status: 'ok', cents, text });
  });
});

describe('money text', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10_300, '103.00'],
    [99_999_999, '999999.99'],
  ])('formats %i cents as %j and reads it back', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['103', '103.0', '103.000', '$103.00', '-1.00', '01.00', ' 1.00', '1e2.00', ''])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('refuses fractions and negatives of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(-1)).toThrow(RangeError);
  });

  it('round-trips every payable amount through its text, always with two decimals', () => {
    fc.assert(
      fc.property(payableCents, (cents) => {
        const text = formatCents(cents);
        const read = readAmountInput(text);
        return (
          MONEY_TEXT_PATTERN.test(text) &&
          parseMoney(text) === cents &&
          read.status === 'ok' &&
          read.cents === cents &&
          read.text === text
        );
      }),
      RUNS,
    );
  });
});

describe('surcharge and total', () => {
  it.each([
    [10_000, 300],
    [1, 0],
    [16, 0],
    [17, 1],
    [50, 2],
    [83, 2],
    [99_999_999, 3_000_000],
  ])('charges %i cents a surcharge of %i cents on credit', (amount, surcharge) => {
    expect(surchargeCents(amount)).toBe(surcharge);
    expect(chargeCents(amount, true)).toBe(surcharge);
    expect(totalCents(amount, true)).toBe(amount + surcharge);
  });

  it('charges a debit card the amount alone', () => {
    fc.assert(
      fc.property(payableCents, (amount) => chargeCents(amount, false) === 0 && totalCents(amount, false) === amount),
      RUNS,
    );
  });

  it('makes the credit total the amount plus 3% of it rounded to the nearest cent, halves up', () => {
    fc.assert(
      fc.property(payableCents, (amount) => {
        const surcharge = chargeCents(amount, true);
        // 100 × surcharge is within half a cent of 3 × amount; a tie rounds up.
        const error = surcharge * 100 - amount * 3;
        const total = totalCents(amount, true);
        const text = formatCents(total);
        return (
          error > -50 &&
          error <= 50 &&
          total === amount + surcharge &&
          MONEY_TEXT_PATTERN.test(text) &&
          parseMoney(text) === total
        );
      }),
      RUNS,
    );
  });

  it('never lets the surcharge shrink as the amount grows', () => {
    fc.assert(
      fc.property(payableCents, (amount) => surchargeCents(amount + 1) >= surchargeCents(amount)),
      RUNS,
    );
  });
});

describe('formatDollars', () => {
  it.each([
    [1, '$0.01'],
    [10_300, '$103.00'],
    [100_000, '$1,000.00'],
    [25_000_000, '$250,000.00'],
    [99_999_999, '$999,999.99'],
  ])('reads %d cents as %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it('reads a money text the same way, and leaves anything else as it is', () => {
    expect(dollarsOf('250000.00')).toBe('$250,000.00');
    expect(dollarsOf('n/a')).toBe('n/a');
  });
});
