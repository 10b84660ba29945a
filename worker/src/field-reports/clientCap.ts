// The visitor as the unit of evidence (#44): a client (its daily pseudonym,
// clientPseudonym.ts) adds at most FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR page loads per
// remote version and hour to the judge's counts. A grant's marks for a remote (its errored
// load, kinds of error, vitals) go with that remote's page load: counted when the load was
// counted within the cap, never when it was past it, so errored loads count against the
// cap and not beyond it. Per remote, version and hour, field_client_hours counts the
// distinct clients whose loads counted (what the judge's minimum reads) and the loads
// past their client's cap (for an operator: GET /field-health answers both).
import type { Database } from '../db/database';
import { claimMarks, type MarkClaim } from './grantMarks';

const HOUR_MS = 60 * 60_000;

/** The hour `at` falls in, as stored: '2026-06-30T12:00:00.000Z'. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

export interface ClientLoad {
  client: string;
  remote: string;
  version: string;
  at: Date;
  /** Page loads the client may have counted per remote version and hour. */
  cap: number;
}

/**
 * Takes one of the client's counted page loads of the version in the hour `at` falls in
 * (one statement: loads sent together cannot slip past the cap), or counts the load as past
 * the cap. Returns whether it counts.
 */
export async function takeClientLoad(db: Database, { client, remote, version, at, cap }: ClientLoad): Promise<boolean> {
  const hour = hourOf(at);
  const taken = await db.first<{ loads: number }>(
    `INSERT INTO field_client_loads (client, remote, version, hour, loads) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (client, remote, version, hour) DO UPDATE SET loads = loads + 1 WHERE loads < ? RETURNING loads`,
    [client, remote, version, hour, cap],
  );
  const counted = taken !== null;
  // A client's first counted load of the hour makes one more client; a load past the cap is counted as such.
  if (!counted || taken.loads === 1) {
    await db.run(
      `INSERT INTO field_client_hours (remote, version, hour, clients, capped_loads) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (remote, version, hour) DO UPDATE SET clients = clients + excluded.clients, capped_loads = capped_loads + excluded.capped_loads`,
      [remote, version, hour, counted ? 1 : 0, counted ? 0 : 1],
    );
  }
  return counted;
}

export interface WithinClientCap extends Omit<ClientLoad, 'remote' | 'version'> {
  grant: { id: string; expiresAt: Date };
  /** The marks this batch claimed first (grantMarks.ts). */
  fresh: readonly MarkClaim[];
}

/**
 * Of a batch's fresh marks, those its client may add: each remote's go with its page load.
 * A load claimed here takes a place under the cap, and a 'counted' mark records that it got
 * one; a later batch of the same grant adds to a load only where that mark is. (Should that
 * batch race the first, before its mark is written, what it brings is lost, never counted
 * beyond the cap.)
 */
export async function withinClientCap(db: Database, { grant, fresh, client, at, cap }: WithinClientCap): Promise<MarkClaim[]> {
  const counted = new Set<string>();
  const loads = fresh.filter(({ mark }) => mark === 'load');
  for (const { remote, version } of loads) {
    if (await takeClientLoad(db, { client, remote, version, at, cap })) counted.add(remote);
  }
  if (counted.size > 0) {
    await claimMarks(db, grant.id, grant.expiresAt, loads.filter(({ remote }) => counted.has(remote)).map(({ remote, version }) => ({ remote, version, mark: 'counted' })));
  }
  const later = [...new Set(fresh.map(({ remote }) => remote))].filter((remote) => !loads.some((load) => load.remote === remote));
  if (later.length > 0) {
    const rows = await db.all<{ remote: string }>(
      `SELECT remote FROM field_grant_marks WHERE grant_id = ? AND mark = 'counted' AND remote IN (${later.map(() => '?').join(', ')})`,
      [grant.id, ...later],
    );
    for (const { remote } of rows) counted.add(remote);
  }
  return fresh.filter(({ remote }) => counted.has(remote));
}
