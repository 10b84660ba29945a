// Where field reports go (migrations/0008_field_reports.sql): each report as it came, for
// a few days, and counts per remote, version and minute, kept longer: page views, each
// kind of error, and a histogram of each web vital. One batch is one transaction, in a
// few statements whatever its size (many rows per INSERT, within D1's 100 bound values a
// statement), so a batch is stored whole or not at all.
import type { ErrorKind, FieldReport, FieldReportKind, VitalName } from 'contract/schemas/fieldReports';
import type { Database, SqlStatement, SqlValue } from '../db/database';
import { percentile, vitalBucket } from './vitalBuckets';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the counts per remote, version and minute are kept. */
export const FIELD_AGGREGATE_RETENTION_MS = 90 * DAY_MS;

/** D1 binds at most 100 values per statement. */
const MAX_BOUND_VALUES = 100;

/** The minute `at` falls in, as stored: '2026-06-30T12:05:00.000Z'. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();

/** The aggregate column each kind but vitals adds to. */
const COUNT_COLUMNS = {
  'page-view': 'page_views',
  error: 'errors',
  'chunk-error': 'chunk_errors',
  boundary: 'boundaries',
  fallback: 'fallbacks',
} as const satisfies Record<Exclude<FieldReportKind, 'vital'>, string>;
type CountColumn = (typeof COUNT_COLUMNS)[keyof typeof COUNT_COLUMNS];
const COUNTS = Object.values(COUNT_COLUMNS);

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

/** Stores a validated batch received at `at`: its reports, and what they add to the minute's counts. */
export async function storeFieldReports(db: Database, reports: readonly FieldReport[], at: Date): Promise<void> {
  const minute = minuteOf(at);
  const counts = new Map<string, { remote: string; version: string } & Record<CountColumn, number>>();
  const vitals = new Map<string, { remote: string; version: string; name: VitalName; bucket: number; count: number }>();
  for (const report of reports) {
    const { remote, version } = report;
    if (report.kind === 'vital') {
      const bucket = vitalBucket(report.name, report.value);
      const key = JSON.stringify([remote, version, report.name, bucket]);
      const entry = vitals.get(key) ?? { remote, version, name: report.name, bucket, count: 0 };
      entry.count++;
      vitals.set(key, entry);
    } else {
      const key = JSON.stringify([remote, version]);
      const entry = counts.get(key) ?? { remote, version, ...(Object.fromEntries(COUNTS.map((column) => [column, 0])) as Record<CountColumn, number>) };
      entry[COUNT_COLUMNS[report.kind]]++;
      counts.set(key, entry);
    }
  }

  await db.batch([
    ...insertRows(
      'field_reports',
      ['minute', 'remote', 'version', 'route', 'device', 'kind', 'name', 'value', 'message'],
      reports.map((report) => rawRow(report, minute)),
    ),
    ...insertRows(
      'field_minutes',
      ['remote', 'version', 'minute', ...COUNTS],
      [...counts.values()].map((entry) => [entry.remote, entry.version, minute, ...COUNTS.map((column) => entry[column])]),
      ` ON CONFLICT (remote, version, minute) DO UPDATE SET ${COUNTS.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')}`,
    ),
    ...insertRows(
      'field_vitals',
      ['remote', 'version', 'minute', 'name', 'bucket', 'count'],
      [...vitals.values()].map(({ remote, version, name, bucket, count }) => [remote, version, minute, name, bucket, count]),
      ' ON CONFLICT (remote, version, minute, name, bucket) DO UPDATE SET count = count + excluded.count',
    ),
  ]);
}

export interface FieldReportsPruned {
  /** Raw reports older than the retention. */
  reports: number;
  /** Rows of counts (field_minutes and field_vitals) older than FIELD_AGGREGATE_RETENTION_MS. */
  aggregates: number;
  /** Salts of past days (src/field-reports/clientPseudonym.ts). */
  salts: number;
}

/** Deletes raw reports older than `reportRetentionMs`, counts older than 90 days and past days' salts. */
export async function pruneFieldReports(db: Database, at: Date, reportRetentionMs: number): Promise<FieldReportsPruned> {
  const reportsBefore = minuteOf(new Date(at.getTime() - reportRetentionMs));
  const aggregatesBefore = minuteOf(new Date(at.getTime() - FIELD_AGGREGATE_RETENTION_MS));
  const [reports, minutes, vitals, salts] = await db.batch([
    { sql: 'DELETE FROM field_reports WHERE minute < ?', params: [reportsBefore] },
    { sql: 'DELETE FROM field_minutes WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_vitals WHERE minute < ?', params: [aggregatesBefore] },
    { sql: 'DELETE FROM field_report_salts WHERE day < ?', params: [at.toISOString().slice(0, 10)] },
  ]);
  return { reports: reports!.changes, aggregates: minutes!.changes + vitals!.changes, salts: salts!.changes };
}

export interface FieldHealthQuery {
  remote: string;
  version: string;
  /** The first minute counted (the minute it falls in). */
  since: Date;
  /** The end of the period: minutes starting before it are counted. */
  until: Date;
}

export interface FieldHealth {
  pageViews: number;
  /** Every kind of error: uncaught errors and rejections, chunk errors, boundaries and fallbacks shown. */
  errors: number;
  errorsByKind: Record<ErrorKind, number>;
  /** errors / pageViews; null without page views. */
  errorRate: number | null;
  /** The 75th percentiles, from the histograms (at most 5% above the exact value); null without values. */
  p75Inp: number | null;
  p75Lcp: number | null;
  p75Cls: number | null;
  /** How many values each percentile is of. */
  vitalCounts: Record<VitalName, number>;
}

/** How one remote's version did over a period: from the counts per minute, so any period the counts are kept for. */
export async function fieldHealth(db: Database, { remote, version, since, until }: FieldHealthQuery): Promise<FieldHealth> {
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
  const total = (column: CountColumn) => totals?.[column] ?? 0;
  const errorsByKind: Record<ErrorKind, number> = {
    error: total('errors'),
    'chunk-error': total('chunk_errors'),
    boundary: total('boundaries'),
    fallback: total('fallbacks'),
  };
  const errors = Object.values(errorsByKind).reduce((sum, count) => sum + count, 0);
  const pageViews = total('page_views');
  const of = (name: VitalName) => buckets.filter((row) => row.name === name);
  const p75 = (name: VitalName) => percentile(name, of(name), 0.75);
  const count = (name: VitalName) => of(name).reduce((sum, row) => sum + row.count, 0);
  return {
    pageViews,
    errors,
    errorsByKind,
    errorRate: pageViews === 0 ? null : errors / pageViews,
    p75Inp: p75('INP'),
    p75Lcp: p75('LCP'),
    p75Cls: p75('CLS'),
    vitalCounts: { LCP: count('LCP'), INP: count('INP'), CLS: count('CLS') },
  };
}
