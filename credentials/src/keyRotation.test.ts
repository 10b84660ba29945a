import { keyNamed, keyRingFrom } from 'credentials/keyRotation';

const DEVELOPMENT = 'development-only-test-key-never-used-in-production';
const rule = { name: 'TEST_KEY', development: DEVELOPMENT, defaultInDevelopment: true };
const rotation = {
  previous: 'TEST_PREVIOUS_KEY',
  rotatedAt: 'TEST_ROTATED_AT',
  overlapMs: 60 * 60_000,
  rotatedAtMeans: 'the time the signer took the new key (an ISO time)',
};
const NEW = 'the-new-key-of-the-tests-0123456789abcdef';
const OLD = 'the-old-key-of-the-tests-0123456789abcdef';
const ROTATED_AT = '2026-11-30T12:00:00Z';

describe("a key's rotation, from the environment", () => {
  it('is the current key alone until there is a previous one', () => {
    expect(keyRingFrom({}, rule, rotation)).toBeUndefined();
    expect(keyRingFrom({ TEST_KEY: NEW }, rule, rotation)).toEqual({ current: NEW });
    expect(keyRingFrom({ ALLOW_DEV_DEFAULTS: '1' }, rule, rotation)).toEqual({ current: DEVELOPMENT });
    // Without a current key the previous one checks nothing.
    expect(keyRingFrom({ TEST_PREVIOUS_KEY: OLD, TEST_ROTATED_AT: ROTATED_AT }, rule, rotation)).toBeUndefined();
  });

  it('takes the previous key until the overlap past the rotation', () => {
    expect(keyRingFrom({ TEST_KEY: NEW, TEST_PREVIOUS_KEY: ` ${OLD} `, TEST_ROTATED_AT: ROTATED_AT }, rule, rotation)).toEqual({
      current: NEW,
      previous: { key: OLD, until: Date.parse('2026-11-30T13:00:00Z') },
    });
  });

  it('refuses a previous key without its time, or one that breaks the rule of the key', () => {
    for (const time of [{}, { TEST_ROTATED_AT: 'yesterday' }]) {
      expect(() => keyRingFrom({ TEST_KEY: NEW, TEST_PREVIOUS_KEY: OLD, ...time }, rule, rotation)).toThrow(
        'TEST_PREVIOUS_KEY needs TEST_ROTATED_AT, the time the signer took the new key (an ISO time)',
      );
    }
    const rotated = { TEST_KEY: NEW, TEST_ROTATED_AT: ROTATED_AT };
    expect(() => keyRingFrom({ ...rotated, TEST_PREVIOUS_KEY: 'short' }, rule, rotation)).toThrow('TEST_PREVIOUS_KEY must be at least 32 characters');
    expect(() => keyRingFrom({ ...rotated, TEST_PREVIOUS_KEY: DEVELOPMENT }, rule, rotation)).toThrow('TEST_PREVIOUS_KEY is the development key');
  });
});

describe("the key that checks a token, by the key it names", () => {
  const ring = { current: NEW, previous: { key: OLD, until: 1_000 } };
  const idOf = async (key: string) => `id-of-${key.slice(4, 7)}`;

  it('is the current key for a token naming it, or naming none', async () => {
    expect(await keyNamed(ring, await idOf(NEW), 0, idOf)).toBe(NEW);
    expect(await keyNamed(ring, undefined, 5_000, idOf)).toBe(NEW);
  });

  it('is the previous key for a token naming it, until its time is up', async () => {
    expect(await keyNamed(ring, await idOf(OLD), 999, idOf)).toBe(OLD);
    expect(await keyNamed(ring, await idOf(OLD), 1_000, idOf)).toBeUndefined();
    expect(await keyNamed({ current: NEW }, await idOf(OLD), 0, idOf)).toBeUndefined();
  });

  it('is none for a token naming any other key', async () => {
    for (const named of ['AAAAAAAA', null, 7]) expect(await keyNamed(ring, named, 0, idOf)).toBeUndefined();
  });
});
