// The moment the page's scripts take over the server's HTML: the frame is live first
// (<html data-frame-interactive>) and what the visitor did to it before is done again;
// then, once the remote's part is hydrated too, the page is hydrated whole, marked so
// (<html data-interactive>, for monitoring, the benchmark and tests), and what the visitor
// did inside the remote's part is done again. <html data-scripts="failed"> (set by the
// capture when it let go) says at the end whether the remote's part runs its code.
import { anyKept } from '../remotes/keptServerDrawn';
import { REMOTE_REGION_ATTRIBUTE } from '../remotes/remoteRegion';
import { hydrateWhole } from './hydrateWhole';
import { replayEarlyEvents, replayOutside } from './replayEarlyEvents';

/**
 * Runs once React has hydrated the page's first pass (the frame); outside React's own
 * work. `remoteRegion` settles once the remote's part of the page is hydrated as well
 * (shell/src/remotes/remoteRegion.ts).
 */
export async function takeOverPage(root: Element | null, remoteRegion: Promise<void> = Promise.resolve()) {
  await Promise.resolve();
  document.documentElement.dataset.frameInteractive = 'true';
  await replayOutside(`[${REMOTE_REGION_ATTRIBUTE}]`);
  await remoteRegion;
  if (anyKept()) document.documentElement.dataset.scripts = 'failed';
  else delete document.documentElement.dataset.scripts;
  if (root) hydrateWhole(root);
  document.documentElement.dataset.interactive = 'true';
  await replayEarlyEvents();
}
