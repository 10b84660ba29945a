import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { NotFound } from 'shared-ui/pages/NotFound';
import { lazyPage } from 'shared-ui/routing/lazyPage';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { GettingStartedPage } from './features/getting-started/GettingStartedPage';
import { CasetaGuidePage } from './features/guides/CasetaGuidePage';
import { HomeNetworkingIntroPage } from './features/guides/HomeNetworkingIntroPage';
import { HomeNetworkingOptionPage } from './features/guides/HomeNetworkingOptionPage';
import { RingDoorbellGuidePage } from './features/guides/RingDoorbellGuidePage';
import { WelcomeMenuPage } from './features/guides/WelcomeMenuPage';
import { PATHS } from './paths';

// The form brings zod, react-hook-form and the email client: guide readers on a phone
// do not download them. A visitor who arrives on the form gets it loaded ahead
// (preload), so the server's HTML of it is hydrated at once.
const LanPage = lazyPage<object>(() => import('./features/lan/LanPage').then((module) => ({ default: module.LanPage })));

export const preload = (pathname: string) =>
  matchPath({ path: PATHS.lan, caseSensitive: false }, pathname) ? LanPage.preload() : Promise.resolve();

/** /tobhomes/* (the builder buyers' guides) and /gettingstarted/* (the new-home forms). */
export default function GuidesRoutes() {
  return (
    <Routes>
      <Route path={routePath(PATHS.welcome)} element={<WelcomeMenuPage />} />
      <Route path={routePath(PATHS.homeNetworking)} element={<HomeNetworkingIntroPage />} />
      <Route path={routePath(PATHS.homeNetworkingOption1)} element={<HomeNetworkingOptionPage option={1} />} />
      <Route path={routePath(PATHS.homeNetworkingOption2)} element={<HomeNetworkingOptionPage option={2} />} />
      <Route path={routePath(PATHS.caseta)} element={<CasetaGuidePage />} />
      <Route path={routePath(PATHS.ringDoorbell)} element={<RingDoorbellGuidePage />} />
      <Route path={routePath(PATHS.gettingStarted)} element={<GettingStartedPage />} />
      <Route
        path={routePath(PATHS.lan)}
        element={
          <Suspense fallback={<PageLoading label="Loading the form" />}>
            <LanPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
