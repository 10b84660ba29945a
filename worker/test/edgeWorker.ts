// The Workers entry under Miniflare (workerd, offline), as wrangler would run it: the
// entry bundled by esbuild, configured from wrangler.toml, with the tests' environment and a
// local D1 database migrated with the same files as Node.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { D1Database } from '@cloudflare/workers-types';
import { build } from 'esbuild';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { d1Database } from '../src/db/d1Database';
import { applyMigrations } from '../src/db/migrations';
import { readMigrationFiles } from '../src/db/migrationFiles';
import { MIGRATIONS_DIR, TEST_ENV } from './testApp';

export const PACKAGE_DIR = join(__dirname, '..');
export const WRANGLER_TOML = join(PACKAGE_DIR, 'wrangler.toml');
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

type WranglerOptions = Pick<MiniflareOptions, 'compatibilityDate' | 'compatibilityFlags' | 'd1Databases'> & {
  bindings: Record<string, string>;
};

/** What wrangler makes of wrangler.toml (read in a child process: wrangler does not load inside Jest). */
export async function wranglerOptions(): Promise<WranglerOptions> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(PACKAGE_DIR, 'test/wranglerOptions.mjs'), WRANGLER_TOML], {
    env: WRANGLER_ENV,
  });
  return JSON.parse(stdout) as WranglerOptions;
}

export interface EdgeWorker {
  mf: Miniflare;
  d1: D1Database;
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
  await build({
    entryPoints: [join(PACKAGE_DIR, 'src/edge.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    logLevel: 'silent',
  });
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
  return {
    mf,
    d1,
    stop: async () => {
      await mf.dispose();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
