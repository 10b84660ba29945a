// The unlock token a correct passcode earns: a JWT (HS256, signed with the worker's
// UNLOCK_SIGNING_KEY through Web Crypto by hono/jwt) that expires. The hub's content
// routes accept nothing else.
import { sign, verify } from 'hono/jwt';
import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';

const ALGORITHM = 'HS256';
const AUDIENCE = 'staff-hub';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueUnlockToken(signingKey: string, now: Date, lifetimeMs: number): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + Math.floor(lifetimeMs / 1000);
  const token = await sign({ sub: 'staff', aud: AUDIENCE, iat: issuedAt, exp: expires }, signingKey, ALGORITHM);
  return { token, expiresAt: new Date(expires * 1000) };
}

/**
 * Base64url leaves the low bits of a segment's last character unused, so two spellings
 * can decode to the same signature. Only the spelling the signer wrote is accepted:
 * any changed character of a token makes it invalid.
 */
function isCanonicalSignature(token: string): boolean {
  const segment = token.slice(token.lastIndexOf('.') + 1);
  try {
    return encodeBase64Url(decodeBase64Url(segment).buffer).replace(/=+$/, '') === segment;
  } catch {
    return false;
  }
}

/** When a token this key signed expires (ms), or undefined for any other token. */
async function signedExpiry(token: string, signingKey: string): Promise<number | undefined> {
  if (!isCanonicalSignature(token)) return undefined;
  try {
    // Expiry is checked by the callers against the worker's clock (tests move it), not Date.now().
    const payload = await verify(token, signingKey, { alg: ALGORITHM, aud: AUDIENCE, exp: false, nbf: false, iat: false });
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token was signed with this key and has not expired at `now`. */
export async function isValidUnlockToken(token: string, signingKey: string, now: Date): Promise<boolean> {
  const expiry = await signedExpiry(token, signingKey);
  return expiry !== undefined && expiry > now.getTime();
}

/**
 * True when the token was signed with this key and expired at most `withinMs` before
 * `now`: the device that holds it unlocked with the passcode not long ago.
 */
export async function unlockedRecently(token: string, signingKey: string, now: Date, withinMs: number): Promise<boolean> {
  const expiry = await signedExpiry(token, signingKey);
  return expiry !== undefined && expiry + withinMs > now.getTime();
}
