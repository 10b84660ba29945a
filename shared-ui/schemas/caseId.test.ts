import fc from 'fast-check';
import { caseIdPattern, newCaseId, type CasePrefix } from 'shared-ui/schemas/caseId';

const prefixes = fc.constantFrom<CasePrefix>('SP', 'LD');
const unitInterval = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('newCaseId', () => {
  it('is the prefix, a dash and six digits (000000 to 999999) for every draw in [0, 1)', () => {
    fc.assert(
      fc.property(prefixes, unitInterval, (prefix, draw) => {
        const id = newCaseId(prefix, () => draw);
        return caseIdPattern(prefix).test(id) && id.startsWith(`${prefix}-`) && id.length === 9;
      }),
      { numRuns: 10_000 },
    );
  });

  it('orders ids as their draws are ordered, so every part of the range is reachable', () => {
    fc.assert(
      fc.property(unitInterval, unitInterval, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return Number(newCaseId('SP', () => low).slice(3)) <= Number(newCaseId('SP', () => high).slice(3));
      }),
      { numRuns: 10_000 },
    );
  });

  it('pads small numbers with zeros and reaches both ends of the range', () => {
    expect(newCaseId('SP', () => 0)).toBe('SP-000000');
    expect(newCaseId('LD', () => 0.000042)).toBe('LD-000042');
    expect(newCaseId('SP', () => 1 - Number.EPSILON)).toBe('SP-999999');
  });

  it('refuses a random source outside [0, 1) instead of making a malformed id', () => {
    for (const bad of [1, -0.1, Number.NaN, 2]) {
      expect(() => newCaseId('SP', () => bad)).toThrow(RangeError);
    }
  });

  it('draws well-formed, well-spread ids from the cryptographic generator', () => {
    const ids = Array.from({ length: 20_000 }, () => newCaseId('LD'));
    expect(ids.filter((id) => !/^LD-\d{6}$/.test(id))).toEqual([]);
    // 20,000 draws from a million: about 200 repeats are expected, thousands would mean a bad source.
    expect(new Set(ids).size).toBeGreaterThan(19_000);
    const numbers = ids.map((id) => Number(id.slice(3)));
    const lowerHalf = numbers.filter((number) => number < 500_000).length;
    expect(lowerHalf).toBeGreaterThan(9_000);
    expect(lowerHalf).toBeLessThan(11_000);
  });
});
