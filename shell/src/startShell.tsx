import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import type { FirstRender } from './remotes/firstRender';
import { readServerState, type ServerState } from './remotes/serverState';
import { installFederationPlugins } from './remotes/federationPlugins';
import { fieldReportsManifest, startFieldReports } from './field/fieldReports';
import { adoptServerManifest, loadManifest, loadRemoteRoutes } from './remotes/remoteRegistry';
import { ownerOf } from 'site/routes';
import { remoteRegionSettled } from './remotes/remoteRegion';
import { exposeComposedFrom } from './remotes/composedFrom';
import { keepServerDrawnOnFailure } from './remotes/keptServerDrawn';
import { codeArrived } from './early/replayEarlyEvents';

/**
 * The owning remote's routes and the first page's code, started as soon as the shell
 * runs: for a page the server drew, so React finds the same markup when it hydrates;
 * for a page drawn only in the browser (the staff hub), so its code and the data its
 * preload asks for are on their way while the frame hydrates with the loading screen.
 */
function startRemote(state: ServerState): Promise<RemoteRoutesModule> | undefined {
  const { remote, pathname } = state;
  if (!remote || remote.render === 'fallback') return undefined;
  return loadRemoteRoutes(remote.name, 0).then(async (routes) => {
    await routes.preload?.(pathname);
    codeArrived();
    return routes;
  });
}

/**
 * The page the server drew, as the browser draws it when hydrating: the owning remote's
 * routes are handed over still on their way, so the frame (nav, Menu, footer) hydrates
 * and works at once, and the remote's part of the page when its code arrives (or stays
 * as the server drew it if it does not: keptServerDrawn.ts).
 */
function firstRender(state: ServerState, started: Promise<RemoteRoutesModule> | undefined): FirstRender | undefined {
  const { remote, pathname } = state;
  if (!remote) return undefined;
  const first: FirstRender = { pathname, name: remote.name, render: remote.render };
  if (remote.render !== 'content' || !started) {
    // The route loads it itself once hydrated, finding it under way.
    started?.catch(() => undefined);
    return first;
  }
  return { ...first, routes: keepServerDrawnOnFailure(remote.name, pathname, started) };
}

// In a transition, the page's hydration yields to the browser every few milliseconds
// rather than holding the main thread for the whole page (registerIslands.ts's reason, and
// Next.js's way); a press meanwhile hydrates its part at once.
function hydrate(container: HTMLElement, first: FirstRender | undefined) {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App first={first} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('hydration:', error) },
    );
  });
}

/** Development (webpack serve): no server draws the page, the browser does. */
async function renderInBrowser(container: HTMLElement) {
  // The frame renders even when the manifest cannot be read: the remotes' routes
  // then show their fallback, and Retry asks for the manifest again.
  await loadManifest()
    .then((manifest) => {
      fieldReportsManifest(manifest);
      exposeComposedFrom(manifest);
    })
    .catch((error: unknown) => console.error('could not read remotes.json', error));
  // Start fetching the first page's remote now, while React renders the frame; the
  // route's own load then finds it under way (the federation runtime caches it).
  const firstRemote = ownerOf(window.location.pathname);
  if (firstRemote) loadRemoteRoutes(firstRemote, 0).catch(() => undefined);
  remoteRegionSettled();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Resolves once the browser has had a chance to paint what it has. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export async function startShell() {
  // First, so that whatever goes wrong from here on is reported.
  startFieldReports();
  installFederationPlugins();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const state = readServerState(document);
  if (!state) return renderInBrowser(container);
  adoptServerManifest(state.manifest);
  fieldReportsManifest(state.manifest);
  exposeComposedFrom(state.manifest);
  const started = startRemote(state);
  // Without a remote's part drawn from its code, nothing of the page waits for one.
  if (state.remote?.render !== 'content') remoteRegionSettled();
  // The server's HTML is the page: let it show before hydrating it, which can keep the
  // main thread busy for a while.
  await afterPaint();
  hydrate(container, firstRender(state, started));
}
