// A submission's delivery token: 32 random bytes (hex) that the journal answer gives the
// browser which journaled the submission, and that its delivery report must carry, so
// nobody who merely guesses a case id can mark that case's email as sent. The journal
// keeps only the token's SHA-256: reading the database does not give the token away.
// Web Crypto only, so it runs on Node and on Cloudflare Workers alike.
const TOKEN_BYTES = 32;

/** The token as the browser sends it: 64 lowercase hex digits. */
export const DELIVERY_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export interface DeliveryToken {
  token: string;
  /** What the journal stores (hashDeliveryToken of the token). */
  hash: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function hashDeliveryToken(token: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

export async function newDeliveryToken(): Promise<DeliveryToken> {
  const token = hex(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  return { token, hash: await hashDeliveryToken(token) };
}
