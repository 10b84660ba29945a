// The page the server drew, hydrated while the owning remote's code is still on its way:
// the frame works at once, the remote's part keeps its server HTML until the code
// arrives and is then hydrated in place (the same elements), or shows the fallback.
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import { FirstRenderContext, type FirstRender } from './firstRender';
import { RemoteRoutes } from './RemoteRoutes';
import { keepServerDrawnOnFailure } from './keptServerDrawn';
import { REMOTE_REGION_ATTRIBUTE, remoteRegionHydrated } from './remoteRegion';

jest.mock('./remoteRegistry', () => ({ loadRemoteRoutes: jest.fn() }));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const careers: RemoteRoutesModule = { default: () => <Counter label="Apply" /> };

function Page({ routes }: { routes: FirstRender['routes'] }) {
  return (
    <FirstRenderContext value={{ pathname: '/apply', name: 'careers', render: 'content', routes }}>
      <MemoryRouter initialEntries={['/apply']}>
        <Counter label="Menu" />
        <Link to="/apply/positions">Open positions</Link>
        <RemoteRoutes name="careers" />
      </MemoryRouter>
    </FirstRenderContext>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page routes={careers} />);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function deferred() {
  let resolve!: (routes: RemoteRoutesModule) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<RemoteRoutesModule>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

it("works in the frame before the remote's code arrives, then hydrates the remote's part in place", async () => {
  const routes = deferred();
  let regionHydrated = false;
  void remoteRegionHydrated.then(() => (regionHydrated = true));
  const drawn = screen.getByRole('button', { name: 'Apply 0' });
  expect(drawn.closest(`[${REMOTE_REGION_ATTRIBUTE}]`)).toHaveAttribute(REMOTE_REGION_ATTRIBUTE, 'careers');

  await act(async () => {
    root = hydrateRoot(container, <Page routes={routes.promise} />);
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu 0' }));
  expect(screen.getByRole('button', { name: 'Menu 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply 0' })).toBe(drawn);
  expect(regionHydrated).toBe(false);

  await act(async () => routes.resolve(careers));
  await remoteRegionHydrated;
  expect(screen.getByRole('button', { name: 'Apply 0' })).toBe(drawn);
  await user.click(drawn);
  expect(drawn).toHaveTextContent('Apply 1');
  expect(console.error).not.toHaveBeenCalled();
});

it("keeps the server's drawing of the remote's part (the same elements) and says beside it that the page did not finish loading, if its code does not arrive", async () => {
  const routes = deferred();
  let regionHydrated = false;
  void remoteRegionHydrated.then(() => (regionHydrated = true));
  const drawn = screen.getByRole('button', { name: 'Apply 0' });
  await act(async () => {
    root = hydrateRoot(container, <Page routes={keepServerDrawnOnFailure('careers', '/apply', routes.promise)} />);
  });
  await act(async () => routes.reject(new Error('ScriptNetworkError')));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Part of this page did not finish loading. If something on it does not respond, reload the page or call us at (608) 555-0142.',
  );
  expect(screen.getByRole('button', { name: 'Apply 0' })).toBe(drawn);
  expect(screen.queryByRole('heading', { name: 'This page is taking a short break' })).not.toBeInTheDocument();
  await remoteRegionHydrated;
  expect(regionHydrated).toBe(true);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu 0' }));
  expect(screen.getByRole('button', { name: 'Menu 1' })).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('the careers remote failed', expect.any(Error));
});

it('shows the fallback with Retry on the next page of that remote, as a remote that is down', async () => {
  const routes = deferred();
  await act(async () => {
    root = hydrateRoot(container, <Page routes={keepServerDrawnOnFailure('careers', '/apply', routes.promise)} />);
  });
  await act(async () => routes.reject(new Error('ScriptNetworkError')));
  await screen.findByRole('status');

  await userEvent.setup().click(screen.getByRole('link', { name: 'Open positions' }));
  expect(await screen.findByRole('heading', { name: 'This page is taking a short break' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
