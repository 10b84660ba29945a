// Where field reports go, in the field database (field-migrations/, apart from the
// journal's and the ledger's): each report as it came, for a few days, and counts per
// remote, version and minute, kept longer: page loads, errored page loads (per kind of
// error too, and per cohort bucket of clients, cohortBucket.ts), and a histogram of each
// web vital, each page load counted once per grant (grantMarks.ts). A batch's rows are written in one transaction, in a few statements
// whatever its size (many rows per INSERT, within D1's 100 bound values a statement).
import type { ErrorKind, FieldReport, VitalName } from 'contract/schemas/fieldReports';
import type { Database, SqlStatement, SqlValue } from '../db/database';
import { hourOf, withinClientCap } from './clientCap';
import { cohortBucketOf } from './cohortBucket';
import { takeCeilingRoom } from './fieldCeiling';
import { claimMarks, marksOf, takeRawRoom, type Mark } from './grantMarks';
import { bucketValue, percentile, vitalBucket } from './vitalBuckets';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the counts per remote, version and minute are kept. */
export const FIELD_AGGREGATE_RETENTION_MS = 90 * DAY_MS;

/** D1 binds at most 100 values per statement. */
const MAX_BOUND_VALUES = 100;

/** The minute `at` falls in, as stored: '2026-06-30T12:05:00.000Z'. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();

/** The count column each mark adds to (vitals add to field_vitals). */
const MARK_COLUMNS = {
  load: 'page_loads',
  errored: 'errored_loads',
  'kind:error': 'error_loads',
  'kind:chunk-error': 'chunk_error_loads',
  'kind:boundary': 'boundary_loads',
  'kind:fallback': 'fallback_loads',
} as const satisfies Partial<Record<Mark, string>>;
type CountColumn = (typeof MARK_COLUMNS)[keyof typeof MARK_COLUMNS];
const COUNTS = Object.values(MARK_COLUMNS);
type Counts = { remote: string; version: string } & Record<CountColumn, number>;

/** INSERTs of `rows`, as many rows to a statement as D1 binds values for. */
function insertRows(table: string, columns: readonly string[], rows: readonly SqlValue[][], onConflict = ''): SqlStatement[] {
  const perStatement = Math.floor(MAX_BOUND_VALUES / columns.length);
  const rowPlaceholders = `(${columns.map(() => '?').join(', ')})`;
  const statements: SqlStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => rowPlaceholders).join(', ')}${onConflict}`,
      params: chunk.flat(),
    });
  }
  return statements;
}

/**
 * The batch's rows of field_cohort_minutes: its page loads and errored page loads per
 * remote version, in its client's bucket (all of a batch's marks are one client's) and its
 * visitor's cohort (the grant's; -1 without). A remote that added only a kind of error (its
 * errored load counted before) adds no row.
 */
function cohortRows(counts: Iterable<Counts>, minute: string, client: string, cohort: number | null | undefined): SqlValue[][] {
  const bucket = cohortBucketOf(client);
  return [...counts]
    .filter((entry) => entry.page_loads + entry.errored_loads > 0)
    .map((entry) => [entry.remote, entry.version, minute, cohort ?? NO_COHORT, bucket, entry.page_loads, entry.errored_loads]);
}

/** The cohort of a page load whose grant names none (no canary ran when it was composed). */
const NO_COHORT = -1;

/** A report's row in field_reports: name, value and message as its kind has them. */
function rawRow(report: FieldReport, minute: string): SqlValue[] {
  const where = [minute, report.remote, report.version, report.route, report.device, report.kind];
  switch (report.kind) {
    case 'vital':
      return [...where, report.name, report.value, null];
    case 'error':
      return [...where, report.source, null, report.message ?? null];
    case 'page-view':
      return [...where, null, null, null];
    default:
      return [...where, null, null, report.message ?? null];
  }
}

export interface StoreFieldReports {
  /** The grant's id and expiry (credentials/src/fieldGrant.js), checked by the route; `preview` where its page was a staged version's preview; the visitor's cohort where a canary ran. */
  grant: { id: string; expiresAt: Date; preview?: boolean; cohort?: number | null };
  /** The batch's reports, each of a version the grant names. */
  reports: readonly FieldReport[];
  at: Date;
  /** The site-wide ceiling: rows stored per minute at most. */
  ceilingPerMinute: number;
  /** The client's daily pseudonym (clientPseudonym.ts), and the page loads it may have counted per remote version and hour (clientCap.ts). */
  client: string;
  loadsPerClientPerHour: number;
  /**
   * A team's journey's page load (a grant marked synthetic): its page load and errored page
   * load counted in field_synthetic_minutes, apart from visitors'; no vitals, no raw reports.
   */
  synthetic?: boolean;
}

export type StoreOutcome = { stored: number } | { dropped: number; droppedThisMinute: number };

/**
 * Stores what a batch adds (its grant checked, its versions the grant's): the marks the
 * grant had not claimed yet, each one page load, errored page load or vital in the
 * minute's counts (grantMarks.ts), and the reports as they came while the grant's share
 * of raw reports lasts. Under the site-wide ceiling, in one transaction; past it, dropped
 * and counted.
 */
export async function storeFieldReports(db: Database, options: StoreFieldReports): Promise<StoreOutcome> {
  const { grant, reports, at, ceilingPerMinute, client, loadsPerClientPerHour, synthetic = false } = options;
  const minute = minuteOf(at);
  // A preview's page (a staged version, a pull request's link) is never counted nor judged,
  // whatever else its grant says: nothing of it is stored.
  if (grant.preview) return { stored: 0 };
  if (synthetic) return storeSyntheticLoad(db, options);
  const claimed = await claimMarks(db, grant.id, grant.expiresAt, marksOf(reports));
  const fresh = await withinClientCap(db, { grant, fresh: claimed, client, at, cap: loadsPerClientPerHour });
  const raw = (await takeRawRoom(db, grant.id, grant.expiresAt, reports.length)) ? reports : [];
  const rows = fresh.length + raw.length;
  if (rows === 0) return { stored: 0 };
  const room = await takeCeilingRoom(db, minute, rows, ceilingPerMinute);
  if (!room.stored) return { dropped: rows, droppedThisMinute: room.droppedThisMinute };

  const counts = new Map<string, Counts>();
  const vitals = new Map<string, { remote: string; version: string; name: VitalName; bucket: number; count: number }>();
  for (const { remote, version, mark, vital } of fresh) {
    if (vital) {
      const bucket = vitalBucket(vital.name, vital.value);
      const key = JSON.stringify([remote, version, vital.name, bucket]);
      const entry = vitals.get(key) ?? { remote, version, name: vital.name, bucket, count: 0 };
      entry.count++;
      vitals.set(key, entry);
    } else {
      const key = JSON.stringify([remote, version]);
      const entry = counts.get(key) ?? { remote, version, ...(Object.fromEntries(COUNTS.map((column) => [column, 0])) as Record<CountColumn, number>) };
      entry[MARK_COLUMNS[mark as keyof typeof MARK_COLUMNS]]++;
      counts.set(key, entry);
    }
  }

  await db.batch([
    ...insertRows(
      'field_reports',
      ['minute', 'remote', 'version', 'route', 'device', 'kind', 'name', 'value', 'message'],
      raw.map((report) => rawRow(report, minute)),
    ),
    ...insertRows(
      'field_minutes',
      ['remote', 'version', 'minute', ...COUNTS],
      [...counts.values()].map((entry) => [entry.remote, entry.version, minute, ...COUNTS.map((column) => entry[column])]),
      ` ON CONFLICT (remote, version, minute) DO UPDATE SET ${COUNTS.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')}`,
    ),
    ...insertRows(
      'field_cohort_minutes',
      ['remote', 'version', 'minute', 'cohort', 'bucket', 'page_loads', 'errored_loads'],
      cohortRows(counts.values(), minute, client, grant.cohort),
      ' ON CONFLICT (remote, version, minute, cohort, bucket) DO UPDATE SET page_loads = page_loads + excluded.page_loads, errored_loads = errored_loads + excluded.errored_loads',
    ),
    ...insertRows(
      'field_vitals',
      ['remote', 'version', 'minute', 'name', 'bucket', 'count'],
      [...vitals.values()].map(({ remote, version, name, bucket, count }) => [remote, version, minute, name, bucket, count]),
      ' ON CONFLICT (remote, version, minute, name, bucket) DO UPDATE SET count = count + excluded.count',
    ),
  ]);
  return { stored: rows };
}

const SYNTHETIC_COLUMNS = { load: 'page_loads', errored: 'errored_loads' } as const;

/** A journey's page load: its 'load' and 'errored' marks, each once per grant, in field_synthetic_minutes. */
async function storeSyntheticLoad(db: Database, { grant, reports, at, ceilingPerMinute }: StoreFieldReports): Promise<StoreOutcome> {
  const minute = minuteOf(at);
  const marks = marksOf(reports).filter(({ mark }) => mark === 'load' || mark === 'errored');
  const fresh = await claimMarks(db, grant.id, grant.expiresAt, marks);
  if (fresh.length === 0) return { stored: 0 };
  const room = await takeCeilingRoom(db, minute, fresh.length, ceilingPerMinute);
  if (!room.stored) return { dropped: fresh.length, droppedThisMinute: room.droppedThisMinute };
  const counts = new Map<string, { remote: string; version: string; page_loads: number; errored_loads: number }>();
  for (const { remote, version, mark } of fresh) {
    const key = JSON.stringify([remote, version]);
    const entry = counts.get(key) ?? { remote, version, page_loads: 0, errored_loads: 0 };
    entry[SYNTHETIC_COLUMNS[mark as keyof typeof SYNTHETIC_COLUMNS]]++;
    counts.set(key, entry);
  }
  await db.batch(
    insertRows(
      'field_synthetic_minutes',
      ['remote', 'version', 'minute', 'page_loads', 'errored_loads'],
      [...counts.values()].map((entry) => [entry.remote, entry.version, minute, entry.page_loads, entry.errored_loads]),
      ' ON CONFLICT (remote, version, minute) DO UPDATE SET page_loads = page_loads + excluded.page_loads, errored_loads = errored_loads + excluded.errored_loads',
    ),
  );
  return { stored: fresh.length };
}

export interface FieldReportsPruned {
  /** Raw reports older than the retention. */
  reports: number;
  /** Rows of counts (field_minutes, field_synthetic_minutes, field_cohort_minutes, field_vitals, field_ceiling, field_client_hours) older than FIELD_AGGREGATE_RETENTION_MS. */
  aggregates: number;
  /** What expired grants had claimed: no batch can use them any more. */
  grants: number;
  /** Salts of past days (src/field-reports/clientPseudonym.ts). */
  salts: number;
  /** The per-client limit's counters whose window has passed, and the per-client caps' of past hours. */
  counters: number;
}

/** Deletes raw reports older than `reportRetentionMs`, counts older than 90 days, expired grants' marks, past days' salts and spent counters. */
export async function pruneFieldReports(db: Database, at: Date, reportRetentionMs: number): Promise<FieldReportsPruned> {
  const reportsBefore = minuteOf(new Date(at.getTime() - reportRetentionMs));
  const aggregatesBefore = minuteOf(new Date(at.getTime() - FIELD_AGGREGATE_RETENTION_MS));
  const [reports, minutes, synthetic, cohorts, vitals, ceiling, clientHours, marks, grants, salts, counters, clientLoads] = await db.batch([
    { sql: 'DELETE FROM field_reports WHERE minute < ?', params: [reportsBefore] },
    { sql: 'DELETE FROM field_minutes WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_synthetic_minutes WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_cohort_minutes WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_vitals WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_ceiling WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_client_hours WHERE hour < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_grant_marks WHERE expires_at <= ?', params: [at.getTime()] },
    { sql: 'DELETE FROM field_grants WHERE expires_at <= ?', params: [at.getTime()] },
    { sql: 'DELETE FROM field_report_salts WHERE day < ?', params: [at.toISOString().slice(0, 10)] },
    { sql: 'DELETE FROM rate_limits WHERE resets_at <= ?', params: [at.getTime()] },
    // Pseudonyms, kept only for the hour their cap counts.
    { sql: 'DELETE FROM field_client_loads WHERE hour < ?', params: [hourOf(at)] },
  ]);
  return {
    reports: reports!.changes,
    aggregates: minutes!.changes + synthetic!.changes + cohorts!.changes + vitals!.changes + ceiling!.changes + clientHours!.changes,
    grants: marks!.changes + grants!.changes,
    salts: salts!.changes,
    counters: counters!.changes + clientLoads!.changes,
  };
}

export interface FieldHealthQuery {
  remote: string;
  version: string;
  /** The first minute counted (the minute it falls in). */
  since: Date;
  /** The end of the period: minutes starting before it are counted. */
  until: Date;
  /** Visitors' cohorts (0-99) to answer the page loads of apart, as `inCohorts`: a canary's baseline. */
  cohorts?: readonly number[];
}

export interface FieldHealth {
  /** Page loads that reported for the remote's version: one per grant (docs/field-reports.md). */
  pageLoads: number;
  /** Of those, the page loads that met at least one error of the version's. */
  erroredPageLoads: number;
  /** The page loads that met each kind of error: uncaught errors and rejections, chunk errors, boundaries, fallbacks shown. */
  erroredLoadsByKind: Record<ErrorKind, number>;
  /** erroredPageLoads / pageLoads; null without page loads. */
  errorRate: number | null;
  /** The 75th percentiles, from the histograms (at most 5% above the exact value); null without values. */
  p75Inp: number | null;
  p75Lcp: number | null;
  p75Cls: number | null;
  /** How many values each percentile is of. */
  vitalCounts: Record<VitalName, number>;
  /**
   * Each vital's histogram over the period, `[value, count]` by value (a bucket's value, as
   * the percentiles are read): what the canary judge compares two versions' vitals by
   * (releases/core/judge.mjs, sampleOf). A few hundred pairs at most.
   */
  vitalHistograms: Record<VitalName, Array<[number, number]>>;
  /** A team's journeys' page loads of the version over the period (synthetic grants), apart from the field's above: shown beside it, never in it. */
  synthetic: { pageLoads: number; erroredPageLoads: number };
  /**
   * The distinct clients whose page loads counted, per hour, summed over the hours the
   * period touches: a client counts once in each hour it had a load counted (pseudonyms are
   * not kept longer, clientCap.ts). What the judge's minimum of clients reads.
   */
  clients: number;
  /** Page loads of the version not counted for being past their client's cap (FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR). */
  pageLoadsPastClientCap: number;
  /**
   * The page loads and errored page loads per cohort bucket of clients over the period
   * (cohortBucket.ts), only buckets with page loads, by bucket: at most COHORT_BUCKETS (100)
   * triples. What the canary judge estimates each version's variance from (releases/core/
   * judge.mjs, sampleOf): a client's loads are all in one bucket, so the spread of the
   * buckets' shares shows how errors cluster per visitor. They sum to pageLoads and
   * erroredPageLoads, short only of a grant's errored load sent later under another
   * pseudonym (a new day, a new address) into a bucket without page loads.
   */
  cohortBuckets: Array<[bucket: number, pageLoads: number, erroredPageLoads: number]>;
  /**
   * Where the query names cohorts (a canary's baseline: site/src/canary.js baselineCohorts),
   * the page loads of the version from visitors in those cohorts alone, their errored ones,
   * and their cohort buckets as above: what the judge compares a canary with (#44 item 3).
   */
  inCohorts?: { cohorts: number[]; pageLoads: number; erroredPageLoads: number; cohortBuckets: Array<[bucket: number, pageLoads: number, erroredPageLoads: number]> };
}

/** How one remote's version did over a period: from the counts per minute (never the raw reports), so any period the counts are kept for. */
export async function fieldHealth(db: Database, { remote, version, since, until, cohorts: inCohorts }: FieldHealthQuery): Promise<FieldHealth> {
  const range = [remote, version, minuteOf(since), until.toISOString()];
  const totals = await db.first<Record<CountColumn, number | null>>(
    `SELECT ${COUNTS.map((column) => `SUM(${column}) AS ${column}`).join(', ')}
     FROM field_minutes WHERE remote = ? AND version = ? AND minute >= ? AND minute < ?`,
    range,
  );
  const buckets = await db.all<{ name: VitalName; bucket: number; count: number }>(
    `SELECT name, bucket, SUM(count) AS count FROM field_vitals
     WHERE remote = ? AND version = ? AND minute >= ? AND minute < ? GROUP BY name, bucket`,
    range,
  );
  const synthetic = await db.first<{ page_loads: number | null; errored_loads: number | null }>(
    `SELECT SUM(page_loads) AS page_loads, SUM(errored_loads) AS errored_loads
     FROM field_synthetic_minutes WHERE remote = ? AND version = ? AND minute >= ? AND minute < ?`,
    range,
  );
  const perClient = await db.first<{ clients: number | null; capped_loads: number | null }>(
    `SELECT SUM(clients) AS clients, SUM(capped_loads) AS capped_loads
     FROM field_client_hours WHERE remote = ? AND version = ? AND hour >= ? AND hour < ?`,
    [remote, version, hourOf(since), until.toISOString()],
  );
  const cohorts = await bucketsOf(db, range);
  const total = (column: CountColumn) => totals?.[column] ?? 0;
  const pageLoads = total('page_loads');
  const erroredPageLoads = total('errored_loads');
  const of = (name: VitalName) => buckets.filter((row) => row.name === name);
  const p75 = (name: VitalName) => percentile(name, of(name), 0.75);
  const count = (name: VitalName) => of(name).reduce((sum, row) => sum + row.count, 0);
  const histogram = (name: VitalName): Array<[number, number]> =>
    of(name)
      .sort((a, b) => a.bucket - b.bucket)
      .map(({ bucket, count }) => [bucketValue(name, bucket), count]);
  return {
    pageLoads,
    erroredPageLoads,
    erroredLoadsByKind: {
      error: total('error_loads'),
      'chunk-error': total('chunk_error_loads'),
      boundary: total('boundary_loads'),
      fallback: total('fallback_loads'),
    },
    errorRate: pageLoads === 0 ? null : erroredPageLoads / pageLoads,
    p75Inp: p75('INP'),
    p75Lcp: p75('LCP'),
    p75Cls: p75('CLS'),
    vitalCounts: { LCP: count('LCP'), INP: count('INP'), CLS: count('CLS') },
    vitalHistograms: { LCP: histogram('LCP'), INP: histogram('INP'), CLS: histogram('CLS') },
    synthetic: { pageLoads: synthetic?.page_loads ?? 0, erroredPageLoads: synthetic?.errored_loads ?? 0 },
    clients: perClient?.clients ?? 0,
    pageLoadsPastClientCap: perClient?.capped_loads ?? 0,
    cohortBuckets: cohorts,
    ...(inCohorts ? { inCohorts: await fromCohorts(db, range, inCohorts) } : {}),
  };
}

type Buckets = FieldHealth['cohortBuckets'];

/** The version's page loads and errored page loads per cohort bucket over the range, from the visitors of `cohorts` alone where given. */
async function bucketsOf(db: Database, range: SqlValue[], cohorts?: readonly number[]): Promise<Buckets> {
  const inCohorts = cohorts ? ` AND cohort IN (${cohorts.map(() => '?').join(', ')})` : '';
  const rows = await db.all<{ bucket: number; page_loads: number; errored_loads: number }>(
    `SELECT bucket, SUM(page_loads) AS page_loads, SUM(errored_loads) AS errored_loads FROM field_cohort_minutes
     WHERE remote = ? AND version = ? AND minute >= ? AND minute < ?${inCohorts} GROUP BY bucket HAVING SUM(page_loads) > 0 ORDER BY bucket`,
    [...range, ...(cohorts ?? [])],
  );
  return rows.map(({ bucket, page_loads, errored_loads }) => [bucket, page_loads, errored_loads]);
}

async function fromCohorts(db: Database, range: SqlValue[], cohorts: readonly number[]): Promise<NonNullable<FieldHealth['inCohorts']>> {
  const cohortBuckets = await bucketsOf(db, range, cohorts);
  return {
    cohorts: [...cohorts],
    pageLoads: cohortBuckets.reduce((sum, [, loads]) => sum + loads, 0),
    erroredPageLoads: cohortBuckets.reduce((sum, [, , errored]) => sum + errored, 0),
    cohortBuckets,
  };
}
