// The release state on Node: the local release store's folder (RELEASES_DIR, the folder the
// release tool writes and `npm start` serves; site/src/releaseLayout.js), read as the
// release tool's store reads it (releases/tool/store.mjs): live.json, and history.jsonl
// one JSON line per switch. A store nothing was released to yet has neither file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HISTORY_FILE, LIVE_FILE } from 'site/releaseLayout';
import type { HistoryLine, LiveEntry, ReleaseState } from './releaseState';

async function readIfThere(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function folderReleaseState(dir: string): () => Promise<ReleaseState> {
  return async () => {
    const [live, history] = await Promise.all([readIfThere(join(dir, LIVE_FILE)), readIfThere(join(dir, HISTORY_FILE))]);
    return {
      live: live === undefined ? {} : ((JSON.parse(live) as { remotes?: Record<string, LiveEntry> }).remotes ?? {}),
      history: (history ?? '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as HistoryLine),
    };
  };
}
