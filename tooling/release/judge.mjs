// The judge of canaries (site/src/canary.js): for each remote with a canary, both
// versions' field health since the canary started (the worker's GET /field-health, from
// what visitors' browsers reported), and the canary promoted or rolled back once the
// policy decides, the decision and its numbers in the history. Run on a schedule where
// the release store lives (tooling/scripts/serve-releases.mjs locally), never in a
// team's terminal; `npm run releases -- promote|abort <remote>` decides by hand.
import { judgeCanary, judgeWatch } from 'site/canary';

// The contract's ENDPOINTS.fieldHealth (TypeScript, which this tool's Node does not read),
// checked equal by tooling/release-service/test/judgeContract.test.ts.
export const FIELD_HEALTH_PATH = '/field-health';

const JUDGE = 'the canary judge';

/**
 * One version's health over [since, until) from the worker at `workerUrl`, read with the
 * worker's FIELD_HEALTH_KEY (site/src/fieldHealthKey.js): without it the worker answers 401.
 * @param {string} workerUrl
 * @param {string | undefined} healthKey
 * @returns {(query: { remote: string, version: string, since: string, until: string }) => Promise<import('site/canary').Health>}
 */
export const fieldHealthFrom = (workerUrl, healthKey) => async (query) => {
  const url = new URL(FIELD_HEALTH_PATH, workerUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  /** @type {Record<string, string>} */
  const headers = healthKey ? { Authorization: `Bearer ${healthKey}` } : {};
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

/**
 * @typedef {{ version: string, at: string, canary?: { version: string, share: number, at: string } }} LiveEntry
 * @typedef {(query: { remote: string, version: string, since: string, until: string }) => Promise<import('site/canary').Health>} HealthOf
 */

/**
 * The health of a remote's live version and of its canary since the canary started.
 * @param {{ remote: string, entry: LiveEntry & { canary: NonNullable<LiveEntry['canary']> }, health: HealthOf, now?: Date }} options
 */
export async function canaryHealth({ remote, entry, health, now = new Date() }) {
  const period = { since: entry.canary.at, until: now.toISOString() };
  const [canary, live] = await Promise.all([
    health({ remote, version: entry.canary.version, ...period }),
    health({ remote, version: entry.version, ...period }),
  ]);
  return { canary, live, minutes: (now.getTime() - Date.parse(entry.canary.at)) / 60_000 };
}

/**
 * Judges every running canary once. Returns what was decided, for the log.
 * @param {{ store: { readLive: Function, endCanary: Function }, health: ReturnType<typeof fieldHealthFrom>, policy: import('site/canary').CanaryPolicy, now?: Date }} options
 */
export async function judgeCanaries({ store, health, policy, now = new Date() }) {
  const decided = [];
  for (const [remote, entry] of Object.entries((await store.readLive()).remotes)) {
    if (!entry.canary) continue;
    const { canary, live, minutes } = await canaryHealth({ remote, entry, health, now });
    const judgment = judgeCanary({ canary, live, minutes, policy });
    if (judgment.decision === 'wait') continue;
    const numbers = { canary: { version: entry.canary.version, ...canary }, live: { version: entry.version, ...live } };
    await store.endCanary(remote, judgment.decision === 'promote' ? 'promote' : 'abort', { by: JUDGE, commit: null, judgment: { ...judgment, ...numbers } });
    decided.push({ remote, version: entry.canary.version, ...judgment });
  }
  return decided;
}

/**
 * Watches every full release made within the policy's watch: its health since it went live
 * against the version it replaced over as long before; a spike of errors rolls it back to
 * that version, the judgment in the history. A first release has nothing to go back to.
 * @param {{ store: { readLive: Function, history: Function, switchLive: Function }, health: ReturnType<typeof fieldHealthFrom>, policy: import('site/canary').CanaryPolicy, now?: Date }} options
 */
export async function watchReleases({ store, health, policy, now = new Date() }) {
  const decided = [];
  const lines = await store.history();
  for (const [remote, entry] of Object.entries((await store.readLive()).remotes)) {
    if (entry.canary) continue;
    const line = lines.findLast((/** @type {{ remote: string }} */ candidate) => candidate.remote === remote);
    if (!line || line.action !== 'release' || !line.from || line.version !== entry.version) continue;
    const minutes = (now.getTime() - Date.parse(line.at)) / 60_000;
    if (minutes >= policy.watchMinutes) continue;
    const sinceSwitch = { since: line.at, until: now.toISOString() };
    const beforeSwitch = { since: new Date(Date.parse(line.at) - (now.getTime() - Date.parse(line.at))).toISOString(), until: line.at };
    const [current, before] = await Promise.all([health({ remote, version: entry.version, ...sinceSwitch }), health({ remote, version: line.from, ...beforeSwitch })]);
    const judgment = judgeWatch({ current, before, minutes, policy });
    if (judgment.decision !== 'rollback') continue;
    const numbers = { current: { version: entry.version, ...current }, before: { version: line.from, ...before } };
    await store.switchLive(remote, line.from, { action: 'rollback', by: JUDGE, commit: null, judgment: { ...judgment, ...numbers } });
    decided.push({ remote, version: entry.version, ...judgment });
  }
  return decided;
}

/**
 * The judge's round: running canaries, then full releases in their watch.
 * @param {Parameters<typeof judgeCanaries>[0] & Parameters<typeof watchReleases>[0]} options
 */
export async function judgeReleases(options) {
  return [...(await judgeCanaries(options)), ...(await watchReleases(options))];
}
