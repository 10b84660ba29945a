// How a batch leaves the page: a beacon, as navigator.sendBeacon would send it (a POST
// the browser delivers even as the page unloads, its body JSON as text/plain, so no CORS
// preflight), but made with fetch's keepalive, which sendBeacon is built on, in CORS
// mode and without credentials.
//
// Why not sendBeacon itself: it sends with credentials in no-cors mode, and the worker
// answers with Cross-Origin-Resource-Policy: same-origin (worker/src/http/securityHeaders.ts),
// so the browser blocks its 204 and logs a failed request (net::ERR_BLOCKED_BY_RESPONSE)
// for every page left, though the batch was stored. In CORS mode the worker's CORS
// (Access-Control-Allow-Origin for the site's origins) lets the answer through; no
// cookie goes with it and no referrer (the worker reads neither).
//
// A batch the browser refuses (more than 64 KB of keepalive requests under way) or that
// fails on the network is lost: reporting never retries at the visitor's expense.
import type { FieldReportBatch } from 'contract/schemas/fieldReports';

export type SendBeacon = (url: string, body: string) => boolean;

/** The browser's way to send a beacon, or undefined where it has none. */
export function browserBeacon(view: Pick<Window, 'fetch'> | undefined): SendBeacon | undefined {
  if (typeof view?.fetch !== 'function') return undefined;
  return (url, body) => {
    view
      .fetch(url, { method: 'POST', body, keepalive: true, mode: 'cors', credentials: 'omit', referrerPolicy: 'no-referrer' })
      .catch(() => undefined);
    return true;
  };
}

/** Sends one batch; false when it could not be handed to the browser. */
export function sendBatch(send: SendBeacon, url: string, batch: FieldReportBatch): boolean {
  try {
    return send(url, JSON.stringify(batch));
  } catch {
    return false;
  }
}
