import { parseEnv } from '../env';
import { TEST_SECRETS } from '../../test/testApp';
import { DEV_PASSCODE_PEPPER, DEV_SIGNING_KEY } from './staffEnv';

const PUBLIC_SITE = { SITE_ORIGINS: 'https://www.rockriverav.com' };

describe('the staff unlock configuration', () => {
  it('uses the development passcode, pepper and key, a 12-hour token and 5 guesses per 15 minutes where ALLOW_DEV_DEFAULTS allows', () => {
    const { staff } = parseEnv({ ALLOW_DEV_DEFAULTS: '1' });
    expect(staff).toMatchObject({
      configured: true,
      pepper: DEV_PASSCODE_PEPPER,
      signingKey: DEV_SIGNING_KEY,
      tokenLifetimeMs: 12 * 60 * 60 * 1000,
      maxGuesses: 5,
      guessWindowMs: 15 * 60 * 1000,
      siteWrongGuesses: { max: 30, windowMs: 60 * 60 * 1000 },
    });
  });

  it('reads the passcode hash, the pepper, the signing key, the lifetimes and the limits', () => {
    const { staff } = parseEnv({
      ...PUBLIC_SITE,
      STAFF_PASSCODE_HASH: TEST_SECRETS.STAFF_PASSCODE_HASH,
      STAFF_PASSCODE_PEPPER: TEST_SECRETS.STAFF_PASSCODE_PEPPER,
      UNLOCK_SIGNING_KEY: TEST_SECRETS.UNLOCK_SIGNING_KEY,
      UNLOCK_TOKEN_MINUTES: '30',
      PASSCODE_MAX_GUESSES: '3',
      PASSCODE_WINDOW_MINUTES: '60',
      PASSCODE_SITE_MAX_WRONG_PER_HOUR: '12',
    });
    expect(staff).toMatchObject({
      configured: true,
      passcodeHash: { iterations: 1000 },
      pepper: TEST_SECRETS.STAFF_PASSCODE_PEPPER,
      signingKey: TEST_SECRETS.UNLOCK_SIGNING_KEY,
      tokenLifetimeMs: 30 * 60 * 1000,
      maxGuesses: 3,
      guessWindowMs: 60 * 60 * 1000,
      siteWrongGuesses: { max: 12, windowMs: 60 * 60 * 1000 },
    });
  });

  it('switches the unlock off without ALLOW_DEV_DEFAULTS until every secret is set, on any site', () => {
    const missing = ['STAFF_PASSCODE_HASH', 'STAFF_PASSCODE_PEPPER', 'UNLOCK_SIGNING_KEY'];
    expect(parseEnv({}).staff).toEqual({ configured: false, missing });
    expect(parseEnv(PUBLIC_SITE).staff).toEqual({ configured: false, missing });
    expect(parseEnv({ ...PUBLIC_SITE, UNLOCK_SIGNING_KEY: TEST_SECRETS.UNLOCK_SIGNING_KEY }).staff).toEqual({
      configured: false,
      missing: ['STAFF_PASSCODE_HASH', 'STAFF_PASSCODE_PEPPER'],
    });
  });

  it.each([
    ['STAFF_PASSCODE_HASH', '24681357'],
    ['UNLOCK_SIGNING_KEY', 'too-short-a-key'],
    ['STAFF_PASSCODE_PEPPER', 'short-pepper'],
    ['PASSCODE_SITE_MAX_WRONG_PER_HOUR', '0'],
    ['UNLOCK_TOKEN_MINUTES', '0'],
    ['PASSCODE_MAX_GUESSES', 'five'],
    ['PASSCODE_WINDOW_MINUTES', '-1'],
  ])('stops start-up on an invalid %s without repeating it', (name, value) => {
    let message = '';
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain(value);
  });
});
