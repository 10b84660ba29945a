import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import type { RemoteName } from '../routing/ownership';
import { RemoteFallback } from './RemoteFallback';
import { loadRemoteRoutes } from './remoteRegistry';

/**
 * A remote's routes, loaded on first visit. Whatever goes wrong inside (the server
 * is down, the entry is missing or broken, a page throws) stays inside: the
 * fallback replaces only this part of the page, and Retry loads the remote again.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Routes = useMemo(() => lazy(() => loadRemoteRoutes(name, attempt)), [name, attempt]);

  return (
    <ErrorBoundary
      resetKeys={[attempt, pathname]}
      onError={(error) => console.error(`the ${name} remote failed`, error)}
      fallbackRender={() => <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
