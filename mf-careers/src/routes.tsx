import { matchPath, Route, Routes } from 'react-router-dom';
import { Island } from 'shared-ui/islands/Island';
import { NotFound } from 'shared-ui/pages/NotFound';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { ApplicationIsland, ApplicationSidePanel, LazyApplicationForm } from './features/application/ApplicationIsland';
import { ApplyLandingPage } from './features/postings/ApplyLandingPage';
import { PostingPage } from './features/postings/PostingPage';
import { PostingsListPage } from './features/postings/PostingsListPage';
import { PATHS } from './paths';

// A posting's form is an island (#42): on the page the server sends it is hydrated alone.
// Drawn by the app after a move in the browser, it is loaded ahead (preload).
export const preload = (pathname: string) =>
  matchPath({ path: PATHS.posting, caseSensitive: false }, pathname) ? LazyApplicationForm.preload() : Promise.resolve();

export default function CareersRoutes() {
  return (
    <Routes>
      <Route path={routePath(PATHS.landing)} element={<ApplyLandingPage />} />
      <Route path={routePath(PATHS.postings)} element={<PostingsListPage />} />
      <Route
        path={routePath(PATHS.posting)}
        element={
          <PostingPage
            application={(posting) => (
              <Island key={posting.id} name="application" load="now" component={ApplicationIsland} props={{ position: posting.title }} />
            )}
            applicationSide={<ApplicationSidePanel />}
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
