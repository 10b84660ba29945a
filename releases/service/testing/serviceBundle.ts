// The release service as wrangler would deploy it, for Miniflare (workerd, offline): the
// entry bundled by esbuild, the options wrangler derives from wrangler.toml, and the
// statements of its D1 migrations. Used by the service's own tests and by the e2e run,
// which starts it beside the composer on one R2 bucket.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorker, wranglerOptions as optionsOf } from 'site-testing/workers';

export const PACKAGE_DIR = join(__dirname, '..');

/** What wrangler makes of the service's wrangler.toml. */
export const wranglerOptions = () => optionsOf(join(PACKAGE_DIR, 'wrangler.toml'));

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
export const bundleService = (outfile: string, entry = join(PACKAGE_DIR, 'src/index.ts')) => bundleWorker(entry, outfile);
