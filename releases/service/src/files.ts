// A release's files, each written once under <remote>/<version>/<path>. The same bytes
// again change nothing; other bytes under a path already written are refused; a new
// path in a version already staged is refused (its files are fixed when it is staged).
import { releaseFolder } from 'site/releaseLayout';
import type { ReleaseKey } from './auth';
import type { Env } from './env';
import { ServiceError } from './http';
import { contentTypeOf } from './layout';
import { recordRefusal } from './records/refusals';
import { stagedRelease } from './records/releases';

export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function bodyOf(request: Request): Promise<ArrayBuffer> {
  const declared = Number(request.headers.get('Content-Length'));
  if (declared > MAX_FILE_BYTES) throw new ServiceError(413, `a release file may be at most ${MAX_FILE_BYTES} bytes`);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_FILE_BYTES) throw new ServiceError(413, `a release file may be at most ${MAX_FILE_BYTES} bytes`);
  return bytes;
}

interface FileAddress {
  remote: string;
  version: string;
  path: string;
}

/** Writes the request's body as the file, unless it is there already. Returns whether it was written. */
export async function uploadFile(env: Env, key: ReleaseKey, { remote, version, path }: FileAddress, request: Request): Promise<{ created: boolean; sha256: string }> {
  const bytes = await bodyOf(request);
  const sha256 = await sha256Hex(bytes);
  const objectKey = `${releaseFolder(remote, version)}${path}`;

  const sameAsStored = async () => {
    const stored = await env.RELEASES.head(objectKey);
    if (!stored) return undefined;
    if (stored.customMetadata?.sha256 === sha256) return true;
    const reason = `${objectKey} is in the store with other bytes: a release's files are never overwritten`;
    await recordRefusal(env.DB, { keyId: key.id, action: 'upload', remote, version, reason });
    throw new ServiceError(409, reason);
  };

  if (await sameAsStored()) return { created: false, sha256 };
  if (await stagedRelease(env.DB, remote, version)) {
    throw new ServiceError(409, `${remote} ${version} is staged already: its files are fixed, and ${path} is not one of them`);
  }
  const written = await env.RELEASES.put(objectKey, bytes, {
    // Only where nothing is: two uploads of one path at once cannot both write.
    onlyIf: { etagDoesNotMatch: '*' },
    sha256,
    httpMetadata: { contentType: contentTypeOf(path), cacheControl: IMMUTABLE },
    customMetadata: { sha256 },
  });
  if (written) return { created: true, sha256 };
  // Another upload wrote the path first: the same bytes are a no-op, others a refusal.
  if (await sameAsStored()) return { created: false, sha256 };
  throw new ServiceError(409, `${objectKey} is being written by another upload: try again`);
}
