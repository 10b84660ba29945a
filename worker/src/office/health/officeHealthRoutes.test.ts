import { Hono, type MiddlewareHandler } from 'hono';
import type { FieldReport } from 'contract/schemas/fieldReports';
import { officeHealthSchema } from 'contract/schemas/office';
import type { Database } from '../../db/database';
import type { WorkerDeps } from '../../deps';
import { parseEnv } from '../../env';
import { storeFieldReports } from '../../field-reports/fieldReportStore';
import { ApiError } from '../../http/apiError';
import { migratedFieldDatabase, migratedMemoryDatabase, TEST_ENV } from '../../../test/testApp';
import { NO_RELEASE_STORE, officeHealthRoutes } from './officeHealthRoutes';
import { releaseSource, type HistoryLine, type LiveEntry, type ReleaseState } from './releaseState';

const LIVE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const NOW = new Date('2026-06-30T12:34:00.000Z');
const CANARY_AT = '2026-06-30T10:00:00.000Z';
const MINUTE_MS = 60_000;

const passingGuard: MiddlewareHandler = async (_c, next) => next();
const refusingGuard: MiddlewareHandler = async (c) => c.json({ error: 'Sign in to the office first' }, 401);

let grants = 0;
async function pageLoads(db: Database, { version, count, errored = 0, at = new Date(NOW.getTime() - 30 * MINUTE_MS), remote = 'careers' }: { version: string; count: number; errored?: number; at?: Date; remote?: FieldReport['remote'] }) {
  for (let index = 0; index < count; index++) {
    const where = { remote, version, route: '/apply', device: 'mobile' } as const;
    const reports: FieldReport[] = [{ kind: 'page-view', ...where }];
    if (index < errored) reports.push({ kind: 'error', ...where, source: 'uncaught', message: 'boom' });
    await storeFieldReports(db, { grant: { id: `grant-${++grants}`, expiresAt: new Date(at.getTime() + 60 * MINUTE_MS) }, reports, at, ceilingPerMinute: 100_000, client: `client-${grants}`, loadsPerClientPerHour: 6 });
  }
}

const CANARY_LIVE: Record<string, LiveEntry> = { careers: { version: LIVE, at: '2026-06-29T09:00:00.000Z', canary: { version: CANARY, share: 10, at: CANARY_AT } } };
const HISTORY: HistoryLine[] = [
  { at: '2026-06-29T09:00:00.000Z', remote: 'careers', action: 'release', version: LIVE, from: null, by: 'sam', commit: 'abc1234' },
  { at: '2026-06-29T09:30:00.000Z', remote: 'guides', action: 'release', version: 'cccccccccccc', from: null, by: 'kim', commit: null },
  { at: CANARY_AT, remote: 'careers', action: 'canary', version: CANARY, from: LIVE, by: 'sam', commit: null, share: 10 },
];

async function healthApp({ guard = passingGuard, state, read, env = {} }: { guard?: MiddlewareHandler; state?: ReleaseState; read?: () => Promise<ReleaseState>; env?: Record<string, string> } = {}) {
  const fieldDb = await migratedFieldDatabase();
  const deps: WorkerDeps = {
    db: await migratedMemoryDatabase(),
    fieldDb,
    env: parseEnv(TEST_ENV),
    now: () => NOW,
    newCaseId: () => 'unused',
    clientAddress: () => undefined,
    fetch: () => Promise.reject(new Error('no outbound calls')),
    ...(state || read ? { releaseSource: releaseSource(read ?? (async () => state!), env) } : {}),
  };
  // Mounted as createApp mounts a route group, with its error handler.
  const app = new Hono();
  app.route('/', officeHealthRoutes(deps, guard));
  app.onError((error, c) => (error instanceof ApiError ? c.json(error.body, error.status) : c.json({ error: 'Internal error' }, 500)));
  const get = async (query = '') => {
    const response = await app.request(`/office/health${query}`);
    return { response, body: (await response.json()) as unknown };
  };
  return { fieldDb, get };
}

describe('GET /office/health', () => {
  it('answers 401 and reads nothing without an office session', async () => {
    const read = jest.fn(async () => ({ live: {}, history: [] }));
    const { get } = await healthApp({ guard: refusingGuard, read });
    const { response, body } = await get();
    expect(response.status).toBe(401);
    expect(body).toEqual({ error: 'Sign in to the office first' });
    expect(read).not.toHaveBeenCalled();
  });

  it('answers 400 for a range other than day or week', async () => {
    const { get } = await healthApp({ state: { live: {}, history: [] } });
    const { response, body } = await get('?range=month');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: 'The health query has errors: range is day or week' });
  });

  it('answers an empty store and no reports with no remotes, never cached', async () => {
    const { get } = await healthApp({ state: { live: {}, history: [] } });
    const { response, body } = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body).toEqual({ range: 'day', remotes: [], releaseNote: null });
  });

  it("charts each version's page loads per hour over the day, the live one first, and lists the history newest first", async () => {
    const { fieldDb, get } = await healthApp({ state: { live: { careers: { version: LIVE, at: '2026-06-29T09:00:00.000Z' } }, history: HISTORY.slice(0, 2) } });
    await pageLoads(fieldDb, { version: LIVE, count: 3, errored: 1 });
    await pageLoads(fieldDb, { version: '0123456789ab', count: 2, at: new Date('2026-06-30T00:10:00.000Z') });
    const { body } = await get('?range=day');
    const health = officeHealthSchema.parse(body);
    const careers = health.remotes.find((remote) => remote.remote === 'careers')!;
    expect(health.remotes.map((remote) => remote.remote)).toEqual(['careers', 'guides']);
    expect(careers).toMatchObject({ live: LIVE, canary: null, history: [{ at: '2026-06-29T09:00:00.000Z', version: LIVE, by: 'sam', action: 'release', commit: 'abc1234' }] });
    expect(careers.versions.map(({ version }) => version)).toEqual([LIVE, '0123456789ab']);
    const [live, older] = careers.versions;
    expect(live!.points).toHaveLength(24);
    expect(live!.points.at(-1)).toEqual({ at: '2026-06-30T12:00:00.000Z', pageLoads: 3, erroredPageLoads: 1, lcpP75: null, inpP75: null });
    expect(older!.points.find((point) => point.at === '2026-06-30T00:00:00.000Z')).toMatchObject({ pageLoads: 2 });
    // guides is in the history only (live nowhere now, nothing reported): listed for its history.
    expect(health.remotes[1]).toMatchObject({ remote: 'guides', live: null, versions: [] });
  });

  it('buckets a week by six hours', async () => {
    const { fieldDb, get } = await healthApp({ state: { live: {}, history: [] } });
    await pageLoads(fieldDb, { version: LIVE, count: 2, at: new Date('2026-06-25T07:00:00.000Z') });
    const health = officeHealthSchema.parse((await get('?range=week')).body);
    const points = health.remotes[0]!.versions[0]!.points;
    expect(points).toHaveLength(28);
    expect(points.filter((point) => point.pageLoads > 0)).toEqual([{ at: '2026-06-25T06:00:00.000Z', pageLoads: 2, erroredPageLoads: 0, lcpP75: null, inpP75: null }]);
  });

  it("gives a canary's share, deadline and the judge's reading: too few page loads yet", async () => {
    const { fieldDb, get } = await healthApp({ state: { live: CANARY_LIVE, history: HISTORY } });
    await pageLoads(fieldDb, { version: CANARY, count: 2 });
    await pageLoads(fieldDb, { version: LIVE, count: 5 });
    const careers = officeHealthSchema.parse((await get()).body).remotes[0]!;
    expect(careers.canary).toEqual({
      version: CANARY,
      share: 10,
      // The judge's default policy holds a canary for a person 3 days after it started.
      deadline: '2026-07-03T10:00:00.000Z',
      reading: 'No decision yet: 2 page loads of the canary, 5 of the live version: 300 each before it is judged',
    });
    expect(careers.versions.map(({ version }) => version)).toEqual([LIVE, CANARY]);
    expect(careers.history.map(({ action }) => action)).toEqual(['canary', 'release']);
  });

  it('reads a clearly worse canary as the judge does, by the policy the worker is given', async () => {
    const { fieldDb, get } = await healthApp({ state: { live: CANARY_LIVE, history: HISTORY }, env: { CANARY_MIN_PAGE_LOADS: '20', CANARY_MIN_CLIENTS: '20' } });
    await pageLoads(fieldDb, { version: CANARY, count: 50, errored: 50 });
    await pageLoads(fieldDb, { version: LIVE, count: 50 });
    const { reading } = officeHealthSchema.parse((await get()).body).remotes[0]!.canary!;
    expect(reading).toMatch(/^Evidence it is worse: the judge rolls it back on its next round: errored page loads 100\.0% against the live version's 0\.0%: evidence it is worse \(likelihood ratio .+\); 50 page loads of the canary, 50 of the live version$/);
  });

  it('reads a canary with page loads from fewer clients than the policy asks as waiting, saying so', async () => {
    const { fieldDb, get } = await healthApp({ state: { live: CANARY_LIVE, history: HISTORY }, env: { CANARY_MIN_PAGE_LOADS: '20' } });
    await pageLoads(fieldDb, { version: CANARY, count: 50, errored: 50 });
    await pageLoads(fieldDb, { version: LIVE, count: 50 });
    const { reading } = officeHealthSchema.parse((await get()).body).remotes[0]!.canary!;
    expect(reading).toBe('No decision yet: page loads from 50 clients of the canary, 50 of the live version: 100 each before it is judged');
  });

  it('says a canary the judge held is held for a person, with the reason it gave', async () => {
    const held: HistoryLine = { at: '2026-06-30T12:00:00.000Z', remote: 'careers', action: 'hold', version: CANARY, from: LIVE, by: 'the canary judge', commit: null, judgment: { decision: 'hold', reason: 'too few page loads to judge' } };
    const { get } = await healthApp({ state: { live: CANARY_LIVE, history: [...HISTORY, held] } });
    expect(officeHealthSchema.parse((await get()).body).remotes[0]!.canary!.reading).toBe('Held for a person since 2026-06-30 12:00 UTC: too few page loads to judge');
  });

  it('charts the field without live versions, and says why, where no release store is configured', async () => {
    const { fieldDb, get } = await healthApp();
    await pageLoads(fieldDb, { version: LIVE, count: 1 });
    const health = officeHealthSchema.parse((await get()).body);
    expect(health.releaseNote).toBe(NO_RELEASE_STORE);
    expect(health.remotes).toMatchObject([{ remote: 'careers', live: null, canary: null, history: [], versions: [{ version: LIVE }] }]);
  });

  it('still charts the field when the release store cannot be read, saying so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fieldDb, get } = await healthApp({ read: () => Promise.reject(new Error('the release service answered /live with 503')) });
    await pageLoads(fieldDb, { version: LIVE, count: 1 });
    const { response, body } = await get();
    expect(response.status).toBe(200);
    const health = officeHealthSchema.parse(body);
    expect(health.releaseNote).toBe('The release store could not be read (the release service answered /live with 503): live versions, canaries and the history are not shown.');
    expect(health.remotes[0]!.versions[0]!.points.at(-1)!.pageLoads).toBe(1);
  });
});
