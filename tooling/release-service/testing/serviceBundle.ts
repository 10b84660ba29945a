// The release service as wrangler would deploy it, for Miniflare (workerd, offline): the
// entry bundled by esbuild, the options wrangler derives from wrangler.toml, and the
// statements of its D1 migrations. Used by the service's own tests and by the e2e run,
// which starts it beside the composer on one R2 bucket.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { MiniflareOptions } from 'miniflare';

export const PACKAGE_DIR = join(__dirname, '..');

export type WranglerOptions = Pick<MiniflareOptions, 'compatibilityDate' | 'compatibilityFlags' | 'r2Buckets' | 'd1Databases' | 'kvNamespaces' | 'serviceBindings'> & {
  bindings: Record<string, string>;
};

/** What wrangler makes of the service's wrangler.toml. */
export async function wranglerOptions(): Promise<WranglerOptions> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'wranglerOptions.mjs'), join(PACKAGE_DIR, 'wrangler.toml')], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  return JSON.parse(stdout) as WranglerOptions;
}

/** The migration files' statements, in order: of every file, or of those named. */
export function migrationStatements(files?: string[]): string[] {
  const dir = join(PACKAGE_DIR, 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && (!files || files.includes(name)))
    .sort()
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').replace(/^\s*--.*$/gm, '').split(/;\s*$/m))
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Bundles `entry` (the service's own by default) into `outfile`, as one ES module. */
export async function bundleService(outfile: string, entry = join(PACKAGE_DIR, 'src/index.ts')): Promise<void> {
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
