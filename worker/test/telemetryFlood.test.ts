// A flood of field reports beside a form and a purchase (#32): the reports go to the field
// reports' own database, so the journal's and the ledger's database sees not one statement
// more while the flood runs than it does for the form and the purchase alone, and both go
// through. (How long each takes belongs in the benchmark, not here: what this proves is
// that the flood never writes, nor waits for a write, where a payment or a form is written.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldReport } from 'contract/schemas/fieldReports';
import { VALID_BODIES } from 'contract/testing/validBodies';
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrations';
import { readMigrationFiles } from '../src/db/migrationFiles';
import { openSqliteDatabase } from '../src/db/sqliteDatabase';
import { testGrant } from './fieldGrants';
import { journaled } from './journalRequests';
import { createPaymentApp, placeOrder, purchaseFor, saleFor } from './payments';
import { FIELD_MIGRATIONS_DIR, MIGRATIONS_DIR, postJson, SITE_ORIGIN, TEST_CLIENT_HEADER } from './testApp';

jest.setTimeout(60_000);

const WHERE = { remote: 'careers', version: '3f2a9c01b7de', route: '/apply', device: 'mobile' } as const;
const FLOOD_BATCHES = 300;

/** The SQL each statement run on `db` had, from now on. */
function recordStatements(db: Database): string[] {
  const seen: string[] = [];
  for (const method of ['run', 'first', 'all'] as const) {
    const original = db[method].bind(db) as (sql: string, params?: unknown[]) => Promise<unknown>;
    (db as unknown as Record<string, unknown>)[method] = (sql: string, params?: unknown[]) => {
      seen.push(sql);
      return original(sql, params);
    };
  }
  const batch = db.batch.bind(db);
  db.batch = (statements) => {
    seen.push(...statements.map(({ sql }) => sql));
    return batch(statements);
  };
  return seen;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'telemetry-flood-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A worker over two SQLite files, as on Node, and what its journal's and ledger's database is asked. */
async function workerOnFiles() {
  const db = openSqliteDatabase(join(dir, 'worker.sqlite'));
  await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
  const fieldDb = openSqliteDatabase(join(dir, 'worker.field.sqlite'));
  await applyMigrations(fieldDb, await readMigrationFiles(FIELD_MIGRATIONS_DIR));
  const context = await createPaymentApp({ db, fieldDb, env: { FIELD_REPORT_LIMIT_PER_CLIENT: '1000' } });
  return { ...context, fieldDb, statements: recordStatements(db) };
}

/** A form and a purchase, as a visitor sends them. */
async function formAndPurchase(context: Awaited<ReturnType<typeof workerOnFiles>>) {
  const { app, providers } = context;
  const form = journaled(app, 'ticket', VALID_BODIES.ticket);
  const purchase = (async () => {
    const order = await placeOrder(app, providers, { amount: '100.00', credit: false });
    return postJson(app, '/purchase', purchaseFor(providers.addTransaction(saleFor(order)), order.invoice));
  })();
  return Promise.all([form, purchase]);
}

const flood = (app: Awaited<ReturnType<typeof workerOnFiles>>['app']) =>
  Promise.all(
    Array.from({ length: FLOOD_BATCHES }, (_, index) => {
      const reports: FieldReport[] = [{ kind: 'page-view', ...WHERE }, ...Array.from({ length: 20 }, () => ({ kind: 'error', ...WHERE, source: 'uncaught' }) as const)];
      // Genuine grants and forged ones, from several addresses.
      const key = index % 2 === 0 ? undefined : 'a-key-some-script-made-up-0123456789abcdef';
      return app.request('/field-reports', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN, [TEST_CLIENT_HEADER]: `127.0.0.${(index % 3) + 1}` },
        body: JSON.stringify({ grant: testGrant({ versions: { careers: WHERE.version }, at: new Date(), key }), reports }),
      });
    }),
  );

it("lets a form and a purchase through a flood of field reports, which writes nothing to the ledger's and the journal's database", async () => {
  const calm = await workerOnFiles();
  const [calmForm, calmPurchase] = await formAndPurchase(calm);
  expect(calmPurchase.status).toBe(200);
  expect(calmForm.caseId).toEqual(expect.any(String));
  const calmStatements = [...calm.statements].sort();
  rmSync(dir, { recursive: true, force: true });
  dir = mkdtempSync(join(tmpdir(), 'telemetry-flood-'));

  const flooded = await workerOnFiles();
  const [answers, [form, purchase]] = await Promise.all([flood(flooded.app), formAndPurchase(flooded)]);
  const floodedStatements = [...flooded.statements].sort();
  expect(purchase.status).toBe(200);
  expect(form.caseId).toEqual(expect.any(String));
  expect(await flooded.ledger()).toHaveLength(1);
  expect(await flooded.db.first('SELECT COUNT(*) AS count FROM submissions')).toEqual({ count: 1 });
  // The flood was answered (half its grants forged), and not one of its statements reached this database.
  expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(FLOOD_BATCHES / 2).fill(204), ...Array<number>(FLOOD_BATCHES / 2).fill(403)]);
  expect(floodedStatements).toEqual(calmStatements);
  expect(floodedStatements.filter((sql) => /field/i.test(sql))).toEqual([]);
  // Where the flood went: its 150 genuine grants from three addresses, each address counted up to its cap (6 page loads an hour).
  expect(await flooded.fieldDb.first('SELECT SUM(page_loads) AS loads, SUM(errored_loads) AS errored FROM field_minutes')).toEqual({ loads: 3 * 6, errored: 3 * 6 });
  expect(await flooded.fieldDb.first('SELECT SUM(clients) AS clients, SUM(capped_loads) AS capped FROM field_client_hours')).toEqual({ clients: 3, capped: FLOOD_BATCHES / 2 - 3 * 6 });
});
