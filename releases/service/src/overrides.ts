// Override grants (credentials/src/overrideGrant.js, #34): a whole site state for the requests
// that carry one, what `npm run bisect` checks each candidate state with against
// production. The key must release every remote the grant names (a staff key, minted for
// all of them); each version must be staged here (or `local`, the remote's own build). A
// grant lasts minutes: five unless asked for less, fifteen at most.
import { z } from 'zod';
import { MAX_OVERRIDE_TTL_MS, OWN_BUILD, signOverrideGrant } from 'credentials/overrideGrant';
import { type Env, previewKey } from './env';
import { ServiceError } from './http';
import { checkRemote, checkVersion } from './layout';
import { stagedRelease } from './records/releases';

export const DEFAULT_OVERRIDE_TTL_SECONDS = 5 * 60;

export const overrideBody = z.object({
  versions: z.record(z.string(), z.string()).refine((versions) => Object.keys(versions).length > 0 && Object.keys(versions).length <= 16, 'name 1 to 16 remotes'),
  ttlSeconds: z
    .number()
    .int()
    .min(10)
    .max(MAX_OVERRIDE_TTL_MS / 1000)
    .default(DEFAULT_OVERRIDE_TTL_SECONDS),
});

/** The remotes and versions asked for, each checked for its shape (400 otherwise). */
export const checkedVersions = (versions: Record<string, string>): Array<[string, string]> =>
  Object.entries(versions).map(([remote, version]) => [checkRemote(remote), version === OWN_BUILD ? version : checkVersion(version)]);

/** The signed grant; 409 where a version is not staged. The key's remotes were checked first. */
export async function grantOverride(env: Env, versions: Array<[string, string]>, ttlSeconds: number): Promise<{ grant: string; expiresAt: string }> {
  const secret = previewKey(env);
  for (const [remote, version] of versions) {
    if (version !== OWN_BUILD && !(await stagedRelease(env.DB, remote, version))) throw new ServiceError(409, `${remote} ${version} is not staged: an override names only versions in the store`);
  }
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + ttlSeconds) * 1000);
  return { grant: await signOverrideGrant({ versions: Object.fromEntries(versions), expiresAt }, secret), expiresAt: expiresAt.toISOString() };
}
