import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import type { RemoteName } from 'site/routes';
import { reportBoundary } from '../field/fieldReports';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteRoutes } from './useRemoteRoutes';

/**
 * A remote's routes, loaded on first visit. Whatever goes wrong inside (the server
 * is down, the entry is missing or broken, a page throws) stays inside: the
 * fallback replaces only this part of the page, and Retry loads the remote again.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const remote = useRemoteRoutes(name, attempt);
  const retry = () => setAttempt((n) => n + 1);

  if (remote.status === 'loading') return <PageLoading />;
  if (remote.status === 'failed') return <RemoteFallback remote={name} onRetry={retry} />;
  const Routes = remote.routes.default;
  return (
    <ErrorBoundary
      resetKeys={[attempt, pathname]}
      onError={(error) => {
        console.error(`the ${name} remote failed`, error);
        reportBoundary(name, error);
      }}
      fallbackRender={() => <RemoteFallback remote={name} onRetry={retry} />}
    >
      {/* Later pages of the remote may still load lazily. */}
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
