// What one grant's batches may add to the counts, and what they have added: a grant's
// page load counts once for each remote it reported for ('load'), once more as errored
// when it met an error of that remote ('errored', and 'kind:<kind>' per kind of error),
// and one value of each web vital ('vital:<name>'). Each mark is claimed in
// field_grant_marks by the first batch that brings it (INSERT ... ON CONFLICT DO NOTHING
// RETURNING: only the rows this statement inserted come back), so a grant repeated in any
// number of batches, even at once, adds no more. What a grant can add is so bounded: per
// remote it names, one page load, one errored page load, a page load per kind of error
// and a value of each vital.
import type { ErrorKind, FieldReport, VitalName } from 'contract/schemas/fieldReports';
import type { Database, SqlValue } from '../db/database';

/** D1 binds at most 100 values per statement. */
const MARKS_PER_STATEMENT = 25;

/** 'counted': the grant's page load of the remote counted within its client's cap (clientCap.ts). */
export type Mark = 'load' | 'errored' | 'counted' | `kind:${ErrorKind}` | `vital:${VitalName}`;

export interface MarkClaim {
  remote: string;
  version: string;
  mark: Mark;
  /** The vital's report, for a vital's mark: its value goes into the histogram. */
  vital?: Extract<FieldReport, { kind: 'vital' }>;
}

/** Every mark the reports would make, the first report of each kept. */
export function marksOf(reports: readonly FieldReport[]): MarkClaim[] {
  const claims = new Map<string, MarkClaim>();
  const add = (claim: MarkClaim) => {
    const key = `${claim.remote} ${claim.mark}`;
    if (!claims.has(key)) claims.set(key, claim);
  };
  for (const report of reports) {
    const { remote, version } = report;
    add({ remote, version, mark: 'load' });
    if (report.kind === 'vital') add({ remote, version, mark: `vital:${report.name}`, vital: report });
    else if (report.kind !== 'page-view') {
      add({ remote, version, mark: 'errored' });
      add({ remote, version, mark: `kind:${report.kind}` });
    }
  }
  return [...claims.values()];
}

/** Claims the marks for grant `grantId`; returns those no batch of the grant had claimed before. */
export async function claimMarks(db: Database, grantId: string, expiresAt: Date, claims: readonly MarkClaim[]): Promise<MarkClaim[]> {
  const fresh: MarkClaim[] = [];
  for (let start = 0; start < claims.length; start += MARKS_PER_STATEMENT) {
    const chunk = claims.slice(start, start + MARKS_PER_STATEMENT);
    const params: SqlValue[] = chunk.flatMap(({ remote, mark }) => [grantId, remote, mark, expiresAt.getTime()]);
    const claimed = await db.all<{ remote: string; mark: string }>(
      `INSERT INTO field_grant_marks (grant_id, remote, mark, expires_at) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}
       ON CONFLICT (grant_id, remote, mark) DO NOTHING RETURNING remote, mark`,
      params,
    );
    const won = new Set(claimed.map(({ remote, mark }) => `${remote} ${mark}`));
    fresh.push(...chunk.filter(({ remote, mark }) => won.has(`${remote} ${mark}`)));
  }
  return fresh;
}

/** Raw reports one grant may store at most: a page load's views, 50 errors and its vitals, with room. */
export const MAX_RAW_REPORTS_PER_GRANT = 100;

/** Takes room for `count` raw reports of the grant, or none (false) where that would pass the grant's share. */
export async function takeRawRoom(db: Database, grantId: string, expiresAt: Date, count: number): Promise<boolean> {
  if (count > MAX_RAW_REPORTS_PER_GRANT) return false;
  const row = await db.first(
    `INSERT INTO field_grants (grant_id, expires_at, raw_reports) VALUES (?, ?, ?)
     ON CONFLICT (grant_id) DO UPDATE SET raw_reports = raw_reports + excluded.raw_reports
     WHERE raw_reports + excluded.raw_reports <= ? RETURNING raw_reports`,
    [grantId, expiresAt.getTime(), count, MAX_RAW_REPORTS_PER_GRANT],
  );
  return row !== null;
}
