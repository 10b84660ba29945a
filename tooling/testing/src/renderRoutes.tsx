// Renders a remote's routes (or one page) in a memory router, the way the shell mounts
// them, beside stand-ins for the pages other packages own: the shell's thank-you page
// at /confirmation (it shows the case id it was sent), a home page at / and a page
// elsewhere on the site, with, when asked, a nav bar linking there to leave the page by.
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation, type InitialEntry } from 'react-router-dom';
import { readConfirmationState } from 'shared-ui/routing/confirmation';

export interface RenderRoutesOptions {
  /** Mount `ui` on this route pattern (a page) rather than on `*` (a remote's `<Routes>`). */
  path?: string;
  /** Put a stand-in home page at / (default true; false for the remote that owns /). */
  home?: boolean;
  /** Show a nav bar with a 'Leave' link to /elsewhere above the page. */
  navBar?: boolean;
  /** Render in React's StrictMode (effects run twice). */
  strict?: boolean;
}

/** Where the router is: path, query and history state. */
export interface RouterPlace {
  pathname: string;
  search: string;
  state: unknown;
}

function ConfirmationStandIn() {
  const { caseId } = readConfirmationState(useLocation().state);
  return <h1>Confirmation for {caseId ?? 'no case'}</h1>;
}

let lastPlace: RouterPlace | undefined;
/** Where the router of the latest renderRoutes is now. */
export function currentPlace(): RouterPlace {
  if (!lastPlace) throw new Error('currentPlace() needs renderRoutes() first');
  return lastPlace;
}

export function renderRoutes(ui: ReactElement, entry: InitialEntry = '/', options: RenderRoutesOptions = {}) {
  const { path = '*', home = true, navBar = false, strict = false } = options;
  function Layout() {
    return (
      <>
        {navBar && (
          <nav aria-label="Main">
            <Link to="/elsewhere">Leave</Link>
          </nav>
        )}
        <Outlet />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/confirmation', element: <ConfirmationStandIn /> },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
          ...(home ? [{ path: '/', element: <h1>Home page</h1> }] : []),
          { path, element: ui },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  const tree = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  /** Where the router is now (read at each access). */
  const place: RouterPlace = {
    get pathname() {
      return router.state.location.pathname;
    },
    get search() {
      return router.state.location.search;
    },
    get state() {
      return router.state.location.state;
    },
  };
  lastPlace = place;
  return { ...view, router, place };
}
