import { constantTimeEqual, hashPasscode, parsePasscodeHash, passcodeMatches } from './passcodeHash';
import { DEV_PASSCODE, DEV_PASSCODE_HASH, DEV_PASSCODE_PEPPER } from './staffEnv';

const PEPPER = 'unit-test-passcode-pepper-5f0c2a9e7d41b3';

const parsed = (value: string) => {
  const result = parsePasscodeHash(value);
  if (result instanceof Error) throw result;
  return result;
};

describe('passcode hashes', () => {
  it('matches the passcode it was made from and nothing else', async () => {
    const stored = parsed(await hashPasscode('13572468', PEPPER, 1000));
    expect(await passcodeMatches('13572468', stored, PEPPER)).toBe(true);
    expect(await passcodeMatches('13572469', stored, PEPPER)).toBe(false);
    expect(await passcodeMatches('1357246', stored, PEPPER)).toBe(false);
    expect(await passcodeMatches('', stored, PEPPER)).toBe(false);
  });

  it('matches only with the pepper it was made with, so a leaked hash alone cannot be searched', async () => {
    const stored = parsed(await hashPasscode('13572468', PEPPER, 1000));
    expect(await passcodeMatches('13572468', stored, `${PEPPER}x`)).toBe(false);
  });

  it('salts every hash, so one passcode never gives the same value twice', async () => {
    const first = await hashPasscode('13572468', PEPPER, 1000);
    const second = await hashPasscode('13572468', PEPPER, 1000);
    expect(first).not.toBe(second);
    expect(await passcodeMatches('13572468', parsed(second), PEPPER)).toBe(true);
  });

  it('writes peppered PBKDF2-SHA256 with 100,000 iterations by default, the most Workers allow', async () => {
    expect(await hashPasscode('13572468', PEPPER)).toMatch(/^pbkdf2-sha256-pepper\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it('holds the documented development passcode as the development default', async () => {
    expect(await passcodeMatches(DEV_PASSCODE, parsed(DEV_PASSCODE_HASH), DEV_PASSCODE_PEPPER)).toBe(true);
  });

  it.each([
    ['24681357', /expected pbkdf2-sha256-pepper/],
    ['sha1$1000$c2FsdHNhbHQ$aGFzaA', /expected pbkdf2-sha256-pepper/],
    ['pbkdf2-sha256$1000$dDhD0j1ESiAus9gY98UigA$gdoyPOrsQJStjaoP36M1hJT5w32JjEqsFtAjr2yry7o', /expected pbkdf2-sha256-pepper/],
    ['pbkdf2-sha256-pepper$500$dDhD0j1ESiAus9gY98UigA$gdoyPOrsQJStjaoP36M1hJT5w32JjEqsFtAjr2yry7o', /iterations/],
    ['pbkdf2-sha256-pepper$200000$dDhD0j1ESiAus9gY98UigA$gdoyPOrsQJStjaoP36M1hJT5w32JjEqsFtAjr2yry7o', /iterations/],
    ['pbkdf2-sha256-pepper$1000$c2FsdA$gdoyPOrsQJStjaoP36M1hJT5w32JjEqsFtAjr2yry7o', /salt/],
    ['pbkdf2-sha256-pepper$1000$dDhD0j1ESiAus9gY98UigA$aGFzaA', /32 bytes/],
    ['pbkdf2-sha256-pepper$1000$not base64!$gdoyPOrsQJStjaoP36M1hJT5w32JjEqsFtAjr2yry7o', /base64url/],
  ])('refuses the malformed value %s', (value, message) => {
    const result = parsePasscodeHash(value);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toMatch(message);
  });
});

describe('constantTimeEqual', () => {
  it('is true only for the same bytes', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([9, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });

  it('reads every byte whatever the first difference', () => {
    const reads: number[] = [];
    const spy = (bytes: number[]) =>
      new Proxy(new Uint8Array(bytes), {
        get(target, property) {
          if (typeof property === 'string' && /^\d+$/.test(property)) reads.push(Number(property));
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    constantTimeEqual(spy([0, 2, 3, 4]), new Uint8Array([1, 2, 3, 4]));
    expect(reads).toEqual([0, 1, 2, 3]);
  });
});
