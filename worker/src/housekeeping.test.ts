import { keepHouse } from './housekeeping';
import { createOrder } from './payments/orders';
import { storeFieldReports } from './field-reports/fieldReportStore';
import { parseEnv } from './env';
import { journalSubmission, recordDelivery } from './submissions/journal';
import { migratedFieldDatabase, migratedMemoryDatabase, TEST_ENV } from '../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

const NOW = new Date('2026-06-30T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_HASH = 'c'.repeat(64);
const NOTHING_PRUNED = { reports: 0, aggregates: 0, grants: 0, salts: 0, counters: 0 };

async function journalLan(db: Awaited<ReturnType<typeof migratedMemoryDatabase>>, caseId: string, daysAgo: number, delivered: boolean | null) {
  const receivedAt = new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString();
  await journalSubmission(db, { caseId, form: 'lan', payload: VALID_BODIES.lan, receivedAt, deliveryTokenHash: TOKEN_HASH });
  if (delivered !== null) await recordDelivery(db, { form: 'lan', caseId, deliveryTokenHash: TOKEN_HASH, delivered, at: receivedAt });
}

const payloadOf = async (db: Awaited<ReturnType<typeof migratedMemoryDatabase>>, caseId: string) =>
  JSON.parse((await db.first<{ payload: string }>('SELECT payload FROM submissions WHERE case_id = ?', [caseId]))!.payload) as Record<string, unknown>;

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

describe('keepHouse', () => {
  it('removes the Wi-Fi passwords of home-network submissions delivered more than 30 days ago, and keeps the rest', async () => {
    const db = await migratedMemoryDatabase();
    await journalLan(db, 'LN-OLDDELIVER', 31, true);
    await journalLan(db, 'LN-NEWDELIVER', 29, true);
    await journalLan(db, 'LN-OLDFAILED0', 45, false);
    await journalLan(db, 'LN-OLDPENDING', 45, null);
    const env = parseEnv(TEST_ENV);

    expect(await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env, now: () => NOW })).toEqual({ wifiPasswordsPurged: 1, countersDeleted: 0, unpaidPayersForgotten: 0, fieldReportsPruned: NOTHING_PRUNED });

    const purged = await payloadOf(db, 'LN-OLDDELIVER');
    expect(purged).not.toHaveProperty('passcode');
    expect(purged).not.toHaveProperty('guestpasscode');
    expect(purged).toMatchObject({ firstName: 'Sam', NetworkName: 'Okafor Home', GuestNetworkName: 'Okafor Guest' });
    for (const kept of ['LN-NEWDELIVER', 'LN-OLDFAILED0', 'LN-OLDPENDING']) {
      expect(await payloadOf(db, kept)).toMatchObject({ passcode: 'Sunflower42', guestpasscode: 'Visitor2024' });
    }
    // A second run finds nothing left to do.
    expect(await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env, now: () => NOW })).toEqual({ wifiPasswordsPurged: 0, countersDeleted: 0, unpaidPayersForgotten: 0, fieldReportsPruned: NOTHING_PRUNED });
  });

  it('takes the retention from WIFI_PASSWORD_RETENTION_DAYS', async () => {
    const db = await migratedMemoryDatabase();
    await journalLan(db, 'LN-TWODAYSOLD', 2, true);
    const env = parseEnv({ ...TEST_ENV, WIFI_PASSWORD_RETENTION_DAYS: '1' });
    expect((await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env, now: () => NOW })).wifiPasswordsPurged).toBe(1);
  });

  it('deletes the limit counters whose window has passed', async () => {
    const db = await migratedMemoryDatabase();
    await db.run("INSERT INTO rate_limits (bucket, hits, resets_at) VALUES ('submissions:198.51.100.7', 3, ?), ('submissions@site', 9, ?)", [
      NOW.getTime() - 1,
      NOW.getTime() + 60_000,
    ]);
    expect((await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env: parseEnv(TEST_ENV), now: () => NOW })).countersDeleted).toBe(1);
    expect(await db.all('SELECT bucket FROM rate_limits')).toEqual([{ bucket: 'submissions@site' }]);
  });

  it('forgets the payer details of orders unpaid after 90 days, and keeps those of paid or younger orders', async () => {
    const db = await migratedMemoryDatabase();
    const payer = { invoiceNumber: 'RR-1', name: 'Ann Lee', email: 'ann@example.com' };
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
    const unpaid = await createOrder(db, { amountCents: 100, credit: false, createdAt: daysAgo(91), payer });
    const paid = await createOrder(db, { amountCents: 100, credit: false, createdAt: daysAgo(91), payer });
    const recent = await createOrder(db, { amountCents: 100, credit: false, createdAt: daysAgo(89), payer });
    await db.run(
      `INSERT INTO payment_ledger (transaction_id, invoice, amount_cents, result, billing_street, provider_created, exchange_id, link_id, recorded_at)
       VALUES ('1', ?, 100, 'APPROVED', '', '', '', '1', ?)`,
      [paid.invoice, daysAgo(91)],
    );

    expect((await keepHouse({ db, fieldDb: await migratedFieldDatabase(), env: parseEnv(TEST_ENV), now: () => NOW })).unpaidPayersForgotten).toBe(1);

    const payerOf = (invoice: string) =>
      db.first('SELECT payer_invoice_number, payer_name, payer_email FROM payment_orders WHERE invoice = ?', [invoice]);
    expect(await payerOf(unpaid.invoice)).toEqual({ payer_invoice_number: null, payer_name: null, payer_email: null });
    for (const kept of [paid, recent]) {
      expect(await payerOf(kept.invoice)).toEqual({ payer_invoice_number: 'RR-1', payer_name: 'Ann Lee', payer_email: 'ann@example.com' });
    }
  });

  it('deletes the field reports older than FIELD_REPORT_RETENTION_DAYS (3), keeping their counts, in the field database', async () => {
    const db = await migratedMemoryDatabase();
    const fieldDb = await migratedFieldDatabase();
    const pageView = { kind: 'page-view', remote: 'careers', version: '3f2a9c01b7de', route: '/apply', device: 'mobile' } as const;
    for (const days of [3.5, 2.5, 1]) {
      const at = new Date(NOW.getTime() - days * DAY_MS);
      await storeFieldReports(fieldDb, { grant: { id: `grant-${days}`, expiresAt: new Date(at.getTime() + 60_000) }, reports: [pageView], at, ceilingPerMinute: 6000, client: `client-${days}`, loadsPerClientPerHour: 6 });
    }
    const count = async (table: string) => (await fieldDb.first<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table}`))!.count;

    expect((await keepHouse({ db, fieldDb, env: parseEnv(TEST_ENV), now: () => NOW })).fieldReportsPruned).toEqual({ ...NOTHING_PRUNED, reports: 1, grants: 9, counters: 3 });
    expect(await count('field_reports')).toBe(2);
    expect(await count('field_minutes')).toBe(3);

    const env = parseEnv({ ...TEST_ENV, FIELD_REPORT_RETENTION_DAYS: '2' });
    expect((await keepHouse({ db, fieldDb, env, now: () => NOW })).fieldReportsPruned.reports).toBe(1);
    expect(await count('field_reports')).toBe(1);
  });
});
