// On Workers, the composer reads the release store from its R2 binding rather than over
// the network: live.json and a release's server-rendered files (ssr/) are read from the
// bucket itself, with no public round trip and no CDN between a switch and the next read.
// Visitors' browsers still load a release's files from the store's public address
// (RELEASES_URL), which is what this fetch stands for. A bucket's get takes no signal:
// the read is given up when the caller's signal aborts, so a get that hangs costs a page
// its remote's budget, as a hung HTTP read does, not the whole request. A refused form's
// page is no file: it is asked of the store's host, over the network, which runs the
// release's server code for it (site/src/refusalEndpoint.js).
import { REFUSAL_PATH } from 'site/refusalEndpoint';
import { untilAborted } from './untilAborted';

/** The part of an R2 bucket binding the composer uses. */
export interface ReleaseBucket {
  get(key: string): Promise<{ body: ReadableStream; httpEtag: string; writeHttpMetadata(headers: Headers): void } | null>;
}

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** A fetch that answers addresses under `root` (the store's public address) from `bucket`, and any other as `fallback` would. */
export function bucketFetch(bucket: ReleaseBucket, root: string, fallback: typeof fetch = fetch): typeof fetch {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return async (input, init) => {
    const url = urlOf(input);
    if (!url.startsWith(prefix)) return fallback(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'POST' && url.endsWith(`/${REFUSAL_PATH}`)) return fallback(input, init);
    if (method !== 'GET') return new Response('Method Not Allowed', { status: 405 });
    init?.signal?.throwIfAborted();
    const key = decodeURIComponent(new URL(url).pathname.slice(new URL(prefix).pathname.length));
    const object = await untilAborted(bucket.get(key), init?.signal);
    if (!object) return new Response('Not Found', { status: 404 });
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    return new Response(object.body, { headers });
  };
}
