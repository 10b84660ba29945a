// A page's HTML document as the server hands it out: its status, its size (as served,
// uncompressed, and gzipped here at the default level, what a gzip-serving CDN would
// send), and the time to first byte over sequential requests. TTFB runs from the call
// to fetch to the arrival of the response headers (fetch resolves then), over a kept-
// alive connection: the server's own time plus one loopback round trip, no connect.
// One request first, not counted, opens the connection and warms the server's caches;
// it asks as a browser would and records the encoding the server chose.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, deflate, br' };
const PLAIN = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'identity' };

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

const round1 = (ms) => Math.round(ms * 10) / 10;

/**
 * @param {string} url
 * @param {{ requests?: number, cookies?: string[] }} [options]  cookies: the browser's (a staff member's unlock hint)
 * @returns {Promise<{status:number, bytes:number, gzipBytes:number, servedEncoding:string, ttfbMs:{median:number,p95:number,max:number}, requests:number}>}
 */
export async function measureHtml(url, { requests = 20, cookies = [] } = {}) {
  const cookie = cookies.length > 0 ? { Cookie: cookies.map((set) => set.split(';')[0]).join('; ') } : {};
  const warmUp = await fetch(url, { headers: { ...BROWSER, ...cookie }, redirect: 'manual' });
  const servedEncoding = warmUp.headers.get('content-encoding') ?? 'none';
  await warmUp.arrayBuffer();

  const times = [];
  let last;
  for (let request = 0; request < requests; request += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { ...PLAIN, ...cookie }, redirect: 'manual' });
    times.push(performance.now() - start);
    last = { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  }
  times.sort((a, b) => a - b);
  return {
    status: last.status,
    bytes: last.body.length,
    gzipBytes: gzipSync(last.body).length,
    servedEncoding,
    ttfbMs: { median: round1(percentile(times, 0.5)), p95: round1(percentile(times, 0.95)), max: round1(times.at(-1)) },
    requests,
  };
}
