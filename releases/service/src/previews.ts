// Preview grants: a signed, expiring token (credentials/previewToken) that lets requests carrying
// it see one staged version of one remote. Issuing one needs the remote's key and a staged
// version; checking one reads nothing, so a random or forged token costs no store read.
import { z } from 'zod';
import { MAX_PREVIEW_TTL_MS, signPreviewToken, verifyPreviewToken } from 'credentials/previewToken';
import type { Env } from './env';
import { previewKey } from './env';
import { ServiceError } from './http';
import { stagedRelease } from './records/releases';
import { recordPreview } from './records/previews';

/** A smoke load's grant: ten minutes, as the release tool asks for its local grants. */
export const DEFAULT_PREVIEW_TTL_SECONDS = 10 * 60;

export const previewBody = z.object({
  version: z.string(),
  ttlSeconds: z
    .number()
    .int()
    .min(10)
    .max(MAX_PREVIEW_TTL_MS / 1000)
    .default(DEFAULT_PREVIEW_TTL_SECONDS),
  /** The pull request a preview link is for: signed into the token, named by the preview bar. */
  pullRequest: z.number().int().min(1).max(999_999_999).optional(),
});

/**
 * A token for a staged version, up to a week (a pull request's preview). Its expiry is
 * recorded, so a prune keeps the version until then (prune.ts).
 */
export async function grantPreview(
  env: Env,
  remote: string,
  version: string,
  ttlSeconds: number,
  pullRequest?: number,
): Promise<{ token: string; expiresAt: string }> {
  const secret = previewKey(env);
  if (!(await stagedRelease(env.DB, remote, version))) throw new ServiceError(409, `${remote} ${version} is not staged: upload and stage it first`);
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + ttlSeconds) * 1000);
  const token = await signPreviewToken({ remote, version, expiresAt, ...(pullRequest === undefined ? {} : { pullRequest }) }, secret);
  await recordPreview(env.DB, remote, version, expiresAt, pullRequest);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** What `token` grants; 404 for a token that is malformed, forged or expired. */
export async function checkPreview(env: Env, token: string): Promise<{ remote: string; version: string; expiresAt: string; pullRequest?: number }> {
  const grant = await verifyPreviewToken(token, previewKey(env));
  if (!grant) throw new ServiceError(404, 'no valid preview grant: the live releases stand');
  const { remote, version, pullRequest } = grant;
  return { remote, version, expiresAt: grant.expiresAt.toISOString(), ...(pullRequest === undefined ? {} : { pullRequest }) };
}
