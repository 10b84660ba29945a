// Reads the field reports the worker stored (docs/field-reports.md) straight from their
// own SQLite file: each report as it came, and the page loads per remote, version and minute.
import type { Browser, BrowserContext } from '@playwright/test';
import { readRows } from './readSqlite';
import { fieldDbPath } from './site';

export interface FieldReportRow {
  remote: string;
  version: string;
  route: string;
  device: string;
  kind: string;
  /** A vital's name or an error's source. */
  name: string | null;
  value: number | null;
  message: string | null;
}

export interface FieldCounts {
  page_loads: number;
  errored_loads: number;
  error_loads: number;
  chunk_error_loads: number;
  boundary_loads: number;
  fallback_loads: number;
}

function read<T>(sql: string, ...params: unknown[]): T[] {
  return readRows<T>(fieldDbPath, sql, ...params);
}

/** The reports that came from one class of device, in the order they were stored. */
export const fieldReportsFrom = (device: string) =>
  read<FieldReportRow>('SELECT remote, version, route, device, kind, name, value, message FROM field_reports WHERE device = ? ORDER BY id', device);

/** The page loads every browser's reports added up to for one remote's version, over the whole run. */
export function fieldCounts(remote: string, version: string): FieldCounts {
  const [counts] = read<FieldCounts>(
    `SELECT COALESCE(SUM(page_loads), 0) AS page_loads, COALESCE(SUM(errored_loads), 0) AS errored_loads,
            COALESCE(SUM(error_loads), 0) AS error_loads, COALESCE(SUM(chunk_error_loads), 0) AS chunk_error_loads,
            COALESCE(SUM(boundary_loads), 0) AS boundary_loads, COALESCE(SUM(fallback_loads), 0) AS fallback_loads
     FROM field_minutes WHERE remote = ? AND version = ?`,
    remote,
    version,
  );
  return counts!;
}

/**
 * A browser on a tablet: a touch screen whose shorter side is 600 px or more. No other
 * spec browses as one, so its reports are told apart from the rest of the suite's.
 */
export const TABLET = 'tablet';
export const tabletContext = (browser: Browser, options: { privacyControl?: boolean } = {}): Promise<BrowserContext> =>
  browser
    .newContext({ viewport: { width: 820, height: 1180 }, screen: { width: 820, height: 1180 }, isMobile: true, hasTouch: true })
    .then(async (context) => {
      if (options.privacyControl) {
        // What a browser with Global Privacy Control on says to the page (it also sends Sec-GPC: 1).
        await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
        await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
      }
      return context;
    });
