import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installFederationPlugins } from './remotes/federationPlugins';
import { loadManifest } from './remotes/remoteRegistry';

export async function startShell() {
  installFederationPlugins();
  // The frame renders even when the manifest cannot be read: the remotes' routes
  // then show their fallback, and Retry asks for the manifest again.
  await loadManifest().catch((error: unknown) => console.error('could not read remotes.json', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
