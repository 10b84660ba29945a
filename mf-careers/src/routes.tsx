import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui/kit/Spinner';
import { NotFound } from 'shared-ui/pages/NotFound';
import { ApplyLanding } from './features/landing/ApplyLanding';
import { PostingPage } from './features/postings/components/PostingPage';
import { PostingsList } from './features/postings/components/PostingsList';

// The form brings zod, react-hook-form and the email client: the posting above it
// (what a visitor reads first) shows without waiting for them.
const ApplicationForm = lazy(() =>
  import('./features/application/components/ApplicationForm').then((module) => ({ default: module.ApplicationForm })),
);

export default function CareersRoutes() {
  return (
    <Routes>
      <Route path="apply" element={<ApplyLanding />} />
      <Route path="apply/positions" element={<PostingsList />} />
      <Route
        path="apply/positions/:id"
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
