import type { Database } from '../db/database';
import { readMigrationFiles } from '../db/migrationFiles';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { createTestApp, MIGRATIONS_DIR } from '../../test/testApp';

describe('GET /health', () => {
  it('answers ok with the latest migration applied', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    const latest = (await readMigrationFiles(MIGRATIONS_DIR)).at(-1)!.name;
    expect(await response.json()).toEqual({ ok: true, db: 'ok', migration: latest });
  });

  it('answers 503 when the database cannot be read, without its error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken: Database = {
      run: () => Promise.reject(new Error('SQLITE_CANTOPEN /srv/private/path')),
      first: () => Promise.reject(new Error('SQLITE_CANTOPEN /srv/private/path')),
      all: () => Promise.reject(new Error('SQLITE_CANTOPEN /srv/private/path')),
      batch: () => Promise.reject(new Error('SQLITE_CANTOPEN /srv/private/path')),
      close: async () => {},
    };
    const { app } = await createTestApp({ db: broken });

    const response = await app.request('/health');

    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, db: 'unavailable', error: 'The database is unavailable' });
    expect(text).not.toContain('SQLITE');
  });

  it('answers 503 when the migrations were never applied', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await createTestApp({ db: openSqliteDatabase(':memory:') });
    expect((await app.request('/health')).status).toBe(503);
  });
});
