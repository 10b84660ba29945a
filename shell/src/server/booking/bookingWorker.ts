// The worker's booking endpoints as the composer calls them for the /book pages drawn
// without scripts: the free times and a link's visit are public reads; a booking, a move
// and a cancellation are sent with the composer's secret and the visitor's address, which
// the worker counts the visitor's limits by (worker/src/http/siteCaller.ts).
import { VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';

export interface WorkerAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface BookingWorkerOptions {
  workerUrl: string;
  secret: string;
  fetch: typeof fetch;
  visitorAddress: string | undefined;
  deadlineMs: number;
}

export type BookingWorker = ReturnType<typeof bookingWorker>;

export function bookingWorker({ workerUrl, secret, fetch: send, visitorAddress, deadlineMs }: BookingWorkerOptions) {
  /** The worker's answer, or undefined where it could not be reached in time (logged, without the query: a token is in it). */
  async function call(path: string, init: RequestInit): Promise<WorkerAnswer | undefined> {
    try {
      const response = await send(`${workerUrl}${path}`, { ...init, signal: AbortSignal.timeout(deadlineMs) });
      const body = (await response.json().catch(() => ({}))) as unknown;
      return { status: response.status, body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
    } catch (error) {
      console.error(`the worker's ${path.split('?')[0]} could not be reached for a booking page: ${String(error)}`);
      return undefined;
    }
  }

  return {
    read: (path: string, query: Record<string, string>) => call(`${path}?${new URLSearchParams(query)}`, { method: 'GET' }),
    send: (path: string, body: Record<string, unknown>) =>
      call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}`, [VISITOR_ADDRESS_HEADER]: visitorAddress ?? 'unknown' },
        body: JSON.stringify(body),
      }),
  };
}
