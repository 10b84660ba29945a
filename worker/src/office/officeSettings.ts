// The office's settings: how often a client may try to enrol or sign in, and the
// passkeys' relying party, which is the SITE (the office pages call
// navigator.credentials there, not on the worker's origin).
import { z } from '../zodFull';
import type { Limit } from '../limits/rateLimit';

const MINUTE_MS = 60_000;

export const officeEnvShape = {
  /** Enrolment and sign-in requests (options and answers alike) per client per window. */
  OFFICE_SIGN_IN_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000_000).default(20),
  OFFICE_SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
};

type OfficeVars = z.output<z.ZodObject<typeof officeEnvShape>>;

export interface OfficeEnv {
  signInLimit: Limit;
}

export function officeEnv(vars: OfficeVars): OfficeEnv {
  return { signInLimit: { max: vars.OFFICE_SIGN_IN_LIMIT_PER_CLIENT, windowMs: vars.OFFICE_SIGN_IN_WINDOW_MINUTES * MINUTE_MS } };
}

export interface RelyingParty {
  /** The site's hostname: the first of SITE_ORIGINS names it. */
  id: string;
  name: string;
  /** The origins a passkey may be used from: those of SITE_ORIGINS on that hostname. */
  origins: string[];
}

export function relyingParty(siteOrigins: readonly string[]): RelyingParty {
  const id = new URL(siteOrigins[0]!).hostname;
  return { id, name: 'The office', origins: siteOrigins.filter((origin) => new URL(origin).hostname === id) };
}
