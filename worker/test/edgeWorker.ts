// The Workers entry under Miniflare (workerd, offline), as wrangler would run it: the
// entry bundled by esbuild, configured from wrangler.toml, with the tests' environment and
// local D1 databases (the journal's, the field reports') migrated with the same files as Node.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { D1Database } from '@cloudflare/workers-types';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { bundleWorker, wranglerOptions as optionsOf, WRANGLER_ENV } from 'site-testing/workers';
import { d1Database } from '../src/db/d1Database';
import { applyMigrations } from '../src/db/migrations';
import { readMigrationFiles } from '../src/db/migrationFiles';
import { FIELD_MIGRATIONS_DIR, MIGRATIONS_DIR, TEST_ENV } from './testApp';

export const PACKAGE_DIR = join(__dirname, '..');
export const WRANGLER_TOML = join(PACKAGE_DIR, 'wrangler.toml');
export { WRANGLER_ENV };

/** What wrangler makes of wrangler.toml. */
export const wranglerOptions = () => optionsOf(WRANGLER_TOML);

export interface EdgeWorker {
  mf: Miniflare;
  d1: D1Database;
  /** The field reports' own database (the FIELD_DB binding). */
  fieldD1: D1Database;
  stop: () => Promise<void>;
}

export interface EdgeWorkerOptions {
  /** Where the worker's own fetches (card gateway, captcha siteverify) go. */
  outboundService: (request: Request) => Promise<Response>;
  /** Lets a test fire the cron through /cdn-cgi/handler/scheduled. */
  unsafeTriggerHandlers?: boolean;
}

export async function startEdgeWorker(options: EdgeWorkerOptions): Promise<EdgeWorker> {
  const outDir = mkdtempSync(join(tmpdir(), 'worker-edge-'));
  const scriptPath = join(outDir, 'edge.mjs');
  await bundleWorker(join(PACKAGE_DIR, 'src/edge.ts'), scriptPath);
  const { bindings, ...fromToml } = await wranglerOptions();
  const mf = new Miniflare({
    ...fromToml,
    ...options,
    modules: true,
    scriptPath,
    // Module names are paths relative to this root; workerd refuses '..' in them.
    modulesRoot: outDir,
    bindings: { ...bindings, ...TEST_ENV },
  } as MiniflareOptions);
  const d1 = (await mf.getD1Database('DB')) as unknown as D1Database;
  await applyMigrations(d1Database(d1), await readMigrationFiles(MIGRATIONS_DIR));
  const fieldD1 = (await mf.getD1Database('FIELD_DB')) as unknown as D1Database;
  await applyMigrations(d1Database(fieldD1), await readMigrationFiles(FIELD_MIGRATIONS_DIR));
  return {
    mf,
    d1,
    fieldD1,
    stop: async () => {
      await mf.dispose();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
