// The per-client cap's bookkeeping (clientCap.ts) as the store applies it: page loads per
// client, remote version and hour, errored loads among them, distinct clients per hour.
import type { FieldReport } from 'contract/schemas/fieldReports';
import type { Database } from '../db/database';
import { migratedFieldDatabase } from '../../test/testApp';
import { hourOf } from './clientCap';
import { fieldHealth, storeFieldReports } from './fieldReportStore';

const V1 = '3f2a9c01b7de';
const V2 = '9b1c0d2e3f4a';
const WHERE = { remote: 'careers', version: V1, route: '/apply', device: 'desktop' } as const;
const PAGE_VIEW: FieldReport = { kind: 'page-view', ...WHERE };
const ERROR: FieldReport = { kind: 'error', ...WHERE, source: 'uncaught' };
const CAP = 3;
const MINUTE_MS = 60_000;
/** The last minute of an hour: the next load an hour boundary away. */
const AT = new Date('2026-06-30T12:59:10.000Z');

let grants = 0;
const newGrant = (at: Date) => ({ id: `grant-${++grants}`, expiresAt: new Date(at.getTime() + 60 * MINUTE_MS) });

/** A batch of one grant's, from `client`, at `at`. */
const batch = (db: Database, grant: { id: string; expiresAt: Date }, reports: readonly FieldReport[], client: string, at = AT) =>
  storeFieldReports(db, { grant, reports, at, ceilingPerMinute: 6000, client, loadsPerClientPerHour: CAP });

/** A page load of its own grant, with its reports in one batch. */
const pageLoad = (db: Database, reports: readonly FieldReport[], client: string, at = AT) => batch(db, newGrant(at), reports, client, at);

const health = (db: Database, version = V1) =>
  fieldHealth(db, { remote: 'careers', version, since: new Date('2026-06-30T12:00:00.000Z'), until: new Date('2026-06-30T14:00:00.000Z') });

describe('hourOf', () => {
  it('is the start of the hour, as ISO 8601', () => {
    expect(hourOf(new Date('2026-06-30T12:59:59.999Z'))).toBe('2026-06-30T12:00:00.000Z');
  });
});

describe('the per-client cap', () => {
  it("counts a client's first CAP page loads of a version in an hour, and counts the rest as past the cap", async () => {
    const db = await migratedFieldDatabase();
    for (let load = 0; load < CAP + 2; load++) await pageLoad(db, [PAGE_VIEW], 'client-a');
    expect(await health(db)).toMatchObject({ pageLoads: CAP, erroredPageLoads: 0, clients: 1, pageLoadsPastClientCap: 2 });
  });

  it('counts errored page loads against the cap, not beyond it', async () => {
    const db = await migratedFieldDatabase();
    for (let load = 0; load < CAP + 4; load++) await pageLoad(db, [PAGE_VIEW, ERROR], 'client-a');
    expect(await health(db)).toMatchObject({ pageLoads: CAP, erroredPageLoads: CAP, clients: 1, pageLoadsPastClientCap: 4 });
  });

  it("adds a later batch's error to a page load that counted, never to one past the cap", async () => {
    const db = await migratedFieldDatabase();
    const loads = Array.from({ length: CAP + 1 }, () => newGrant(AT));
    for (const grant of loads) await batch(db, grant, [PAGE_VIEW], 'client-a');
    // The page is left later, sending what it met: the first load's error counts, the one past the cap's does not.
    await batch(db, loads[0]!, [ERROR], 'client-a');
    await batch(db, loads[CAP]!, [ERROR], 'client-a');
    expect(await health(db)).toMatchObject({ pageLoads: CAP, erroredPageLoads: 1, erroredLoadsByKind: { error: 1 }, pageLoadsPastClientCap: 1 });
  });

  it('starts afresh at the hour, where the client counts once more', async () => {
    const db = await migratedFieldDatabase();
    for (let load = 0; load < CAP + 1; load++) await pageLoad(db, [PAGE_VIEW, ERROR], 'client-a');
    const nextHour = new Date('2026-06-30T13:00:00.000Z');
    for (let load = 0; load < CAP + 1; load++) await pageLoad(db, [PAGE_VIEW, ERROR], 'client-a', nextHour);
    expect(await health(db)).toMatchObject({ pageLoads: 2 * CAP, erroredPageLoads: 2 * CAP, clients: 2, pageLoadsPastClientCap: 2 });
    expect(await db.all('SELECT hour, clients, capped_loads FROM field_client_hours ORDER BY hour')).toEqual([
      { hour: '2026-06-30T12:00:00.000Z', clients: 1, capped_loads: 1 },
      { hour: '2026-06-30T13:00:00.000Z', clients: 1, capped_loads: 1 },
    ]);
  });

  it('is per client and per version: another client, or another version, has a cap of its own', async () => {
    const db = await migratedFieldDatabase();
    for (const client of ['client-a', 'client-b']) {
      for (let load = 0; load < CAP + 1; load++) {
        await pageLoad(db, [PAGE_VIEW], client);
        await pageLoad(db, [{ ...PAGE_VIEW, version: V2 }], client);
      }
    }
    const other = { pageLoads: 2 * CAP, clients: 2, pageLoadsPastClientCap: 2 };
    expect(await health(db)).toMatchObject(other);
    expect(await health(db, V2)).toMatchObject(other);
  });

  it('counts a grant repeated in many batches once, taking one place under the cap', async () => {
    const db = await migratedFieldDatabase();
    const grant = newGrant(AT);
    for (let repeat = 0; repeat < CAP + 2; repeat++) await batch(db, grant, [PAGE_VIEW, ERROR], 'client-a');
    await pageLoad(db, [PAGE_VIEW], 'client-a');
    expect(await health(db)).toMatchObject({ pageLoads: 2, erroredPageLoads: 1, clients: 1, pageLoadsPastClientCap: 0 });
  });
});
