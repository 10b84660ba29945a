// A hostile request as the property tests send it, and the content types that are
// not the one an endpoint takes.
import fc from 'fast-check';

export interface HostileRequest {
  /** Which family of hostility made it, so a failing case says what it tried. */
  kind: string;
  /** undefined: no Content-Type header at all (the body then goes as bytes). */
  contentType: string | undefined;
  body: string | Uint8Array;
}

interface RequestableApp {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}

export function sendHostile(app: RequestableApp, path: string, { contentType, body }: HostileRequest, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: contentType === undefined ? headers : { ...headers, 'Content-Type': contentType },
    body: body as BodyInit,
  });
}

/**
 * Content types that are neither application/json nor text/plain, and `alsoWrong`: the
 * one the other kind of endpoint takes, which is wrong for this one.
 */
export const wrongContentType = (...alsoWrong: string[]): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constantFrom(
      ...alsoWrong,
      undefined,
      '',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----hostile',
      'application/jsonp',
      'application/json-patch+json',
      'application/ld+json',
      'text/json',
      'text/html',
      'text/plainx',
      'application/javascript',
      'application/xml',
      'json',
      '*/*',
    ),
    // Any printable header value, prefixed so it can name neither application/json nor text/plain.
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((type) => `x-${type}`),
  );
