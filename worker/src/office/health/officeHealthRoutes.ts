// GET /office/health?range=day|week (contract/schemas/office: officeHealthSchema): for each
// remote, its live version and any canary with the judge's reading now (canaryReading.ts),
// its release history, newest first, and each version's page loads, errored page loads and
// p75 LCP and INP per bucket (hourly over a day, six-hourly over a week) from the field
// reports' counts per minute (field-reports/fieldHealthBuckets.ts). Behind the office
// session (the guard is given: the office routes' requireOfficeSession). Never cached: the
// numbers are the office's only.
import { Hono, type MiddlewareHandler } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { HEALTH_RANGES, type RemoteHealth } from 'contract/schemas/office';
import { z } from '../../zodFull';
import type { WorkerDeps } from '../../deps';
import { fieldHealthBuckets, type VersionPoints } from '../../field-reports/fieldHealthBuckets';
import { validate } from '../../http/validate';
import { canaryReading } from './canaryReading';
import { bucketsOf } from './healthRange';
import type { ReleaseState } from './releaseState';

const querySchema = z.object({ range: z.enum(HEALTH_RANGES).default('day') });

/** How many switches of a remote the page lists, newest first. */
export const HISTORY_SHOWN = 20;

export const NO_RELEASE_STORE = 'No release store is configured for the worker (RELEASES_DIR on Node, RELEASE_SERVICE_URL and RELEASE_READ_KEY on Workers): live versions, canaries and the history are not shown.';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

async function readReleases(deps: WorkerDeps): Promise<{ state: ReleaseState; note: string | null }> {
  const empty = { live: {}, history: [] };
  if (!deps.releaseSource) return { state: empty, note: NO_RELEASE_STORE };
  try {
    return { state: await deps.releaseSource.read(), note: null };
  } catch (error) {
    console.error('worker: the release state could not be read', error);
    return { state: empty, note: `The release store could not be read (${error instanceof Error ? error.message : String(error)}): live versions, canaries and the history are not shown.` };
  }
}

export function officeHealthRoutes(deps: WorkerDeps, requireSession: MiddlewareHandler): Hono {
  const routes = new Hono();
  routes.get(ENDPOINTS.officeHealth, requireSession, async (c) => {
    const { range } = validate(querySchema, c.req.query(), 'The health query has errors: range is day or week');
    const now = deps.now();
    const [{ state, note }, series] = await Promise.all([readReleases(deps), fieldHealthBuckets(deps.fieldDb, bucketsOf(range, now))]);
    const names = [...new Set([...Object.keys(state.live), ...state.history.map(({ remote }) => remote), ...series.map(({ remote }) => remote)])].sort();
    const remotes: RemoteHealth[] = [];
    for (const remote of names) {
      const entry = state.live[remote];
      const canary = entry?.canary;
      remotes.push({
        remote,
        live: entry?.version ?? null,
        canary: canary
          ? {
              version: canary.version,
              share: canary.share,
              deadline: new Date(Date.parse(canary.at) + deps.releaseSource!.policy.maxMinutes * 60_000).toISOString(),
              reading: await canaryReading({ fieldDb: deps.fieldDb, remote, entry: { ...entry, canary }, history: state.history, source: deps.releaseSource!, now }),
            }
          : null,
        history: state.history
          .filter((line) => line.remote === remote)
          .slice(-HISTORY_SHOWN)
          .reverse()
          .map(({ at, version, by, action, commit }) => ({ at, version, by: by ?? null, action, commit: commit ?? null })),
        versions: versionsOf(remote, entry?.version, canary?.version, series, bucketsOf(range, now)),
      });
    }
    return c.json({ range, remotes, releaseNote: note }, 200, NO_STORE);
  });
  return routes;
}

/** The remote's versions that reported, the live one and the canary first, each live or canary version charted even without reports. */
function versionsOf(remote: string, live: string | undefined, canary: string | undefined, series: VersionPoints[], buckets: ReturnType<typeof bucketsOf>) {
  const reported = series.filter((entry) => entry.remote === remote);
  const rank = (version: string) => (version === live ? 0 : version === canary ? 1 : 2);
  const charted = new Map(reported.map(({ version, points }) => [version, points]));
  for (const version of [live, canary]) {
    if (version && !charted.has(version)) {
      charted.set(
        version,
        Array.from({ length: buckets.count }, (_, slot) => ({ at: new Date(buckets.since.getTime() + slot * buckets.bucketMs).toISOString(), pageLoads: 0, erroredPageLoads: 0, lcpP75: null, inpP75: null })),
      );
    }
  }
  return [...charted.entries()].map(([version, points]) => ({ version, points })).sort((a, b) => rank(a.version) - rank(b.version) || a.version.localeCompare(b.version));
}
