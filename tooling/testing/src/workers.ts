// A Cloudflare Worker as wrangler would run it, for tests under Miniflare (workerd,
// offline): its entry bundled by esbuild the way wrangler bundles it, and the options
// wrangler derives from its wrangler.toml. The worker's edge tests and the release
// service's tests both start theirs this way.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { MiniflareOptions } from 'miniflare';

/** wrangler's environment: no metrics sent from a test. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

export type WranglerOptions = Pick<MiniflareOptions, 'compatibilityDate' | 'compatibilityFlags' | 'r2Buckets' | 'd1Databases' | 'kvNamespaces' | 'serviceBindings'> & {
  bindings: Record<string, string>;
};

/** What wrangler makes of the wrangler.toml at `tomlPath`. */
export async function wranglerOptions(tomlPath: string): Promise<WranglerOptions> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'wranglerOptions.mjs'), tomlPath], { env: WRANGLER_ENV });
  return JSON.parse(stdout) as WranglerOptions;
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
