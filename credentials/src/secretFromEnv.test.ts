import { MIN_SECRET_LENGTH, secretFrom } from 'credentials/secretFromEnv';
import { DEVELOPMENT_COMPOSER_SECRET, composerSecretFrom } from 'credentials/composerSecret';
import { DEVELOPMENT_FIELD_GRANT_KEY, fieldGrantKeyFrom } from 'credentials/fieldGrant';
import { DEVELOPMENT_FIELD_HEALTH_KEY, fieldHealthKeyFrom } from 'credentials/fieldHealthKey';
import { DEVELOPMENT_PREVIEW_KEY, previewKeyFrom } from 'credentials/previewToken';

const SECRET = 'a-secret-of-the-tests-0123456789abcdef';
const DEVELOPMENT = 'development-only-test-secret-never-used-in-production';
const rule = { name: 'TEST_SECRET', development: DEVELOPMENT, defaultInDevelopment: true };

describe('a secret from the environment', () => {
  it('is its variable, trimmed, with or without development defaults', () => {
    expect(secretFrom({ TEST_SECRET: ` ${SECRET}\n` }, rule)).toBe(SECRET);
    expect(secretFrom({ TEST_SECRET: SECRET, ALLOW_DEV_DEFAULTS: '1' }, rule)).toBe(SECRET);
  });

  it('is none where the variable is unset, blank or not text, outside development', () => {
    for (const env of [{}, { TEST_SECRET: '' }, { TEST_SECRET: '  \n' }, { TEST_SECRET: 12345 }, { ALLOW_DEV_DEFAULTS: '0' }, { ALLOW_DEV_DEFAULTS: 'yes' }, { ALLOW_DEV_DEFAULTS: false }]) {
      expect(secretFrom(env, rule)).toBeUndefined();
    }
  });

  it("is the development value where unset on the local site ('1', 'true' or true), where the rule defaults it", () => {
    for (const allow of ['1', 'true', true]) {
      expect(secretFrom({ ALLOW_DEV_DEFAULTS: allow }, rule)).toBe(DEVELOPMENT);
      expect(secretFrom({ ALLOW_DEV_DEFAULTS: allow, TEST_SECRET: DEVELOPMENT }, rule)).toBe(DEVELOPMENT);
      expect(secretFrom({ ALLOW_DEV_DEFAULTS: allow }, { ...rule, defaultInDevelopment: false })).toBeUndefined();
    }
  });

  it('refuses the development value outside development, in the words of the rule', () => {
    expect(() => secretFrom({ TEST_SECRET: DEVELOPMENT }, rule)).toThrow(
      'TEST_SECRET is the development key, which anyone can read: give this site a key of its own (openssl rand -base64 48)',
    );
    expect(() => secretFrom({ TEST_SECRET: DEVELOPMENT, ALLOW_DEV_DEFAULTS: '0' }, { ...rule, refusal: 'is published: choose another' })).toThrow(
      'TEST_SECRET is published: choose another (openssl rand -base64 48)',
    );
  });

  it('refuses a value short enough to guess, even on the local site', () => {
    const short = 's'.repeat(MIN_SECRET_LENGTH - 1);
    expect(MIN_SECRET_LENGTH).toBe(32);
    for (const env of [{ TEST_SECRET: short }, { TEST_SECRET: short, ALLOW_DEV_DEFAULTS: '1' }]) {
      expect(() => secretFrom(env, rule)).toThrow('TEST_SECRET must be at least 32 characters');
    }
    expect(secretFrom({ TEST_SECRET: `${short}s` }, rule)).toBe(`${short}s`);
  });
});

// Each of the site's secrets by this rule: its variable, its development value, whether the
// local site gets that value unset, and its refusal's words (kept as they were).
describe("the site's secrets", () => {
  const secrets = [
    {
      read: fieldGrantKeyFrom,
      name: 'FIELD_GRANT_KEY',
      development: DEVELOPMENT_FIELD_GRANT_KEY,
      defaultInDevelopment: true,
      refusal: 'FIELD_GRANT_KEY is the development key, which anyone can read: give this site a key of its own (openssl rand -base64 48)',
    },
    {
      read: previewKeyFrom,
      name: 'PREVIEW_SIGNING_KEY',
      development: DEVELOPMENT_PREVIEW_KEY,
      defaultInDevelopment: false,
      refusal: 'PREVIEW_SIGNING_KEY is the development key, which anyone can read: give this site a key of its own (openssl rand -base64 48)',
    },
    {
      read: composerSecretFrom,
      name: 'COMPOSER_SECRET',
      development: DEVELOPMENT_COMPOSER_SECRET,
      defaultInDevelopment: true,
      refusal: 'COMPOSER_SECRET is the development value, which anyone can read: give this site one of its own (openssl rand -base64 48)',
    },
    {
      read: fieldHealthKeyFrom,
      name: 'FIELD_HEALTH_KEY',
      development: DEVELOPMENT_FIELD_HEALTH_KEY,
      defaultInDevelopment: true,
      refusal: 'FIELD_HEALTH_KEY is the development key, which anyone can read: give the worker a key of its own (openssl rand -base64 48)',
    },
  ];

  it.each(secrets)('$name', ({ read, name, development, defaultInDevelopment, refusal }) => {
    expect(read({ [name]: SECRET })).toBe(SECRET);
    expect(read({})).toBeUndefined();
    expect(read({ ALLOW_DEV_DEFAULTS: '1' })).toBe(defaultInDevelopment ? development : undefined);
    expect(read({ [name]: development, ALLOW_DEV_DEFAULTS: '1' })).toBe(development);
    expect(() => read({ [name]: development })).toThrow(refusal);
    expect(() => read({ [name]: 'short' })).toThrow(`${name} must be at least 32 characters`);
  });
});
