// The release state on Workers: the release service's GET /live and GET /history
// (releases/service/src/app.ts), read with a release key the worker holds as a secret
// (RELEASE_READ_KEY). The service answers those two to any of its keys; the office's key
// should release no remote, so holding it lets the worker read and nothing else.
import type { HistoryLine, LiveEntry, ReleaseState } from './releaseState';

/** How long the page waits for the service before it says the release state is unknown. */
const SERVICE_DEADLINE_MS = 5_000;

export function serviceReleaseState({ url, key, fetch }: { url: string; key: string; fetch: typeof globalThis.fetch }): () => Promise<ReleaseState> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(path, url), { headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' }, signal: AbortSignal.timeout(SERVICE_DEADLINE_MS) });
    if (!response.ok) throw new Error(`the release service answered ${path} with ${response.status}`);
    return (await response.json()) as T;
  };
  return async () => {
    const [live, history] = await Promise.all([get<{ live: { remotes?: Record<string, LiveEntry> } }>('/live'), get<{ history: HistoryLine[] }>('/history')]);
    return { live: live.live.remotes ?? {}, history: history.history };
  };
}
