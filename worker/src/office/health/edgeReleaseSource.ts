// The health page's release source on Workers (src/edge.ts): the release service at
// RELEASE_SERVICE_URL, read with the secret RELEASE_READ_KEY; none without both.
import { serviceReleaseState } from './serviceReleaseState';
import { releaseSource, type ReleaseSource } from './releaseState';

export function edgeReleaseSource(bindings: Record<string, unknown>, fetch: typeof globalThis.fetch): ReleaseSource | undefined {
  const url = typeof bindings.RELEASE_SERVICE_URL === 'string' ? bindings.RELEASE_SERVICE_URL.trim() : '';
  const key = typeof bindings.RELEASE_READ_KEY === 'string' ? bindings.RELEASE_READ_KEY.trim() : '';
  return url && key ? releaseSource(serviceReleaseState({ url, key, fetch }), bindings) : undefined;
}
