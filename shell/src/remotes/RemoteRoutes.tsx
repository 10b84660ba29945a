import { Suspense, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import type { RemoteName } from 'site/routes';
import { reportBoundary } from '../field/fieldReports';
import { RemoteFallback } from './RemoteFallback';
import { REMOTE_REGION_ATTRIBUTE, remoteRegionSettled } from './remoteRegion';
import { useRemoteRoutes } from './useRemoteRoutes';
import styles from './RemoteRoutes.module.css';

/** Renders nothing: tells whoever waits on the remote's part (remoteRegion.ts) that it is in place. */
function RegionSettled() {
  useEffect(remoteRegionSettled, []);
  return null;
}

/**
 * The remote's routes. On the page the server drew they may still be on their way: this
 * suspends until they are here, inside the Suspense boundary below, whose HTML the server
 * drew too. React hydrates the rest of the page at once and keeps this part's server HTML
 * as it is (visible, nothing replaced) until they arrive; a failure to load them throws
 * to the ErrorBoundary, which shows the fallback.
 */
function LoadedRoutes({ routes }: { routes: RemoteRoutesModule | Promise<RemoteRoutesModule> }) {
  const { default: Routes } = routes instanceof Promise ? use(routes) : routes;
  return (
    <>
      <RegionSettled />
      <Routes />
    </>
  );
}

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
  const fallback = (
    <>
      <RegionSettled />
      <RemoteFallback remote={name} onRetry={retry} />
    </>
  );

  return (
    <div {...{ [REMOTE_REGION_ATTRIBUTE]: name }} className={styles.region}>
      {remote.status === 'loading' ? (
        <>
          <RegionSettled />
          <PageLoading />
        </>
      ) : remote.status === 'failed' ? (
        fallback
      ) : (
        <ErrorBoundary
          resetKeys={[attempt, pathname]}
          onError={(error) => {
            console.error(`the ${name} remote failed`, error);
            reportBoundary(name, error);
          }}
          fallbackRender={() => fallback}
        >
          {/* Later pages of the remote may still load lazily. */}
          <Suspense fallback={<PageLoading />}>
            <LoadedRoutes routes={remote.routes} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
