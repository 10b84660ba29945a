import { memo, Suspense, use, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import type { RemoteName } from 'site/routes';
import { RemoteFallback } from './RemoteFallback';
import { remoteFailed } from './remoteFailed';
import { PartlyLoadedNotice } from './PartlyLoadedNotice';
import { useKeptServerDrawn } from './keptServerDrawn';
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
 * as it is (visible, nothing replaced) until they arrive, and for good if they never do
 * (keptServerDrawn.ts).
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

function Fallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <>
      <RegionSettled />
      <RemoteFallback remote={name} onRetry={onRetry} />
    </>
  );
}

interface LoadedPartProps {
  name: RemoteName;
  routes: RemoteRoutesModule | Promise<RemoteRoutesModule>;
  attempt: number;
  pathname: string;
  onRetry: () => void;
}

/**
 * Memoized: a part the server drew and React has not hydrated yet must receive no update,
 * or React draws it afresh and throws away its HTML (and what was typed into it) while
 * the code is still on its way. The notice beside it must not touch it.
 */
const LoadedPart = memo(function LoadedPart({ name, routes, attempt, pathname, onRetry }: LoadedPartProps) {
  return (
    <ErrorBoundary
      resetKeys={[attempt, pathname]}
      onError={(error) => remoteFailed(name, error)}
      fallbackRender={() => <Fallback name={name} onRetry={onRetry} />}
    >
      {/* Later pages of the remote may still load lazily. */}
      <Suspense fallback={<PageLoading />}>
        <LoadedRoutes routes={routes} />
      </Suspense>
    </ErrorBoundary>
  );
});

/**
 * A remote's routes, loaded on first visit. Whatever goes wrong inside (the server
 * is down, the entry is missing or broken, a page throws) stays inside: the
 * fallback replaces only this part of the page, and Retry loads the remote again.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const remote = useRemoteRoutes(name, attempt);
  const kept = useKeptServerDrawn(name, remote);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div {...{ [REMOTE_REGION_ATTRIBUTE]: name }} className={styles.region}>
      {kept === 'kept' && <PartlyLoadedNotice />}
      {remote.status === 'loading' ? (
        <>
          <RegionSettled />
          <PageLoading />
        </>
      ) : remote.status === 'failed' || kept === 'down' ? (
        <Fallback name={name} onRetry={retry} />
      ) : (
        <LoadedPart name={name} routes={remote.routes} attempt={attempt} pathname={pathname} onRetry={retry} />
      )}
    </div>
  );
}
