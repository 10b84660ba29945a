// The application form as the posting page's island (#42): the one part of the page that
// needs scripts, asked for at once (the form is what the visitor came to fill). Before its
// code arrives, or without it, the form posts and the server answers.
import { Suspense } from 'react';
import { Spinner } from 'shared-ui/kit/Spinner';
import { lazyPage } from 'shared-ui/routing/lazyPage';

/** The application's side panel, drawn by the server beside the island (routes.tsx composes the posting from this file only). */
export { ApplicationSidePanel } from './components/ApplicationOutline';

// In a chunk of its own (zod, react-hook-form, the email client), so the posting above it,
// drawn by the app after a move in the browser, shows without waiting for it.
export const LazyApplicationForm = lazyPage<{ position: string }>(() =>
  import('./components/ApplicationForm').then((module) => ({ default: module.ApplicationForm })),
);

export function ApplicationIsland({ position }: { position: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the application form" />}>
      <LazyApplicationForm position={position} />
    </Suspense>
  );
}
