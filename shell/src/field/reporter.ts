// The field reporter of one page load: what the page meets, made into reports (whose
// code, which version, which route, what kind of device), gathered into batches and sent
// to the worker. Every entry point swallows its own failures: reporting never reaches
// the visitor. What is collected and why: docs/field-reports.md.
//
// Decisions where the issue is silent:
// - Until the page's manifest is known (it names the worker and each remote's version),
//   reports wait, at most MAX_WAITING_REPORTS of them.
// - An uncaught error is the current route's remote's, not the script's it came from: a
//   shared module (shared-ui, React) runs from whichever remote loaded it first, and a
//   release is judged by how its own pages do.
// - The same error (kind, remote, route, message) is reported once per page load, and at
//   most MAX_ERROR_REPORTS_PER_PAGE_LOAD errors of any kind are: a page that throws in a
//   loop is one page load with an error, not thousands, and cannot use up its client's
//   limit at the worker.
// - A page view is counted when the path changes (a guide's ?step=N is the same page).
// - Each vital is sent once per page load, the first time the page is hidden or left:
//   its value then, for the page where that value was reached. A value that changes after
//   the visitor comes back to the page is not sent again, so no page load counts twice.
import { ENDPOINTS } from 'contract/endpoints';
import { fieldReportMessage, VITAL_MAX, type DeviceClass, type FieldReportRemote, type VitalName } from 'contract/schemas/fieldReportRules';
import type { FieldReport } from 'contract/schemas/fieldReports';
import type { SiteManifest } from '../remotes/manifest';
import { createBatches } from './batches';
import { sendBatch, type SendBeacon } from './beacon';
import { isChunkLoadError } from './chunkErrors';
import type { PageError } from './pageErrors';
import { routeOf } from './routePattern';
import { versionOf } from './version';
import type { VitalSample } from './vitals';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A report before the manifest names its version: what the page knows when it happens. */
export type FieldReportDraft = DistributiveOmit<FieldReport, 'version' | 'device'>;

/** Reports kept while the manifest is not known yet. */
export const MAX_WAITING_REPORTS = 100;
/** Errors of any kind (uncaught, chunk, boundary, fallback) one page load reports at most. */
export const MAX_ERROR_REPORTS_PER_PAGE_LOAD = 50;

export interface FieldReporterOptions {
  send: SendBeacon;
  /** The page load's field grant (grant.ts), sent with every batch: the worker counts nothing without it. */
  grant: string;
  device: DeviceClass;
  /** The path the page was loaded at: the page LCP measures. */
  landingPath: string;
}

export interface FieldReporter {
  /** The page's manifest: where the worker is and which version of each remote runs. */
  useManifest(manifest: SiteManifest): void;
  pageView(pathname: string): void;
  error(pathname: string, error: PageError): void;
  /** The remote's fallback (its Retry screen) was shown in place of its pages. */
  fallback(remote: FieldReportRemote, pathname: string): void;
  /** A chunk or the remote entry of `remote` failed to load. */
  chunkError(remote: FieldReportRemote, pathname: string, error: unknown): void;
  /** An error boundary caught `error` in `remote`'s pages. */
  boundary(remote: FieldReportRemote, pathname: string, error: unknown): void;
  vital(sample: VitalSample): void;
  /** The page is hidden or left: the vitals as they stand, then everything gathered, go. */
  leave(): void;
}

const endpointOf = (worker: string) => `${worker.replace(/\/$/, '')}${ENDPOINTS.fieldReports}`;

/** A value the worker takes: never below 0, never above the vital's VITAL_MAX. */
export const clampVital = (name: VitalName, value: number) => Math.min(Math.max(value, 0), VITAL_MAX[name]);

/** The message as the worker takes it, or none. */
const cleanMessage = (text: string | undefined) => {
  const message = text === undefined ? '' : fieldReportMessage(text);
  return message ? { message } : {};
};

const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : undefined);

/** Runs `action`, and drops whatever it throws. */
function quietly<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      action(...args);
    } catch {
      // Reporting failed: the visitor's page goes on as if nothing were reported.
    }
  };
}

export function createFieldReporter({ send, grant, device, landingPath }: FieldReporterOptions): FieldReporter {
  let manifest: SiteManifest | undefined;
  const waiting: FieldReportDraft[] = [];
  const errorsSeen = new Set<string>();
  const latestVitals = new Map<VitalName, FieldReportDraft>();
  const vitalsSent = new Set<VitalName>();
  let lastPageView: string | undefined;

  const batches = createBatches(grant, (batch) => {
    if (manifest) sendBatch(send, endpointOf(manifest.worker), batch);
  });

  const complete = (draft: FieldReportDraft, known: SiteManifest) =>
    ({ ...draft, version: versionOf(draft.remote, known), device }) as FieldReport;

  const add = (draft: FieldReportDraft) => {
    if (manifest) batches.add(complete(draft, manifest));
    else if (waiting.length < MAX_WAITING_REPORTS) waiting.push(draft);
  };

  /** Adds an error of any kind, unless the page load has reported it or enough errors already. */
  const addError = (draft: FieldReportDraft) => {
    const key = JSON.stringify(draft);
    if (errorsSeen.has(key) || errorsSeen.size >= MAX_ERROR_REPORTS_PER_PAGE_LOAD) return;
    errorsSeen.add(key);
    add(draft);
  };

  const chunkError = (remote: FieldReportRemote, pathname: string, error: unknown) =>
    addError({ kind: 'chunk-error', remote, route: routeOf(pathname).route, ...cleanMessage(errorText(error)) });

  return {
    useManifest: quietly((known) => {
      if (manifest) return;
      manifest = known;
      for (const draft of waiting.splice(0)) batches.add(complete(draft, known));
    }),
    pageView: quietly((pathname) => {
      if (pathname === lastPageView) return;
      lastPageView = pathname;
      add({ kind: 'page-view', ...routeOf(pathname) });
    }),
    error: quietly((pathname, { source, error, message }) => {
      const { remote, route } = routeOf(pathname);
      if (isChunkLoadError(error)) chunkError(remote, pathname, error);
      else addError({ kind: 'error', remote, route, source, ...cleanMessage(message) });
    }),
    fallback: quietly((remote, pathname) => addError({ kind: 'fallback', remote, route: routeOf(pathname).route })),
    chunkError: quietly(chunkError),
    boundary: quietly((remote, pathname, error) => {
      if (isChunkLoadError(error)) chunkError(remote, pathname, error);
      else addError({ kind: 'boundary', remote, route: routeOf(pathname).route, ...cleanMessage(errorText(error)) });
    }),
    vital: quietly(({ name, value, pathname }) => {
      if (vitalsSent.has(name) || !Number.isFinite(value)) return;
      const page = routeOf(name === 'LCP' ? landingPath : pathname);
      latestVitals.set(name, { kind: 'vital', ...page, name, value: clampVital(name, value) });
    }),
    leave: quietly(() => {
      for (const [name, draft] of latestVitals) {
        vitalsSent.add(name);
        add(draft);
      }
      latestVitals.clear();
      batches.flush();
    }),
  };
}
