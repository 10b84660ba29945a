// The staff unlock's configuration: the passcode (as a peppered hash), the pepper, the
// token signing key, the token's lifetime and the guess limits. The development defaults
// hash the documented development passcode 24681357 with a published pepper and use a
// published signing key, so they apply only where ALLOW_DEV_DEFAULTS allows them (a site
// served from this machine): a worker without them and without the secrets has the
// unlock switched off (503) rather than open to the documented code.
import { z } from '../zodFull';
import { parsePasscodeHash, type PasscodeHash } from './passcodeHash';
import type { Limit } from '../limits/rateLimit';

export const DEV_PASSCODE = '24681357';
export const DEV_PASSCODE_PEPPER = 'development-passcode-pepper-not-for-production';
export const DEV_PASSCODE_HASH = 'pbkdf2-sha256-pepper$100000$Kt201DePSH0X8EubG656Xw$PaLAFKmPbGfrgNhSNNuBfuhammXQFrMqdaTXLVqmaPE';
export const DEV_SIGNING_KEY = 'development-unlock-signing-key-not-for-production';

/** The secrets the unlock needs; a worker without ALLOW_DEV_DEFAULTS has the unlock off until all are set. */
export const STAFF_SECRETS = ['STAFF_PASSCODE_HASH', 'STAFF_PASSCODE_PEPPER', 'UNLOCK_SIGNING_KEY'] as const;

export interface StaffConfig {
  configured: true;
  passcodeHash: PasscodeHash;
  /** The HMAC key the passcode is peppered with before it is hashed (passcodeHash.ts). */
  pepper: string;
  signingKey: string;
  tokenLifetimeMs: number;
  maxGuesses: number;
  guessWindowMs: number;
  /** Wrong guesses from every client together, after which every client waits. */
  siteWrongGuesses: Limit;
}

export type StaffEnv = StaffConfig | { configured: false; missing: string[] };

const MINUTE_MS = 60_000;

const passcodeHash = z.string().transform((value, ctx) => {
  const parsed = parsePasscodeHash(value);
  if (parsed instanceof Error) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed;
});

const secretKey = z.string().min(32, 'must be at least 32 characters');

export const staffEnvShape = {
  STAFF_PASSCODE_HASH: passcodeHash.optional(),
  STAFF_PASSCODE_PEPPER: secretKey.optional(),
  UNLOCK_SIGNING_KEY: secretKey.optional(),
  UNLOCK_TOKEN_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(12 * 60),
  PASSCODE_MAX_GUESSES: z.coerce.number().int().min(1).max(100).default(5),
  PASSCODE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  PASSCODE_SITE_MAX_WRONG_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
};

type StaffVars = z.output<z.ZodObject<typeof staffEnvShape>>;

export function staffEnv(vars: StaffVars, allowDevDefaults: boolean): StaffEnv {
  if (!allowDevDefaults) {
    const missing = STAFF_SECRETS.filter((name) => vars[name] === undefined);
    if (missing.length > 0) return { configured: false, missing };
  }
  return {
    configured: true,
    passcodeHash: vars.STAFF_PASSCODE_HASH ?? (parsePasscodeHash(DEV_PASSCODE_HASH) as PasscodeHash),
    pepper: vars.STAFF_PASSCODE_PEPPER ?? DEV_PASSCODE_PEPPER,
    signingKey: vars.UNLOCK_SIGNING_KEY ?? DEV_SIGNING_KEY,
    tokenLifetimeMs: vars.UNLOCK_TOKEN_MINUTES * MINUTE_MS,
    maxGuesses: vars.PASSCODE_MAX_GUESSES,
    guessWindowMs: vars.PASSCODE_WINDOW_MINUTES * MINUTE_MS,
    siteWrongGuesses: { max: vars.PASSCODE_SITE_MAX_WRONG_PER_HOUR, windowMs: 60 * MINUTE_MS },
  };
}
