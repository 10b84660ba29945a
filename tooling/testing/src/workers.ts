// A Cloudflare Worker as wrangler would run it, for tests under Miniflare (workerd,
// offline): its entry bundled by esbuild the way wrangler bundles it, and the options
// wrangler derives from its wrangler.toml. The worker's edge tests and the release
// service's tests both start theirs this way.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { MiniflareOptions } from 'miniflare';

/** wrangler's environment: no metrics sent from a test. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

export type WranglerOptions = Pick<MiniflareOptions, 'compatibilityDate' | 'compatibilityFlags' | 'r2Buckets' | 'd1Databases' | 'kvNamespaces' | 'serviceBindings'> & {
  bindings: Record<string, string>;
};

// Loading wrangler to read a wrangler.toml costs about 2 CPU-s, and some 25 test files
// start a Worker: what it made of the same inputs is kept for the next (cleared by npm ci).
const CACHE_DIR = join(__dirname, '../../../node_modules/.cache/wrangler-options');
const WRANGLER_VERSION = (JSON.parse(readFileSync(require.resolve('wrangler/package.json'), 'utf8')) as { version: string }).version;

/** Everything wrangler's answer depends on: its version, the reading script, the toml (where it is, what it says) and its folder's .dev.vars, the environment chosen. */
function inputsKey(tomlPath: string): string {
  const hash = createHash('sha256').update(`${WRANGLER_VERSION}\0${process.env.CLOUDFLARE_ENV ?? ''}\0${resolve(tomlPath)}\0`);
  for (const file of [join(__dirname, 'wranglerOptions.mjs'), tomlPath, join(dirname(tomlPath), '.dev.vars')]) {
    hash.update(existsSync(file) ? readFileSync(file) : '(none)').update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** What wrangler makes of the wrangler.toml at `tomlPath`. */
export async function wranglerOptions(tomlPath: string): Promise<WranglerOptions> {
  const cached = join(CACHE_DIR, `${inputsKey(tomlPath)}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as WranglerOptions;
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'wranglerOptions.mjs'), tomlPath], { env: WRANGLER_ENV });
  const answer = stdout.trim().split('\n').at(-1)!;
  const options = JSON.parse(answer) as WranglerOptions;
  // Written aside and renamed: a test file on the other Jest worker reads it whole or not at all.
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, answer);
  renameSync(partial, cached);
  return options;
}

/** Bundles the Worker `entry` into `outfile`, one ES module for workerd. */
export async function bundleWorker(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    logLevel: 'silent',
  });
}
