// The server entry of a remote, built once per remote (createRemoteConfigs.cjs points
// 'remote-routes' and 'remote-prerender' at the remote's own modules). It renders a page
// to the HTML React makes on the client for the same component: no wrapper around it
// (the router emits no markup), so the shell can hydrate it where it mounts the remote.
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import * as remoteRoutes from 'remote-routes';
import { prerenderPlan } from 'remote-prerender';
import { InlineFileContext, type InlineFile } from 'shared-ui/kit/inlineFile';
import { FormRefusalContext, type FormRefusal } from 'shared-ui/forms/formRefusal';
import { readRefusalRequest } from 'shared-ui/forms/refusalRequest';
import { drawnOnlyInBrowser, matchesAny } from 'shared-ui/routing/prerender';
import { describeContractProblems, routesContractProblems, type RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';

export { prerenderPlan };
import { splitHoistedHead } from 'shared-ui/routing/hoistedHead';
export { splitHoistedHead };

/** Checked before anything renders (PrerenderPlugin.cjs): the shell loads './routes' with this contract. */
const problems = routesContractProblems(remoteRoutes);
export const contractBreach = problems.length > 0 ? describeContractProblems('./routes (src/routes.tsx)', problems) : undefined;

// Through a typed binding: a remote without preload is a RemoteRoutesModule too.
const routes: RemoteRoutesModule = remoteRoutes;

/** Whether the page at `pathname` is sent without the remote's code (a page sent without the app: its islands load later). */
export const isStaticPage = (pathname: string) => matchesAny(prerenderPlan.staticPages, new URL(pathname, 'http://prerender').pathname);

/**
 * The page's HTML, React's hoisted <title>, <meta> and <link> tags first; waits for lazy
 * parts. `inlineFile` reads the build's files a page draws inline (its lead picture's).
 */
export function renderPage(address: string, inlineFile?: InlineFile): Promise<string> {
  return renderWith(routes, address, inlineFile);
}

/**
 * The page for a form the server refused (#42), drawn by the form's own component with the
 * refusal as its input, for the composer (site/src/refusalEndpoint.js asks): the page's
 * body, or undefined where `body` is not such a request (shared-ui/forms/refusalRequest.ts).
 */
export async function renderRefusal(body: unknown, inlineFile?: InlineFile): Promise<string | undefined> {
  const request = readRefusalRequest(body);
  // The body alone: the composer draws the page's head from the remote's index, as for any page.
  return request && splitHoistedHead(await renderWith(routes, request.address, inlineFile, request.refusal)).body;
}

async function renderWith(
  { default: PageRoutes, preload: preloadPage }: RemoteRoutesModule,
  address: string,
  inlineFile: InlineFile = () => undefined,
  refusal?: FormRefusal,
): Promise<string> {
  const pathname = new URL(address, 'http://prerender').pathname;
  if (drawnOnlyInBrowser(prerenderPlan.clientOnly, pathname)) throw new Error(`${pathname} is drawn only in the browser: it must not be rendered here`);
  await preloadPage?.(pathname);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <InlineFileContext.Provider value={inlineFile}>
      <FormRefusalContext.Provider value={refusal}>
        <MemoryRouter initialEntries={[address]}>
          <PageRoutes />
        </MemoryRouter>
      </FormRefusalContext.Provider>
    </InlineFileContext.Provider>,
    {
      // A part that throws would be left to the browser to draw: fail the build instead.
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, as the client hydrates it: large ones would
      // otherwise come after the tree with a script to move them into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${address} failed to render`);
  return new Response(prelude).text();
}

// webpack's own names for its module registry (the server build names modules by their
// path: createRemoteConfigs.cjs), to see which modules a page loads.
declare const __webpack_require__: (id: string) => unknown;
declare const __webpack_module_cache__: Record<string, { exports: unknown } | undefined>;

let routesId: string | undefined;

/**
 * The modules the page at `pathname` loads (ahead, as the shell does, and while it is
 * drawn), by their server-build names: the remote's own modules are loaded afresh
 * first, so a page an earlier path loaded is loaded again. Called once every page is
 * rendered: a fresh module is a second copy of it, which rendering must not meet.
 */
export async function pageModules(pathname: string): Promise<string[]> {
  const cache = __webpack_module_cache__;
  routesId ??= Object.keys(cache).find((id) => (cache[id]?.exports as Partial<RemoteRoutesModule> | undefined)?.default === routes.default);
  if (!routesId) throw new Error("the remote's routes are not in the module registry");
  for (const id of Object.keys(cache)) if (id.startsWith('./src/')) delete cache[id];
  const before = new Set(Object.keys(cache));
  await renderWith(__webpack_require__(routesId) as RemoteRoutesModule, pathname);
  return Object.keys(cache).filter((id) => !before.has(id));
}
