// Lets a remote's team run their remote on its own (`npm run dev -w mf-careers`)
// without the shell: the remote's routes in a router, with the design tokens.
// Only a remote's src/index.ts imports it, and the remotes' webpack configuration builds
// that entry in development alone, into the standalone.html page beside that configuration.
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

export function renderStandalone(Routes: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main id="main">
          <Routes />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
