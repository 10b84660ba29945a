// Staging a release: its uploader lists every file with the SHA-256 of its bytes, and the
// service checks the bucket holds exactly those. From then on the version's files are
// fixed, and it may be previewed and made live.
import type { R2Bucket } from '@cloudflare/workers-types/latest';
import { z } from 'zod';
import { releaseFolder } from 'site/releaseLayout';
import type { ReleaseKey } from './auth';
import type { Env } from './env';
import { ServiceError } from './http';
import { ENTRY_FILE, isFilePath } from './layout';
import { type FileHashes, insertRelease, stagedRelease } from './records/releases';

export const stageBody = z.object({
  files: z.record(z.string().refine(isFilePath, "not a release file's path"), z.string().regex(/^[0-9a-f]{64}$/, 'not a SHA-256 in hex')),
});

/** Every object under `prefix` with the SHA-256 recorded at its upload. */
export async function storedFiles(bucket: R2Bucket, prefix: string): Promise<Map<string, string | undefined>> {
  const files = new Map<string, string | undefined>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, include: ['customMetadata'] });
    for (const object of page.objects) files.set(object.key.slice(prefix.length), object.customMetadata?.sha256);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return files;
}

const sameFiles = (a: FileHashes, b: FileHashes) => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
};

/** Records `version` of `remote` as staged. Returns whether this request staged it (false: it was already, with the same files). */
export async function stageRelease(env: Env, key: ReleaseKey, remote: string, version: string, files: FileHashes): Promise<boolean> {
  const already = await stagedRelease(env.DB, remote, version);
  if (already) {
    if (sameFiles(already.files, files)) return false;
    throw new ServiceError(409, `${remote} ${version} is staged already with other files`);
  }
  if (!(ENTRY_FILE in files)) throw new ServiceError(400, `a release must have ${ENTRY_FILE}, the file the composer loads`);
  const stored = await storedFiles(env.RELEASES, releaseFolder(remote, version));
  const missing = Object.keys(files).filter((path) => !stored.has(path));
  const differing = Object.keys(files).filter((path) => stored.has(path) && stored.get(path) !== files[path]);
  const unlisted = [...stored.keys()].filter((path) => !(path in files));
  if (missing.length + differing.length + unlisted.length > 0) {
    throw new ServiceError(409, `the store does not hold exactly these files of ${remote} ${version}`, { missing, differing, unlisted });
  }
  const inserted = await insertRelease(env.DB, { remote, version, files, stagedAt: new Date().toISOString(), keyId: key.id });
  // Staged by another request a moment ago: the same files are a no-op.
  if (!inserted) return stageRelease(env, key, remote, version, files);
  return true;
}
