import { mkdtempSync, rmSync, statSync } from 'node:fs';
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

  it('names a copy by its time, beside the database', () => {
    expect(defaultBackupPath('/var/lib/av-worker/worker.sqlite', new Date('2026-05-01T12:30:05.123Z'))).toBe(
      '/var/lib/av-worker/worker.backup-2026-05-01T12-30-05-123Z.sqlite',
    );
  });
});
