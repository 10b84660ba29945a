// The counts per cohort bucket of clients (cohortBucket.ts, field_cohort_minutes) as the
// store writes them and fieldHealth answers them: what the canary judge estimates each
// version's variance from (#44, item 2).
import type { FieldReport } from 'contract/schemas/fieldReports';
import type { Database } from '../db/database';
import { migratedFieldDatabase } from '../../test/testApp';
import { cohortBucketOf } from './cohortBucket';
import { fieldHealth, storeFieldReports } from './fieldReportStore';

const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const WHERE = { remote: 'careers', version: V1, route: '/apply', device: 'desktop' } as const;
const PAGE_VIEW: FieldReport = { kind: 'page-view', ...WHERE };
const ERROR: FieldReport = { kind: 'error', ...WHERE, source: 'uncaught' };
const AT = new Date('2026-06-30T12:00:30.000Z');
const MINUTE_MS = 60_000;
const CAP = 6;

/** Two clients' daily pseudonyms (clientPseudonym.ts: 32 hex digits), in buckets of their own. */
const ALICE = '5d41402abc4b2a76b9719d911017c592';
const BOB = '7e240de74fb1ed08fa08d38063f6a6a9';

let grants = 0;
const newGrant = (at = AT) => ({ id: `grant-${++grants}`, expiresAt: new Date(at.getTime() + 60 * MINUTE_MS) });

interface Load {
  client: string;
  at?: Date;
  grant?: { id: string; expiresAt: Date; preview?: boolean; cohort?: number | null };
  synthetic?: boolean;
}

/** A batch of `reports` from `client`, a page load of its own grant unless one is given. */
const send = (db: Database, reports: readonly FieldReport[], { client, at = AT, grant = newGrant(at), synthetic }: Load) =>
  storeFieldReports(db, { grant, reports, at, ceilingPerMinute: 6000, client, loadsPerClientPerHour: CAP, ...(synthetic ? { synthetic } : {}) });

const health = (db: Database, version = V1) =>
  fieldHealth(db, { remote: 'careers', version, since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T13:00:00.000Z') });

const cohortRows = (db: Database) => db.all('SELECT * FROM field_cohort_minutes');

describe('the counts per cohort bucket', () => {
  it("counts each client's page loads and errored page loads in its own bucket, summing to the totals", async () => {
    expect(cohortBucketOf(ALICE)).not.toBe(cohortBucketOf(BOB));
    const db = await migratedFieldDatabase();
    await send(db, [PAGE_VIEW, ERROR], { client: ALICE });
    await send(db, [PAGE_VIEW], { client: ALICE });
    await send(db, [PAGE_VIEW], { client: ALICE, at: new Date(AT.getTime() + 5 * MINUTE_MS) });
    await send(db, [PAGE_VIEW, ERROR], { client: BOB });
    await send(db, [PAGE_VIEW, { kind: 'chunk-error', ...WHERE }], { client: BOB });
    await send(db, [{ ...PAGE_VIEW, version: V2 }], { client: BOB });

    const v1 = await health(db);
    const expected: Array<[number, number, number]> = [
      [cohortBucketOf(ALICE), 3, 1],
      [cohortBucketOf(BOB), 2, 2],
    ];
    expect(v1.cohortBuckets).toEqual(expected.sort(([a], [b]) => a - b));
    expect(v1.cohortBuckets.reduce((sum, [, pageLoads]) => sum + pageLoads, 0)).toBe(v1.pageLoads);
    expect(v1.cohortBuckets.reduce((sum, [, , errored]) => sum + errored, 0)).toBe(v1.erroredPageLoads);
    expect((await health(db, V2)).cohortBuckets).toEqual([[cohortBucketOf(BOB), 1, 0]]);
  });

  it("adds a grant's later errored load to its page load's bucket, and once however many batches repeat it", async () => {
    const db = await migratedFieldDatabase();
    const grant = newGrant();
    await send(db, [PAGE_VIEW], { client: ALICE, grant });
    for (let repeat = 0; repeat < 3; repeat++) await send(db, [ERROR, { kind: 'boundary', ...WHERE }], { client: ALICE, grant });
    expect((await health(db)).cohortBuckets).toEqual([[cohortBucketOf(ALICE), 1, 1]]);
  });

  it("counts a batch's every remote in the client's bucket", async () => {
    const db = await migratedFieldDatabase();
    await send(db, [PAGE_VIEW, { kind: 'page-view', ...WHERE, remote: 'shell', version: V2 }, { ...ERROR, remote: 'shell', version: V2 }], { client: ALICE });
    const bucket = cohortBucketOf(ALICE);
    expect(await db.all('SELECT remote, version, bucket, page_loads, errored_loads FROM field_cohort_minutes ORDER BY remote')).toEqual([
      { remote: 'careers', version: V1, bucket, page_loads: 1, errored_loads: 0 },
      { remote: 'shell', version: V2, bucket, page_loads: 1, errored_loads: 1 },
    ]);
  });

  it("adds nothing to any bucket for a page load past its client's cap", async () => {
    const db = await migratedFieldDatabase();
    for (let load = 0; load < CAP + 2; load++) await send(db, [PAGE_VIEW, ERROR], { client: ALICE });
    expect(await health(db)).toMatchObject({ pageLoads: CAP, erroredPageLoads: CAP, pageLoadsPastClientCap: 2, cohortBuckets: [[cohortBucketOf(ALICE), CAP, CAP]] });
  });

  it("adds nothing for a journey's page load (a synthetic grant) nor a preview's", async () => {
    const db = await migratedFieldDatabase();
    await send(db, [PAGE_VIEW, ERROR], { client: ALICE, synthetic: true });
    await send(db, [PAGE_VIEW, ERROR], { client: ALICE, grant: { ...newGrant(), preview: true } });
    expect(await cohortRows(db)).toEqual([]);
    expect(await health(db)).toMatchObject({ pageLoads: 0, synthetic: { pageLoads: 1, erroredPageLoads: 1 }, cohortBuckets: [] });
  });

  it('adds nothing for a batch the site-wide ceiling drops', async () => {
    const db = await migratedFieldDatabase();
    const outcome = await storeFieldReports(db, { grant: newGrant(), reports: [PAGE_VIEW], at: AT, ceilingPerMinute: 1, client: ALICE, loadsPerClientPerHour: CAP });
    expect(outcome).toMatchObject({ dropped: 2 });
    expect(await cohortRows(db)).toEqual([]);
  });

  it('counts only the period: minutes from `since` until before `until`', async () => {
    const db = await migratedFieldDatabase();
    await send(db, [PAGE_VIEW], { client: ALICE, at: new Date('2026-06-30T11:59:59.000Z') });
    await send(db, [PAGE_VIEW], { client: ALICE });
    await send(db, [PAGE_VIEW], { client: BOB, at: new Date('2026-06-30T13:00:00.000Z') });
    expect((await health(db)).cohortBuckets).toEqual([[cohortBucketOf(ALICE), 1, 0]]);
  });
});

describe("a canary's baseline: the page loads of some visitors' cohorts apart (#44 item 3)", () => {
  const inCohort = (cohort: number | null) => ({ ...newGrant(), cohort });
  const withCohorts = (db: Database, cohorts: number[]) =>
    fieldHealth(db, { remote: 'careers', version: V1, since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T13:00:00.000Z'), cohorts });

  it("answers the page loads of the cohorts asked for alone, from the grants' cohorts, beside the version's whole", async () => {
    const db = await migratedFieldDatabase();
    await send(db, [PAGE_VIEW, ERROR], { client: ALICE, grant: inCohort(7) });
    await send(db, [PAGE_VIEW], { client: ALICE, grant: inCohort(7) });
    await send(db, [PAGE_VIEW], { client: BOB, grant: inCohort(42) });
    await send(db, [PAGE_VIEW, ERROR], { client: BOB, grant: inCohort(null) });

    const baseline = await withCohorts(db, [7, 8]);
    expect(baseline).toMatchObject({ pageLoads: 4, erroredPageLoads: 2 });
    expect(baseline.inCohorts).toEqual({ cohorts: [7, 8], pageLoads: 2, erroredPageLoads: 1, cohortBuckets: [[cohortBucketOf(ALICE), 2, 1]] });
    expect((await withCohorts(db, [42])).inCohorts).toEqual({ cohorts: [42], pageLoads: 1, erroredPageLoads: 0, cohortBuckets: [[cohortBucketOf(BOB), 1, 0]] });
    expect((await withCohorts(db, [99])).inCohorts).toEqual({ cohorts: [99], pageLoads: 0, erroredPageLoads: 0, cohortBuckets: [] });
    // Without cohorts asked for, nothing apart.
    expect('inCohorts' in (await health(db))).toBe(false);
    expect(await db.all('SELECT cohort, SUM(page_loads) AS page_loads FROM field_cohort_minutes GROUP BY cohort ORDER BY cohort')).toEqual([
      { cohort: -1, page_loads: 1 },
      { cohort: 7, page_loads: 2 },
      { cohort: 42, page_loads: 1 },
    ]);
  });
});

