// The moment the page's scripts take over the server's HTML: the page is hydrated whole,
// marked so (<html data-interactive>, for monitoring, the benchmark and tests), and what
// the visitor did before is done again.
import { hydrateWhole } from './hydrateWhole';
import { replayEarlyEvents } from './replayEarlyEvents';

/** Runs once React has hydrated the page's first pass; outside React's own work. */
export async function takeOverPage(root: Element | null) {
  await Promise.resolve();
  if (root) hydrateWhole(root);
  document.documentElement.dataset.interactive = 'true';
  await replayEarlyEvents();
}
