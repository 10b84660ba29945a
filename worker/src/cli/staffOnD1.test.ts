// The staff command on D1 sends SQL text to `wrangler d1 execute`: here that text runs on
// a migrated SQLite database as D1 would run it (no network, no wrangler), and does what
// the Node command does: invite (a new person, or a new link for one who is there), revoke.
import { openSqliteConnection, sqliteDatabase } from '../db/sqliteDatabase';
import { applyMigrations } from '../db/migrations';
import { readMigrationFiles } from '../db/migrationFiles';
import { inlineSql } from '../db/inlineSql';
import { requireInvitation } from '../office/invitations';
import { newInvitation } from '../office/people';
import { revokeStatements } from '../office/staffStatements';
import { MIGRATIONS_DIR } from '../../test/testApp';
import { d1Script, lastRows, personAfter, wranglerArguments } from './staffOnD1';

const NOW = new Date('2026-11-27T09:00:00.000Z');

async function migratedFile() {
  const sqlite = openSqliteConnection(':memory:');
  const db = sqliteDatabase(sqlite);
  await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
  /** Runs a script as `wrangler d1 execute --command` would: text only. */
  const execute = (script: string) => sqlite.exec(script);
  return { db, execute };
}

describe('inlineSql', () => {
  it('writes text, numbers and NULL in as SQL literals, quotes doubled', () => {
    expect(inlineSql({ sql: 'INSERT INTO t (a, b, c) VALUES (?, ?, ?)', params: ["O'Neil", 42, null] })).toBe("INSERT INTO t (a, b, c) VALUES ('O''Neil', 42, NULL)");
  });

  it('refuses a count of values other than the placeholders’', () => {
    expect(() => inlineSql({ sql: 'SELECT ?', params: [] })).toThrow('1 placeholders for 0 values');
  });
});

describe('the staff command’s SQL for D1', () => {
  it('invites a new person: the link’s invitation enrols them, and the command is audited', async () => {
    const { db, execute } = await migratedFile();
    const { invitation, statements } = await newInvitation("  Siobhán   O'Neil ", NOW);
    execute(d1Script(statements));
    const person = await requireInvitation(db, invitation, NOW);
    expect(person.person).toMatchObject({ name: "Siobhán O'Neil", revoked_at: null });
    expect(await db.all('SELECT person_name, action, subject FROM office_audit')).toEqual([
      { person_name: 'staff command', action: 'invite', subject: "Siobhán O'Neil" },
    ]);
  });

  it('gives a person who is there, named in any case, a new link that replaces the old one', async () => {
    const { db, execute } = await migratedFile();
    const first = await newInvitation('Jamie Lee', NOW);
    execute(d1Script(first.statements));
    const again = await newInvitation('JAMIE LEE', NOW);
    execute(d1Script(again.statements));
    expect(await db.all('SELECT name FROM office_people')).toEqual([{ name: 'Jamie Lee' }]);
    await expect(requireInvitation(db, first.invitation, NOW)).rejects.toThrow('used or has expired');
    expect((await requireInvitation(db, again.invitation, NOW)).person.name).toBe('Jamie Lee');
  });

  it('stores a name that looks like SQL as the name it is', async () => {
    const { db, execute } = await migratedFile();
    const name = "x'); DROP TABLE office_people; --";
    execute(d1Script((await newInvitation(name, NOW)).statements));
    expect(await db.all('SELECT name FROM office_people')).toEqual([{ name }]);
  });

  it('revokes by name or id: refused, sessions ended, invitation void, audited', async () => {
    const { db, execute } = await migratedFile();
    const { invitation, statements } = await newInvitation('Jamie Lee', NOW);
    execute(d1Script(statements));
    const { person } = await requireInvitation(db, invitation, NOW);
    await db.run("INSERT INTO office_sessions (token_hash, person_id, created_at, expires_at, idle_expires_at) VALUES ('h', ?, ?, '2026-11-27T17:00:00.000Z', '2026-11-27T09:30:00.000Z')", [
      person.id,
      NOW.toISOString(),
    ]);
    execute(d1Script([...revokeStatements(person.id, NOW), personAfter(person.id)]));
    expect(await db.first('SELECT revoked_at FROM office_people')).toEqual({ revoked_at: NOW.toISOString() });
    expect(await db.all('SELECT ended_at FROM office_sessions')).toEqual([{ ended_at: NOW.toISOString() }]);
    expect(await db.all('SELECT * FROM office_invitations')).toEqual([]);
    expect(await db.all("SELECT subject FROM office_audit WHERE action = 'revoke'")).toEqual([{ subject: 'Jamie Lee' }]);
  });

  it('revokes no one for a name no one has', async () => {
    const { db, execute } = await migratedFile();
    execute(d1Script((await newInvitation('Jamie Lee', NOW)).statements));
    execute(d1Script(revokeStatements('Sam Roe', NOW)));
    expect(await db.all('SELECT revoked_at FROM office_people')).toEqual([{ revoked_at: null }]);
    expect(await db.all("SELECT * FROM office_audit WHERE action = 'revoke'")).toEqual([]);
  });
});

describe('wrangler', () => {
  it('runs the script on the remote database by default, or the local one, printing JSON', () => {
    expect(wranglerArguments({ database: 'av-worker', local: false }, 'SELECT 1;')).toEqual([
      'wrangler', 'd1', 'execute', 'av-worker', '--remote', '--json', '--command', 'SELECT 1;',
    ]);
    expect(wranglerArguments({ database: 'DB', local: true }, 'SELECT 1;')).toContain('--local');
  });

  it('reads the last statement’s rows from what wrangler printed, and refuses anything else', () => {
    const printed = JSON.stringify([{ results: [], success: true }, { results: [{ name: 'Jamie Lee' }], success: true }]);
    expect(lastRows(printed)).toEqual([{ name: 'Jamie Lee' }]);
    expect(() => lastRows('[]')).toThrow('wrangler printed no results');
  });
});
