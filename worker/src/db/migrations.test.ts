import { readMigrationFiles } from './migrationFiles';
import { applyMigrations, MIGRATIONS_TABLE, splitStatements } from './migrations';
import { openSqliteDatabase } from './sqliteDatabase';
import { FIELD_MIGRATIONS_DIR, MIGRATIONS_DIR } from '../../test/testApp';

describe('splitStatements', () => {
  it('splits at semicolons that end a line and drops comment lines', () => {
    const sql = [
      '-- a table; and its index',
      'CREATE TABLE t (',
      "  a TEXT DEFAULT 'x;y'",
      ');',
      '',
      'CREATE INDEX t_a ON t (a);  ',
      'INSERT INTO t (a) VALUES (1);',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      "CREATE TABLE t (\n  a TEXT DEFAULT 'x;y'\n)",
      'CREATE INDEX t_a ON t (a)',
      'INSERT INTO t (a) VALUES (1)',
    ]);
  });
});

describe('applyMigrations', () => {
  it('applies the package migrations once, recording them as wrangler does', async () => {
    const db = openSqliteDatabase(':memory:');
    const migrations = await readMigrationFiles(MIGRATIONS_DIR);
    const names = migrations.map((migration) => migration.name);
    expect(names).toEqual([
      '0001_submissions.sql',
      '0002_payments.sql',
      '0003_passcode_attempts.sql',
      '0004_delivery_tokens.sql',
      '0005_rate_limits.sql',
      '0006_ledger_review.sql',
      '0007_payer_details.sql',
      '0008_field_reports.sql',
      '0009_field_reports_moved.sql',
      '0010_office.sql',
      '0011_office_sessions_hardened.sql',
      '0012_bookings.sql',
    ]);

    expect(await applyMigrations(db, migrations)).toEqual(names);
    expect(await applyMigrations(db, migrations)).toEqual([]);

    const recorded = await db.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`);
    expect(recorded).toEqual(names.map((name) => ({ name })));
    expect(await db.first('SELECT COUNT(*) AS count FROM submissions')).toEqual({ count: 0 });
    expect(await db.first('SELECT COUNT(*) AS count FROM rate_limits')).toEqual({ count: 0 });
    expect(await db.first("SELECT name FROM sqlite_master WHERE name = 'passcode_attempts'")).toBeNull();
    // The field reports have a database of their own (field-migrations/, #32).
    expect(await db.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'field%'")).toEqual([]);
  });

  it("applies the field reports' own migrations to a database of their own", async () => {
    const fieldDb = openSqliteDatabase(':memory:');
    const migrations = await readMigrationFiles(FIELD_MIGRATIONS_DIR);
    expect(await applyMigrations(fieldDb, migrations)).toEqual(['0001_field_reports.sql', '0002_field_synthetic_minutes.sql', '0003_field_clients.sql', '0004_field_cohort_buckets.sql']);
    const tables = await fieldDb.all<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('${MIGRATIONS_TABLE}', 'sqlite_sequence') ORDER BY name`);
    expect(tables.map(({ name }) => name)).toEqual([
      'field_ceiling',
      'field_client_hours',
      'field_client_loads',
      'field_cohort_minutes',
      'field_grant_marks',
      'field_grants',
      'field_minutes',
      'field_report_salts',
      'field_reports',
      'field_synthetic_minutes',
      'field_vitals',
      'rate_limits',
    ]);
  });

  it('applies new migrations in name order after the ones already applied', async () => {
    const db = openSqliteDatabase(':memory:');
    await applyMigrations(db, [{ name: '0001_a.sql', sql: 'CREATE TABLE a (id INTEGER);' }]);

    const applied = await applyMigrations(db, [
      { name: '0003_c.sql', sql: 'ALTER TABLE a ADD COLUMN c TEXT;' },
      { name: '0001_a.sql', sql: 'CREATE TABLE a (id INTEGER);' },
      { name: '0002_b.sql', sql: 'ALTER TABLE a ADD COLUMN b TEXT;' },
    ]);

    expect(applied).toEqual(['0002_b.sql', '0003_c.sql']);
    await db.run('INSERT INTO a (id, b, c) VALUES (1, ?, ?)', ['b', 'c']);
  });

  it('leaves nothing of a migration that fails part-way', async () => {
    const db = openSqliteDatabase(':memory:');
    await expect(
      applyMigrations(db, [{ name: '0001_broken.sql', sql: 'CREATE TABLE ok (id INTEGER);\nCREATE TABLE broken (;' }]),
    ).rejects.toMatchObject({ code: 'SQLITE_ERROR', message: 'incomplete input' });
    expect(await db.first("SELECT name FROM sqlite_master WHERE name = 'ok'")).toBeNull();
    expect(await db.all(`SELECT name FROM ${MIGRATIONS_TABLE}`)).toEqual([]);
  });
});
