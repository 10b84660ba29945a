// The staff unlock's configuration: the passcode (as a hash), the token signing key,
// the token's lifetime and the guess limit. The development defaults hash the
// documented development passcode 24681357 and use a published signing key, so they
// apply only to a site served from this machine: a deployment that leaves either
// unset has the unlock switched off (503) rather than open to the documented code.
import { z } from 'shared-ui/schemas/zod';
import { parsePasscodeHash, type PasscodeHash } from './passcodeHash';
import { isLoopbackOrigin } from '../http/loopback';

export const DEV_PASSCODE = '24681357';
export const DEV_PASSCODE_HASH = 'pbkdf2-sha256$100000$sGX9cZkHQdLHeZnIjyPUcQ$0cXU6p-KQk0zxZRf3OuEDIH0MFXD7NBKFeuF7ONQjvM';
export const DEV_SIGNING_KEY = 'development-unlock-signing-key-not-for-production';

export interface StaffConfig {
  configured: true;
  passcodeHash: PasscodeHash;
  signingKey: string;
  tokenLifetimeMs: number;
  maxGuesses: number;
  guessWindowMs: number;
  /**
   * A request header holding the client's address, set by a reverse proxy the worker
   * trusts (e.g. X-Real-IP). Unset: the connection's address on Node, CF-Connecting-IP
   * on Workers. Client-sent headers such as X-Forwarded-For are never trusted by default.
   */
  clientIpHeader: string | undefined;
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

export const staffEnvShape = {
  STAFF_PASSCODE_HASH: passcodeHash.optional(),
  UNLOCK_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  UNLOCK_TOKEN_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(12 * 60),
  PASSCODE_MAX_GUESSES: z.coerce.number().int().min(1).max(100).default(5),
  PASSCODE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  TRUSTED_CLIENT_IP_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name').optional(),
};

type StaffVars = z.output<z.ZodObject<typeof staffEnvShape>>;

export function staffEnv(vars: StaffVars, siteOrigins: readonly string[]): StaffEnv {
  if (!siteOrigins.every(isLoopbackOrigin)) {
    const missing = (['STAFF_PASSCODE_HASH', 'UNLOCK_SIGNING_KEY'] as const).filter((name) => vars[name] === undefined);
    if (missing.length > 0) return { configured: false, missing };
  }
  return {
    configured: true,
    passcodeHash: vars.STAFF_PASSCODE_HASH ?? (parsePasscodeHash(DEV_PASSCODE_HASH) as PasscodeHash),
    signingKey: vars.UNLOCK_SIGNING_KEY ?? DEV_SIGNING_KEY,
    tokenLifetimeMs: vars.UNLOCK_TOKEN_MINUTES * MINUTE_MS,
    maxGuesses: vars.PASSCODE_MAX_GUESSES,
    guessWindowMs: vars.PASSCODE_WINDOW_MINUTES * MINUTE_MS,
    clientIpHeader: vars.TRUSTED_CLIENT_IP_HEADER,
  };
}
