// The staff hub remote: the passcode keypad, and behind the unlock guard the trust
// nav, the knowledge hub with its topics, and the suggestion form.
//
// The keypad and the hub, the pages visitors arrive on (from a link, from a bookmark),
// come with the routes: neither waits for a chunk of its own after them. The hub's
// topics request starts as soon as the shell asks for the page (preload), beside its
// code rather than after it; the validator (zod) loads once the page shows, while the
// answer is on its way. The other pages are chunks of their own, so neither the keypad
// nor the hub carries zod, a topic's blocks or the suggestion form (react-hook-form, the
// email client); the trust nav's loads during the 1.2 s between a correct code and it.
// The keypad's page is sent without the app (#42): its keypad is an island.
// The office's pages (/office) are a chunk of their own, with their own chunks below.
import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { NotFound } from 'shared-ui/pages/NotFound';
import { lazyPage } from 'shared-ui/routing/lazyPage';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { RequireUnlock } from './access/RequireUnlock';
import { readUnlock } from './access/unlockStore';
import { HubPage } from './features/hub/HubPage';
import { AfterUnlock } from './access/afterUnlock';
import { KeypadPage } from './features/keypad/KeypadPage';
import { PATHS } from './paths';

const TrustNavPage = lazyPage<object>(() => import('./features/trust-nav/TrustNavPage').then((page) => ({ default: page.TrustNavPage })));
const TopicPage = lazyPage<object>(() => import('./features/hub/TopicPage').then((page) => ({ default: page.TopicPage })));
const SuggestionPage = lazyPage<object>(() => import('./features/suggestion/SuggestionPage').then((page) => ({ default: page.SuggestionPage })));
// The office (#35): its own routes in their own chunk, which no public page loads.
const OfficeRoutes = lazyPage<object>(() => import('./office/OfficeRoutes'));

// A page that fails to load ahead fails again when it mounts, and says so there.
const preloadTrustNav = () => void TrustNavPage.preload().catch(() => undefined);

const matches = (path: string, pathname: string) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null;

// In the order <Routes> ranks them ('/kh/suggestion' before '/kh/:slug').
const GUARDED_PAGES = [
  { path: PATHS.trustNav, chunk: TrustNavPage },
  { path: PATHS.hub, chunk: undefined },
  { path: PATHS.suggestion, chunk: SuggestionPage },
  { path: PATHS.topic, chunk: TopicPage },
];

/**
 * What the page at `pathname` needs before it shows, for the shell to await: the chunk of
 * a lazy page behind the guard, for a visitor who is unlocked (the guard sends the others
 * to the keypad, which comes with the routes). On the hub it starts the topics request,
 * which the page takes over when it mounts; the page does not wait for the answer.
 */
export function preload(pathname: string): Promise<unknown> {
  if (matches(`${PATHS.office}/*`, pathname)) return OfficeRoutes.preload();
  const guarded = GUARDED_PAGES.find(({ path }) => matches(path, pathname));
  if (!guarded || !readUnlock()) return Promise.resolve();
  if (guarded.path === PATHS.hub) HubPage.prefetch();
  return guarded.chunk?.preload() ?? Promise.resolve();
}

export default function StaffhubRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          path={routePath(PATHS.keypad)}
          element={
            <AfterUnlock.Provider value={preloadTrustNav}>
              <KeypadPage />
            </AfterUnlock.Provider>
          }
        />
        {/* Outside the guard, drawn by the server: its topics (an island) send a visitor without an unlock to the keypad. */}
        <Route path={routePath(PATHS.hub)} element={<HubPage />} />
        <Route element={<RequireUnlock />}>
          <Route path={routePath(PATHS.trustNav)} element={<TrustNavPage />} />
          <Route path={routePath(PATHS.suggestion)} element={<SuggestionPage />} />
          <Route path={routePath(PATHS.topic)} element={<TopicPage />} />
        </Route>
        <Route path={`${routePath(PATHS.office)}/*`} element={<OfficeRoutes />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
