// The composer's Workers build (shell/dist-server/webworker/edge.mjs) as Miniflare runs it:
// the shell's files as its static assets, the Worker first, and the e2e site's remotes
// reachable on this machine.
import path from 'node:path';
import type { WorkerOptions } from 'miniflare';
import { remotesManifest } from 'site/remotesManifest';
import { BASE_PORT, environment, repoRoot } from './site';

export const siteManifest = remotesManifest(BASE_PORT);

export const composerWorker = (bindings: Record<string, string>): WorkerOptions => ({
  // Listed rather than found by walking its imports: Miniflare's walk refuses the
  // computed import() in React Router's and the federation runtime's code, which the
  // composer bundles but never calls (wrangler's own bundling leaves them be).
  modulesRoot: path.join(repoRoot, 'shell/dist-server/webworker'),
  modules: [{ type: 'ESModule', path: path.join(repoRoot, 'shell/dist-server/webworker/edge.mjs') }],
  compatibilityDate: '2025-09-01',
  // The budget and deadline as the Node composer of these tests has them: the machine is shared with the whole suite.
  bindings: {
    SITE_MANIFEST: JSON.stringify(siteManifest),
    SITE_ORIGIN: 'https://www.example.com',
    REMOTE_HTML_BUDGET_MS: environment.REMOTE_HTML_BUDGET_MS!,
    COMPOSER_DEADLINE_MS: environment.COMPOSER_DEADLINE_MS!,
    ...bindings,
  },
  assets: {
    directory: path.join(repoRoot, 'shell/dist'),
    binding: 'ASSETS',
    routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
  },
  // The remotes listen on this machine, an address workerd's network refuses by default.
  outboundService: { network: { allow: ['private', 'local'] } },
});
