import { FIELD_SAMPLE_RATE, sampledIn } from './sampling';

describe('which page loads report', () => {
  it('is every page load by default', () => {
    expect(FIELD_SAMPLE_RATE).toBe(1);
    expect(sampledIn(FIELD_SAMPLE_RATE, () => 0.999999)).toBe(true);
  });

  it('is the given share of page loads', () => {
    expect(sampledIn(0.25, () => 0.2)).toBe(true);
    expect(sampledIn(0.25, () => 0.25)).toBe(false);
    const draws = Array.from({ length: 1000 }, (_, n) => n / 1000);
    expect(draws.filter((draw) => sampledIn(0.1, () => draw))).toHaveLength(100);
  });

  it('is none at 0', () => {
    expect(sampledIn(0, () => 0)).toBe(false);
  });
});
