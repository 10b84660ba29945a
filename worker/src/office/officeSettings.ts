// The office's settings: how often a client may try to enrol or sign in, how long a
// session lasts, and the passkeys' relying party, which is the SITE (the office pages
// call navigator.credentials there, not on the worker's origin).
import { z } from '../zodFull';
import type { Limit } from '../limits/rateLimit';

const MINUTE_MS = 60_000;

export const officeEnvShape = {
  /** Enrolment and sign-in requests (options and answers alike) per client per window. */
  OFFICE_SIGN_IN_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000_000).default(20),
  OFFICE_SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** A session's lifetime from sign-in, never extended (sessions.ts). */
  OFFICE_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(8),
  /** How long a session may go unused; each use moves it on. */
  OFFICE_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
};

type OfficeVars = z.output<z.ZodObject<typeof officeEnvShape>>;

/** A session ends at the first of the two. */
export interface SessionLimits {
  lifetimeMs: number;
  idleMs: number;
}

export interface OfficeEnv {
  signInLimit: Limit;
  session: SessionLimits;
}

export function officeEnv(vars: OfficeVars): OfficeEnv {
  return {
    signInLimit: { max: vars.OFFICE_SIGN_IN_LIMIT_PER_CLIENT, windowMs: vars.OFFICE_SIGN_IN_WINDOW_MINUTES * MINUTE_MS },
    session: { lifetimeMs: vars.OFFICE_SESSION_HOURS * 60 * MINUTE_MS, idleMs: vars.OFFICE_SESSION_IDLE_MINUTES * MINUTE_MS },
  };
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
