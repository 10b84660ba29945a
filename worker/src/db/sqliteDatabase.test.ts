import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openSqliteDatabase } from './sqliteDatabase';

// libsql's errors come from Node's realm, which Jest's toThrow does not always
// recognise as errors; they are matched by their SQLite code instead.

describe('the SQLite database', () => {
  it('runs, reads one row and reads all rows', async () => {
    const db = openSqliteDatabase(':memory:');
    await db.run('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');

    expect(await db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [1, 'one'])).toEqual({ changes: 1 });
    await db.run('INSERT INTO notes (id, body) VALUES (?, ?)', [2, null]);

    expect(await db.first('SELECT body FROM notes WHERE id = ?', [1])).toEqual({ body: 'one' });
    expect(await db.first('SELECT body FROM notes WHERE id = ?', [3])).toBeNull();
    expect(await db.all('SELECT id, body FROM notes ORDER BY id')).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: null },
    ]);
    expect(await db.run('INSERT INTO notes (id, body) VALUES (1, ?) ON CONFLICT (id) DO NOTHING', ['again'])).toEqual({ changes: 0 });
  });

  it('runs a batch all or nothing', async () => {
    const db = openSqliteDatabase(':memory:');
    await db.run('CREATE TABLE notes (id INTEGER PRIMARY KEY)');

    await expect(
      db.batch([
        { sql: 'INSERT INTO notes (id) VALUES (?)', params: [1] },
        { sql: 'INSERT INTO notes (id) VALUES (?)', params: [1] },
      ]),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await db.all('SELECT id FROM notes')).toEqual([]);

    expect(await db.batch([{ sql: 'INSERT INTO notes (id) VALUES (1)' }, { sql: 'INSERT INTO notes (id) VALUES (2)' }])).toEqual([
      { changes: 1 },
      { changes: 1 },
    ]);
  });

  it('keeps a file in WAL mode that a read-only reader can open beside the writer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-db-'));
    try {
      const file = join(dir, 'journal.sqlite');
      const writer = openSqliteDatabase(file);
      expect(await writer.first('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
      await writer.run('CREATE TABLE notes (id INTEGER)');
      await writer.run('INSERT INTO notes (id) VALUES (7)');

      const reader = openSqliteDatabase(file, { readonly: true, fileMustExist: true });
      expect(await reader.all('SELECT id FROM notes')).toEqual([{ id: 7 }]);
      await expect(reader.run('INSERT INTO notes (id) VALUES (8)')).rejects.toMatchObject({ code: 'SQLITE_READONLY' });

      await reader.close();
      await writer.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs with synchronous = FULL under WAL, so a write it acknowledged survives a power cut', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-db-'));
    try {
      const db = openSqliteDatabase(join(dir, 'journal.sqlite'));
      expect(await db.first('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
      // 2 is FULL (0 OFF, 1 NORMAL, 3 EXTRA).
      expect(await db.first('PRAGMA synchronous')).toEqual({ synchronous: 2 });
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('creates the file, its WAL and its folder readable by their owner only, and tightens a file made wider', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-db-'));
    const mode = (path: string) => statSync(path).mode & 0o777;
    try {
      const file = join(dir, 'state', 'av-worker', 'worker.sqlite');
      const db = openSqliteDatabase(file);
      await db.run('CREATE TABLE notes (id INTEGER)');
      await db.run('INSERT INTO notes (id) VALUES (1)');
      expect(mode(dirname(file))).toBe(0o700);
      expect([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600]);
      await db.close();

      chmodSync(file, 0o644);
      const reopened = openSqliteDatabase(file);
      expect(mode(file)).toBe(0o600);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to create a missing file when asked not to', () => {
    expect(() => openSqliteDatabase(join(tmpdir(), 'no-such-dir-x9', 'journal.sqlite'), { fileMustExist: true })).toThrow();
  });
});
