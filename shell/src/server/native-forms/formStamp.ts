// When the composer drew a form, signed: the start of the fill time for a form posted
// without scripts (the page's own clock does this when scripts run). Pages are drawn once
// and kept (pageCache.ts), so the stamp is written into the kept HTML per request, in the
// hidden field the form carries for it (FORM_OPENED_FIELD). HMAC-SHA-256 under the
// composer's secret (credentials/src/composerSecret.js), Web Crypto only: Node and Workers alike.
//
//   <milliseconds since 1970>.<signature, base64url>

/** A stamp older than this is no start at all: the form was left open for a day, or it is replayed. */
const STAMP_LIFETIME_MS = 24 * 60 * 60_000;

const keys = new Map<string, Promise<CryptoKey>>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])));
  return key;
};

const toBase64Url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const message = (ms: number) => new TextEncoder().encode(`form-opened:${ms}`);

export async function formStamp(secret: string, at: number): Promise<string> {
  return `${at}.${toBase64Url(await crypto.subtle.sign('HMAC', await keyFor(secret), message(at)))}`;
}

/** When the stamped form was drawn, or undefined for a stamp that is missing, forged, altered, from the future or too old. */
export async function formOpenedAt(secret: string, stamp: string | null | undefined, now: number): Promise<number | undefined> {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(stamp ?? '');
  if (!match) return undefined;
  const at = Number(match[1]);
  if (at > now || now - at > STAMP_LIFETIME_MS) return undefined;
  const valid = await crypto.subtle.verify('HMAC', await keyFor(secret), fromBase64Url(match[2]!), message(at));
  return valid ? at : undefined;
}
