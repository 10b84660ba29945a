import { parseEnv } from '../env';
import { TEST_SECRETS } from '../../test/testApp';
import { DEV_SIGNING_KEY } from './staffEnv';

const PUBLIC_SITE = { SITE_ORIGINS: 'https://www.rockriverav.com' };

describe('the staff unlock configuration', () => {
  it('defaults to the development passcode, a 12-hour token and 5 guesses per 15 minutes on this machine', () => {
    const { staff } = parseEnv({});
    expect(staff).toMatchObject({
      configured: true,
      signingKey: DEV_SIGNING_KEY,
      tokenLifetimeMs: 12 * 60 * 60 * 1000,
      maxGuesses: 5,
      guessWindowMs: 15 * 60 * 1000,
      clientIpHeader: undefined,
    });
  });

  it('reads the passcode hash, the signing key, the lifetimes and the limit', () => {
    const { staff } = parseEnv({
      ...PUBLIC_SITE,
      STAFF_PASSCODE_HASH: TEST_SECRETS.STAFF_PASSCODE_HASH,
      UNLOCK_SIGNING_KEY: TEST_SECRETS.UNLOCK_SIGNING_KEY,
      UNLOCK_TOKEN_MINUTES: '30',
      PASSCODE_MAX_GUESSES: '3',
      PASSCODE_WINDOW_MINUTES: '60',
      TRUSTED_CLIENT_IP_HEADER: 'X-Real-IP',
    });
    expect(staff).toMatchObject({
      configured: true,
      passcodeHash: { iterations: 1000 },
      signingKey: TEST_SECRETS.UNLOCK_SIGNING_KEY,
      tokenLifetimeMs: 30 * 60 * 1000,
      maxGuesses: 3,
      guessWindowMs: 60 * 60 * 1000,
      clientIpHeader: 'X-Real-IP',
    });
  });

  it('switches the unlock off on a public site that kept the development secrets', () => {
    expect(parseEnv(PUBLIC_SITE).staff).toEqual({ configured: false, missing: ['STAFF_PASSCODE_HASH', 'UNLOCK_SIGNING_KEY'] });
    expect(parseEnv({ ...PUBLIC_SITE, UNLOCK_SIGNING_KEY: TEST_SECRETS.UNLOCK_SIGNING_KEY }).staff).toEqual({
      configured: false,
      missing: ['STAFF_PASSCODE_HASH'],
    });
  });

  it.each([
    ['STAFF_PASSCODE_HASH', '24681357'],
    ['UNLOCK_SIGNING_KEY', 'too-short-a-key'],
    ['UNLOCK_TOKEN_MINUTES', '0'],
    ['PASSCODE_MAX_GUESSES', 'five'],
    ['PASSCODE_WINDOW_MINUTES', '-1'],
    ['TRUSTED_CLIENT_IP_HEADER', 'X Real IP'],
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
