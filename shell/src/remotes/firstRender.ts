// The first page's remote as the browser has it when React hydrates (the page's state
// the server wrote: serverState.ts).
import { createContext } from 'react';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import type { RemoteName } from 'site/routes';
import type { RemoteRender } from './serverState';

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
