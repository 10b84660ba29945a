// The release service under Miniflare (workerd, offline) as wrangler would run it
// (testing/serviceBundle.ts): its R2 bucket and D1 database as wrangler.toml declares
// them (local and in memory), D1 migrated with the service's migration files, and keys
// minted with the same statements as bin/release-key.js.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types/latest';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { mintKey, revokeKey } from '../src/keyAdmin.js';
import { bundleService, migrationStatements, PACKAGE_DIR, wranglerOptions } from '../testing/serviceBundle';

export { PACKAGE_DIR, wranglerOptions };
export const TEST_PEPPER = 'the-release-service-test-pepper-0123456789';
export const TEST_PREVIEW_KEY = 'the-release-service-test-preview-key-0123456789';
export const SERVICE_URL = 'http://releases.test';

export interface RequestOptions {
  token?: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface ServiceUnderTest {
  mf: Miniflare;
  db: D1Database;
  bucket: R2Bucket;
  request: (method: string, path: string, options?: RequestOptions) => Promise<Response>;
  /** A new key for `remotes`: its id and its token. */
  mintKey: (name: string, remotes: string[], scope?: 'release' | 'preview' | 'journeys') => Promise<{ id: string; token: string }>;
  revokeKey: (id: string) => Promise<void>;
  stop: () => Promise<void>;
}

export interface ServiceOptions {
  /** Bundle test/countingEntry.ts, whose GET /__test/reads counts the store reads. */
  countReads?: boolean;
  bindings?: Record<string, string>;
  /** The migration files applied, by name (default: all of them, in order). */
  migrations?: string[];
  /** More of Miniflare's options: an outbound fetch for the worker the judge reads, the runtime's output. */
  miniflare?: Partial<Pick<MiniflareOptions, 'outboundService' | 'handleRuntimeStdio'>>;
}

export async function startService({ countReads = false, bindings = {}, migrations, miniflare = {} }: ServiceOptions = {}): Promise<ServiceUnderTest> {
  const outDir = mkdtempSync(join(tmpdir(), 'release-service-'));
  const scriptPath = join(outDir, 'service.mjs');
  await bundleService(scriptPath, join(PACKAGE_DIR, countReads ? 'test/countingEntry.ts' : 'src/index.ts'));
  const fromToml = await wranglerOptions();
  const mf = new Miniflare({
    ...fromToml,
    modules: true,
    scriptPath,
    modulesRoot: outDir,
    bindings: { ...fromToml.bindings, RELEASE_KEY_PEPPER: TEST_PEPPER, PREVIEW_SIGNING_KEY: TEST_PREVIEW_KEY, ...bindings },
    ...miniflare,
  } as MiniflareOptions);
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  const bucket = (await mf.getR2Bucket('RELEASES')) as unknown as R2Bucket;
  await db.batch(migrationStatements(migrations).map((statement) => db.prepare(statement)));

  return {
    mf,
    db,
    bucket,
    request: (method, path, { token, body, headers = {} } = {}) =>
      mf.dispatchFetch(`${SERVICE_URL}${path}`, {
        method,
        body,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      }) as unknown as Promise<Response>,
    mintKey: async (name, remotes, scope) => {
      const { id, token, sql } = await mintKey({ name, remotes, pepper: TEST_PEPPER, scope });
      await db.prepare(sql).run();
      return { id, token };
    },
    revokeKey: async (id) => {
      await db.prepare(revokeKey(id)).run();
    },
    stop: async () => {
      await mf.dispose();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
