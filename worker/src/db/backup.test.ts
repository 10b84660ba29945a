import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase, defaultBackupPath } from './backup';
import { openSqliteDatabase } from './sqliteDatabase';

describe('backupDatabase', () => {
  it('copies the database while it is open and being written, WAL contents included, readable by its owner only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-backup-'));
    try {
      const source = join(dir, 'worker.sqlite');
      const running = openSqliteDatabase(source);
      await running.run('CREATE TABLE payment_ledger (transaction_id TEXT PRIMARY KEY)');
      for (let row = 0; row < 200; row++) await running.run('INSERT INTO payment_ledger VALUES (?)', [`tx-${row}`]);

      const copy = join(dir, 'copy.sqlite');
      await backupDatabase(source, copy);
      await running.run("INSERT INTO payment_ledger VALUES ('after-the-backup')");

      const restored = openSqliteDatabase(copy, { readonly: true, fileMustExist: true });
      expect(await restored.first('SELECT COUNT(*) AS count FROM payment_ledger')).toEqual({ count: 200 });
      expect(await restored.first('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
      expect(statSync(copy).mode & 0o777).toBe(0o600);
      await restored.close();
      await running.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces an older copy, and keeps it when the new copy cannot be made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-backup-'));
    try {
      const source = join(dir, 'worker.sqlite');
      const running = openSqliteDatabase(source);
      await running.run('CREATE TABLE notes (id INTEGER)');
      await running.run('INSERT INTO notes VALUES (1)');
      const copy = join(dir, 'copy.sqlite');
      await backupDatabase(source, copy);
      await running.run('INSERT INTO notes VALUES (2)');
      await backupDatabase(source, copy);

      const count = async () => {
        const restored = openSqliteDatabase(copy, { readonly: true, fileMustExist: true });
        const row = await restored.first('SELECT COUNT(*) AS count FROM notes');
        await restored.close();
        return row;
      };
      expect(await count()).toEqual({ count: 2 });

      await running.close();
      rmSync(`${source}-wal`, { force: true });
      rmSync(`${source}-shm`, { force: true });
      writeFileSync(source, 'not a database, a disk gone bad');
      await expect(backupDatabase(source, copy)).rejects.toMatchObject({ code: 'SQLITE_NOTADB' });
      expect(await count()).toEqual({ count: 2 });
      expect(existsSync(`${copy}.partial`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a copy by its time, beside the database', () => {
    expect(defaultBackupPath('/var/lib/av-worker/worker.sqlite', new Date('2026-05-01T12:30:05.123Z'))).toBe(
      '/var/lib/av-worker/worker.backup-2026-05-01T12-30-05-123Z.sqlite',
    );
  });
});
