// Synthetic credentials (credentials/src/syntheticCredential.js): what a team's journeys carry so
// their page loads against its canary count as synthetic, apart from visitors'. A team's
// workflow holds its release key, never the preview key they are signed with: it asks
// here, for its own remote only, and gets one that expires within the hour.
import { z } from 'zod';
import { MAX_SYNTHETIC_TTL_MS, signSyntheticCredential } from 'credentials/syntheticCredential';
import { type Env, previewKey } from './env';

/** A journey run takes minutes: half an hour unless asked for less (or up to the hour). */
export const DEFAULT_SYNTHETIC_TTL_SECONDS = 30 * 60;

export const syntheticCredentialBody = z.object({
  ttlSeconds: z
    .number()
    .int()
    .min(60)
    .max(MAX_SYNTHETIC_TTL_MS / 1000)
    .default(DEFAULT_SYNTHETIC_TTL_SECONDS),
});

export async function grantSyntheticCredential(env: Env, remote: string, ttlSeconds: number): Promise<{ credential: string; expiresAt: string }> {
  const secret = previewKey(env);
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + ttlSeconds) * 1000);
  return { credential: await signSyntheticCredential({ remote, expiresAt }, secret), expiresAt: expiresAt.toISOString() };
}
