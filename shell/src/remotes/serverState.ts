// What the server drew for the page a visitor arrives on, written into the page as JSON
// (a data block, not a script: the Content-Security-Policy has nothing to allow). Read by
// the shell's start (startShell.tsx) and by the script of a page sent without the app
// (staticPage.ts), which loads no React: nothing here may import it.
import type { SiteManifest } from './manifest';
import type { RemoteName } from 'site/routes';

/**
 * content: the owning remote's HTML; loading: the loading screen (pages drawn only in the
 * browser, such as the staff hub's); fallback: the remote was unreachable.
 */
export type RemoteRender = 'content' | 'loading' | 'fallback';

export interface ServerState {
  manifest: SiteManifest;
  pathname: string;
  remote?: { name: RemoteName; render: RemoteRender };
  /** A page sent without the app: the files of its islands that load at once, asked for together after the first paint. */
  islandCode?: readonly string[];
}

export const SERVER_STATE_ID = 'site-state';

export function readServerState(document: Document): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerState;
}
