// Field grants as the composer signs them (credentials/src/fieldGrant.js), made here with
// node:crypto from the format alone: a test of the worker's check that does not lean on
// the signing code it checks. The tests' worker takes the development key (ALLOW_DEV_DEFAULTS).
import { createHmac, randomBytes } from 'node:crypto';
import { DEVELOPMENT_FIELD_GRANT_KEY } from 'credentials/fieldGrant';
import { DEVELOPMENT_FIELD_HEALTH_KEY } from 'credentials/fieldHealthKey';

export interface TestGrant {
  versions: Record<string, string>;
  /** When the page was composed: the grant expires `ttlMs` after. */
  at: Date;
  ttlMs?: number;
  counted?: boolean;
  /** A team's journey's page load (credentials/src/syntheticCredential.js). */
  synthetic?: boolean;
  cohort?: number | null;
  id?: string;
  key?: string;
}

export function testGrant({ versions, at, ttlMs = 30 * 60_000, counted = true, synthetic = false, cohort = null, id, key = DEVELOPMENT_FIELD_GRANT_KEY }: TestGrant): string {
  const payload = { id: id ?? randomBytes(16).toString('base64url'), v: versions, c: cohort, n: counted, ...(synthetic ? { s: true } : {}), e: Math.floor((at.getTime() + ttlMs) / 1000) };
  const signed = `f1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

/** The header GET /field-health answers to in the tests (the development key). */
export const FIELD_HEALTH_AUTHORIZATION = { Authorization: `Bearer ${DEVELOPMENT_FIELD_HEALTH_KEY}` };
