// Releases in their production shape, under Miniflare (workerd, offline): the release
// service (releases/service) and the composer on Workers, each bound to one R2
// bucket, and the bucket's public address (on Cloudflare, a custom domain on the bucket,
// which Miniflare does not run) as a third Worker that serves it read-only with CORS *.
// Each listens on its own port, for the release tool and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { mintKey } from '../../releases/service/src/keyAdmin.js';
import { bundleService, migrationStatements, wranglerOptions } from '../../releases/service/testing/serviceBundle';
import { composerWorker } from './composerOnWorkers';
import { NO_HOLDBACK } from './release';

const BUCKET = 'av-releases';
const PEPPER = 'the-e2e-release-key-pepper-0123456789abcdef';
const PREVIEW_KEY = 'the-e2e-preview-signing-key-0123456789abcdef';

const PUBLIC_BUCKET = `
export default {
  async fetch(request, env) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405 });
    const object = await env.RELEASES.get(decodeURIComponent(new URL(request.url).pathname.slice(1)));
    if (!object) return new Response('Not Found', { status: 404, headers: { 'Access-Control-Allow-Origin': '*' } });
    const headers = new Headers({ 'Access-Control-Allow-Origin': '*', ETag: object.httpEtag });
    object.writeHttpMetadata(headers);
    return new Response(request.method === 'HEAD' ? null : object.body, { headers });
  },
};`;

export interface ReleasePlatform {
  serviceUrl: string;
  siteUrl: string;
  bucketUrl: string;
  /** A release key for `remotes`, minted as `npm run key -w release-service -- mint` does (`--preview`: a preview key). */
  mintKey: (name: string, remotes: string[], scope?: 'release' | 'preview') => Promise<string>;
  stop: () => Promise<void>;
}

export async function startReleasePlatform(ports: { site: number; service: number; bucket: number }): Promise<ReleasePlatform> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'release-platform-'));
  const servicePath = path.join(outDir, 'service.mjs');
  await bundleService(servicePath);
  const fromToml = await wranglerOptions();
  const siteUrl = `http://localhost:${ports.site}`;
  const bucketUrl = `http://localhost:${ports.bucket}`;
  const socket = (port: number) => [{ host: '127.0.0.1', port }];
  const mf = new Miniflare({
    workers: [
      {
        ...composerWorker({ SITE_ORIGIN: siteUrl, RELEASES_URL: bucketUrl, PREVIEW_SIGNING_KEY: PREVIEW_KEY }),
        name: 'composer',
        r2Buckets: { RELEASES: BUCKET },
        unsafeDirectSockets: socket(ports.site),
      },
      {
        ...fromToml,
        name: 'release-service',
        modules: true,
        scriptPath: servicePath,
        modulesRoot: outDir,
        bindings: { ...fromToml.bindings, RELEASE_KEY_PEPPER: PEPPER, PREVIEW_SIGNING_KEY: PREVIEW_KEY, ...NO_HOLDBACK },
        unsafeDirectSockets: socket(ports.service),
      },
      { name: 'public-bucket', modules: true, script: PUBLIC_BUCKET, compatibilityDate: '2025-09-01', r2Buckets: { RELEASES: BUCKET }, unsafeDirectSockets: socket(ports.bucket) },
    ],
  });
  await mf.ready;
  const db = await mf.getD1Database('DB', 'release-service');
  await db.batch(migrationStatements().map((statement) => db.prepare(statement)));
  return {
    serviceUrl: `http://localhost:${ports.service}`,
    siteUrl,
    bucketUrl,
    mintKey: async (name, remotes, scope) => {
      const { token, sql } = await mintKey({ name, remotes, pepper: PEPPER, scope });
      await db.prepare(sql).run();
      return token;
    },
    stop: async () => {
      await mf.dispose();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
