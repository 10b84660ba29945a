// The page's field reporter, started once by the shell (startShell.tsx) and told about
// what happens by the parts that see it: page views (PageViews.tsx), a remote's fallback
// (RemoteFallback.tsx), an error boundary (RemoteRoutes.tsx), a remote that failed to load
// (federationPlugins.ts). Until it starts, and for a page load that is not sampled, whose
// browser asks not to be tracked (Global Privacy Control) or that came with no field grant
// (grant.ts: a page the composer did not draw), every call does nothing; on the server,
// where pages are composed, it never starts.
import type { FieldReportRemote } from 'contract/schemas/fieldReports';
import type { SiteManifest } from '../remotes/manifest';
import { browserBeacon } from './beacon';
import { currentDeviceClass } from './deviceClass';
import { pageFieldGrant } from './grant';
import { listenForPageErrors } from './pageErrors';
import { asksNotToBeTracked } from './privacy';
import { createFieldReporter, type FieldReporter } from './reporter';
import { sampledIn } from './sampling';
import { watchVitals } from './vitals';

let reporter: FieldReporter | undefined;
let started = false;

/** Starts reporting for this page load, if it is sampled and its visitor allows it. */
export function startFieldReports(view: Window = window): void {
  if (started) return;
  started = true;
  try {
    const send = browserBeacon(view);
    const grant = pageFieldGrant(view.performance);
    if (!send || !grant || !sampledIn() || asksNotToBeTracked(view.navigator)) return;
    const current = createFieldReporter({ send, grant, device: currentDeviceClass(view), landingPath: view.location.pathname });
    reporter = current;
    listenForPageErrors(view, (error) => current.error(view.location.pathname, error));
    // After web-vitals' own listener (on the window, capturing), so the vitals are final.
    view.document.addEventListener('visibilitychange', () => {
      if (view.document.visibilityState === 'hidden') current.leave();
    });
    view.addEventListener('pagehide', () => current.leave());
    watchVitals(view, current.vital).catch(() => undefined);
  } catch {
    reporter = undefined;
  }
}

/** The manifest the page was composed with (or remotes.json): the worker's address and each remote's version. */
export const fieldReportsManifest = (manifest: SiteManifest) => reporter?.useManifest(manifest);

const here = () => window.location.pathname;

export const reportPageView = (pathname: string) => reporter?.pageView(pathname);
export const reportFallback = (remote: FieldReportRemote) => reporter?.fallback(remote, here());
export const reportChunkError = (remote: FieldReportRemote, error: unknown) => reporter?.chunkError(remote, here(), error);
export const reportBoundary = (remote: FieldReportRemote, error: unknown) => reporter?.boundary(remote, here(), error);
