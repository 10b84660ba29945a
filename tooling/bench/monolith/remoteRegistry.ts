// Monolith stand-in for shell/src/remotes/remoteRegistry.ts: the remotes'
// routes are ordinary lazy chunks of the same build.
import { configureWorker } from 'shared-ui/api/worker';
import type { RemoteName } from 'site/remotes';

const ROUTES = {
  marketing: () => import('../../../mf-marketing/src/routes'),
  careers: () => import('../../../mf-careers/src/routes'),
  payments: () => import('../../../mf-payments/src/routes'),
  guides: () => import('../../../mf-guides/src/routes'),
  staffhub: () => import('../../../mf-staffhub/src/routes'),
} satisfies Record<RemoteName, unknown>;

export async function loadManifest() {
  const manifest = await (await fetch('/remotes.json')).json();
  configureWorker(manifest.worker);
  return manifest;
}

export async function loadRemoteRoutes(name: RemoteName, _attempt: number) {
  await loadManifest();
  return ROUTES[name]();
}
