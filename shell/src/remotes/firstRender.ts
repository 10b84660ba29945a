// What the server drew for the page a visitor arrives on, so the browser's first render
// draws the same and React can hydrate it. The server writes it into the page as JSON
// (a data block, not a script: the Content-Security-Policy has nothing to allow).
import { createContext } from 'react';
import type { SiteManifest } from './manifest';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
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
}

export const SERVER_STATE_ID = 'site-state';

/**
 * The first page's remote as the browser has it when React hydrates. In the browser its
 * routes are still on their way (a promise): the frame hydrates at once, and the remote's
 * part of the page when they arrive (RemoteRoutes.tsx). The server has them at hand.
 */
export interface FirstRender {
  pathname: string;
  name: RemoteName;
  render: RemoteRender;
  routes?: RemoteRoutesModule | Promise<RemoteRoutesModule>;
}

export const FirstRenderContext = createContext<FirstRender | undefined>(undefined);

export function readServerState(document: Document): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerState;
}
