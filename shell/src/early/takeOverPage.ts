// The moment the page's scripts take over the server's HTML: the frame is live first
// (<html data-frame-interactive>), then, once the remote's part is hydrated too, the page
// is hydrated whole, marked so (<html data-interactive>, for monitoring, the benchmark and
// tests), and what the visitor did before is done again.
import { hydrateWhole } from './hydrateWhole';
import { replayEarlyEvents } from './replayEarlyEvents';

/**
 * Runs once React has hydrated the page's first pass (the frame); outside React's own
 * work. `remoteRegion` settles once the remote's part of the page is hydrated as well
 * (shell/src/remotes/remoteRegion.ts).
 */
export async function takeOverPage(root: Element | null, remoteRegion: Promise<void> = Promise.resolve()) {
  await Promise.resolve();
  document.documentElement.dataset.frameInteractive = 'true';
  await remoteRegion;
  if (root) hydrateWhole(root);
  document.documentElement.dataset.interactive = 'true';
  await replayEarlyEvents();
}
