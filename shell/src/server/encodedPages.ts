// On Node, a composed page encoded once (UTF-8, brotli, gzip) and sent as those bytes to
// every visitor who asks for it: encoding 50 KB of HTML per request was most of the
// composer's own time (on Workers, the platform compresses). Keyed by the page's text,
// which the composer keeps as one string per page (pageCache.ts), so a lookup does not
// read the page again.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from './composer';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send, from the request's Accept-Encoding (brotli first), if any. */
export function encodingFor(acceptEncoding: string | null): Encoding {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
}

const encoders: Record<Encoding, (html: string) => Uint8Array<ArrayBuffer>> = {
  br: (html) => new Uint8Array(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })),
  gzip: (html) => new Uint8Array(gzipSync(html, { level: 9 })),
  identity: (html) => new TextEncoder().encode(html),
};

export function createEncodedPages(maxPages = 200) {
  const kept = new Map<string, Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>();

  function encoded(html: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
    let forms = kept.get(html);
    if (!forms) {
      if (kept.size >= maxPages) kept.delete(kept.keys().next().value!);
      kept.set(html, (forms = {}));
    }
    return (forms[encoding] ??= encoders[encoding](html));
  }

  /** The page as a Response, compressed when the request accepts it. */
  return function respond(request: Request, { status, headers, html, perVisitor }: Page): Response {
    if (html === null || request.method === 'HEAD') return new Response(null, { status, headers });
    const encoding = encodingFor(request.headers.get('Accept-Encoding'));
    // A page drawn for one visitor is encoded once, for them, and not kept.
    return new Response(perVisitor ? encoders[encoding](html) : encoded(html, encoding), {
      status,
      headers: { ...headers, ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }), Vary: 'Accept-Encoding' },
    });
  };
}
