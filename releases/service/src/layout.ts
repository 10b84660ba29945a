// What the service accepts as a remote, a version and a release's file path.
import { VERSION_PATTERN } from 'site/releaseLayout';
import { ServiceError } from './http';

export const REMOTE_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
export { VERSION_PATTERN };
// Segments of letters, digits and ._@+-, none starting with a dot: no '..', no hidden files.
const FILE_PATH_PATTERN = /^(?:[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*\/)*[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*$/;
const MAX_PATH_LENGTH = 512;
/** A commit, and for a working tree with changes a hash of its diff after a '+'. */
export const COMMIT_PATTERN = /^[0-9a-f]{7,40}(?:\+[0-9a-f]{8,64})?$/;
/** The file the composer loads first: a release without it cannot go live. */
export const ENTRY_FILE = 'remoteEntry.js';

export function checkRemote(remote: string): string {
  if (!REMOTE_PATTERN.test(remote)) throw new ServiceError(400, `not a remote's name: ${JSON.stringify(remote)}`);
  return remote;
}

export function checkVersion(version: string): string {
  if (!VERSION_PATTERN.test(version)) throw new ServiceError(400, `not a version (12 hex digits): ${JSON.stringify(version)}`);
  return version;
}

export const isFilePath = (path: string) => path.length <= MAX_PATH_LENGTH && FILE_PATH_PATTERN.test(path);

export function checkFilePath(path: string): string {
  if (!isFilePath(path)) throw new ServiceError(400, `not a release file's path: ${JSON.stringify(path.slice(0, 100))}`);
  return path;
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  woff2: 'font/woff2',
};

export const contentTypeOf = (path: string) => CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
