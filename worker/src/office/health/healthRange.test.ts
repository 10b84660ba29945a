import { bucketsOf } from './healthRange';

describe('bucketsOf', () => {
  it('is the last 24 hours by the hour, the last bucket the one now is in', () => {
    const { since, bucketMs, count } = bucketsOf('day', new Date('2026-06-30T12:34:56.000Z'));
    expect(since.toISOString()).toBe('2026-06-29T13:00:00.000Z');
    expect(bucketMs).toBe(60 * 60 * 1000);
    expect(count).toBe(24);
    expect(new Date(since.getTime() + (count - 1) * bucketMs).toISOString()).toBe('2026-06-30T12:00:00.000Z');
  });

  it('is the last 7 days by six hours, on 00, 06, 12 and 18 UTC', () => {
    const { since, bucketMs, count } = bucketsOf('week', new Date('2026-06-30T12:34:56.000Z'));
    expect(count).toBe(28);
    expect(bucketMs).toBe(6 * 60 * 60 * 1000);
    expect(since.toISOString()).toBe('2026-06-23T18:00:00.000Z');
    expect(new Date(since.getTime() + (count - 1) * bucketMs).toISOString()).toBe('2026-06-30T12:00:00.000Z');
  });

  it('starts a new bucket on the boundary itself', () => {
    expect(bucketsOf('week', new Date('2026-06-30T18:00:00.000Z')).since.toISOString()).toBe('2026-06-24T00:00:00.000Z');
  });
});
