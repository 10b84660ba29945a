import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { NotFound } from 'shared-ui/pages/NotFound';
import { GettingStarted } from './features/getting-started/GettingStarted';
import {
  CasetaGuidePage,
  HomeNetworkingOption1Page,
  HomeNetworkingOption2Page,
  RingDoorbellGuidePage,
} from './features/guides/components/guidePages';
import { HomeNetworkingIntro } from './features/guides/components/HomeNetworkingIntro';
import { WelcomeMenu } from './features/guides/components/WelcomeMenu';

// The form brings zod, react-hook-form and the email client: guide readers on a phone
// do not download them.
const LanPage = lazy(() => import('./features/lan/LanPage').then((module) => ({ default: module.LanPage })));

/** /tobhomes/* (the builder buyers' guides) and /gettingstarted/* (the new-home forms). */
export default function GuidesRoutes() {
  return (
    <Routes>
      <Route path="tobhomes" element={<WelcomeMenu />} />
      <Route path="tobhomes/homenetworking" element={<HomeNetworkingIntro />} />
      <Route path="tobhomes/homenetworking/option1" element={<HomeNetworkingOption1Page />} />
      <Route path="tobhomes/homenetworking/option2" element={<HomeNetworkingOption2Page />} />
      <Route path="tobhomes/caseta" element={<CasetaGuidePage />} />
      <Route path="tobhomes/ringdoorbell" element={<RingDoorbellGuidePage />} />
      <Route path="gettingstarted" element={<GettingStarted />} />
      <Route
        path="gettingstarted/lan"
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
