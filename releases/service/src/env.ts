// The service's bindings (wrangler.toml) and secrets (`wrangler secret put`).
import type { D1Database, R2Bucket } from '@cloudflare/workers-types/latest';
import { MIN_SECRET_LENGTH as MIN_PREVIEW_KEY_LENGTH } from 'credentials/secretFromEnv';
import { ServiceError } from './http';
import { MIN_PEPPER_LENGTH } from './keyToken.js';

export interface Env {
  /** The release store: the releases' files and live.json. */
  RELEASES: R2Bucket;
  /** Release keys (hashes), staged releases, the history and refusals. */
  DB: D1Database;
  RELEASE_KEY_PEPPER?: string;
  PREVIEW_SIGNING_KEY?: string;
  /** How many of a remote's latest releases a prune keeps (default 5). */
  KEEP_RELEASES?: string;
  /** The worker whose GET /field-health the canary judge reads; without it the cron judges nothing (judge.ts). */
  WORKER_URL?: string;
  /** The worker's FIELD_HEALTH_KEY (a secret): GET /field-health answers only with it (credentials/src/fieldHealthKey.js). */
  FIELD_HEALTH_KEY?: string;
  /** The judge's policy (releases/core/canaryJudgment.mjs canaryPolicyFrom): the regression worth catching, the error rates accepted, the vitals' shift and minimum, the deadline, the watch and its baseline. */
  CANARY_REGRESSION?: string;
  CANARY_MIN_PAGE_LOADS?: string;
  CANARY_MIN_CLIENTS?: string;
  CANARY_BUSIEST_BUCKETS_LEFT_OUT?: string;
  CANARY_HOLDBACK_SHARE?: string;
  CANARY_FALSE_ROLLBACK?: string;
  CANARY_FALSE_PROMOTE?: string;
  CANARY_VITALS_SHIFT?: string;
  CANARY_MIN_VITAL_SAMPLES?: string;
  CANARY_MAX_MINUTES?: string;
  CANARY_WATCH_MINUTES?: string;
  CANARY_BASELINE_DAYS?: string;
  /** The remotes whose team lets its journeys' synthetic evidence promote a canary the field has too little of, comma-separated (releases/core/syntheticEvidence.mjs). */
  CANARY_SYNTHETIC_MAY_PROMOTE?: string;
}

/** The pepper of the keys' hashes; without one the service takes no request that needs a key. */
export function keyPepper(env: Env): string {
  const pepper = env.RELEASE_KEY_PEPPER ?? '';
  if (pepper.length < MIN_PEPPER_LENGTH) throw new ServiceError(503, 'the release service is not configured: RELEASE_KEY_PEPPER is not set');
  return pepper;
}

export function previewKey(env: Env): string {
  const key = env.PREVIEW_SIGNING_KEY ?? '';
  if (key.length < MIN_PREVIEW_KEY_LENGTH) throw new ServiceError(503, 'the release service is not configured: PREVIEW_SIGNING_KEY is not set');
  return key;
}

export const DEFAULT_KEEP_RELEASES = 5;

export function keepReleases(env: Env): number {
  const keep = Number(env.KEEP_RELEASES ?? DEFAULT_KEEP_RELEASES);
  return Number.isInteger(keep) && keep >= 1 ? keep : DEFAULT_KEEP_RELEASES;
}
