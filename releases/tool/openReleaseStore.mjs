// Which release store the tool works on: the release service when RELEASE_SERVICE_URL
// and RELEASE_KEY are both set (a team's CI), else the folder RELEASES_DIR (what
// `npm start` serves), whose smoke loads are signed with PREVIEW_SIGNING_KEY.
import { openServiceStore } from './serviceStore.mjs';
import { openStore } from './store.mjs';

/** @typedef {ReturnType<typeof openStore> | ReturnType<typeof openServiceStore>} ReleaseStore */

/**
 * @param {{ env: Record<string, string | undefined>, releasesDir: string }} options
 * @returns {ReleaseStore}
 */
export function openReleaseStore({ env, releasesDir }) {
  const url = env.RELEASE_SERVICE_URL;
  const key = env.RELEASE_KEY;
  if (url && key) return openServiceStore({ url, key });
  if (url || key) throw new Error(`RELEASE_SERVICE_URL and RELEASE_KEY go together: ${url ? 'RELEASE_KEY' : 'RELEASE_SERVICE_URL'} is not set`);
  return openStore(releasesDir, { previewKey: env.PREVIEW_SIGNING_KEY });
}
