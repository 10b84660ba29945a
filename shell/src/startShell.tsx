import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installFederationPlugins } from './remotes/federationPlugins';
import { loadManifest, loadRemoteRoutes } from './remotes/remoteRegistry';
import { ownerOf } from './routing/ownership';

export async function startShell() {
  installFederationPlugins();
  // The frame renders even when the manifest cannot be read: the remotes' routes
  // then show their fallback, and Retry asks for the manifest again.
  await loadManifest().catch((error: unknown) => console.error('could not read remotes.json', error));
  // Start fetching the first page's remote now, while React renders the frame; the
  // route's own load then finds it under way (the federation runtime caches it).
  const firstRemote = ownerOf(window.location.pathname);
  if (firstRemote) loadRemoteRoutes(firstRemote, 0).catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
