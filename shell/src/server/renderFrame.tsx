// The shell's part of a page, drawn on the server: nav bar, footer and the page's own
// route (the shell's pages, not-found, or the owning remote's place in the frame). The
// remote's HTML goes where REMOTE_SLOT is: the remote rendered it when it was built.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { splitHoistedHead } from 'shared-ui/routing/hoistedHead';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import { FirstRenderContext, type FirstRender } from '../remotes/firstRender';
import type { ServerState } from '../remotes/serverState';
import { Site } from '../Site';

export const REMOTE_SLOT = '@@remote-page@@';

// Stands in for the remote's routes: the client's copy renders the same tree around them.
const slotRoutes: RemoteRoutesModule = { default: () => REMOTE_SLOT };

/** The frame's HTML for `pathname`, split into what goes in <head> and in #root. */
export function renderFrame({ pathname, remote }: Pick<ServerState, 'pathname' | 'remote'>): { head: string; body: string } {
  const first: FirstRender | undefined = remote && { pathname, ...remote, routes: slotRoutes };
  return splitHoistedHead(
    renderToString(
      <FirstRenderContext value={first}>
        <MemoryRouter initialEntries={[pathname]}>
          <Site />
        </MemoryRouter>
      </FirstRenderContext>,
    ),
  );
}
