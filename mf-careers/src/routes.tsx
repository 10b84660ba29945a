import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui/kit/Spinner';
import { NotFound } from 'shared-ui/pages/NotFound';
import { lazyPage } from 'shared-ui/routing/lazyPage';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { ApplyLandingPage } from './features/postings/ApplyLandingPage';
import { PostingPage } from './features/postings/PostingPage';
import { PostingsListPage } from './features/postings/PostingsListPage';
import { PATHS } from './paths';

// The form brings zod, react-hook-form and the email client: the posting above it
// (what a visitor reads first) shows without waiting for them. On the posting a visitor
// arrives on, the form is loaded ahead (preload), so the server's HTML of the form is
// hydrated at once rather than left inert until its chunk arrives.
const ApplicationForm = lazyPage<{ position: string }>(() =>
  import('./features/application/components/ApplicationForm').then((module) => ({ default: module.ApplicationForm })),
);

export const preload = (pathname: string) =>
  matchPath({ path: PATHS.posting, caseSensitive: false }, pathname) ? ApplicationForm.preload() : Promise.resolve();

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
              <Suspense fallback={<Spinner label="Loading the application form" />}>
                <ApplicationForm key={posting.id} position={posting.title} />
              </Suspense>
            )}
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
