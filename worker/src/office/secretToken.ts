// The office's bearer secrets (an invitation, a session's cookie): 32 random bytes as
// base64url, kept in the database only as their SHA-256 (hex). Web Crypto only, so it
// runs on Node and on Cloudflare Workers alike.
const TOKEN_BYTES = 32;

/** What a token looks like (43 base64url characters); anything else is refused before a lookup. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function hashSecret(token: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

export async function newSecret(): Promise<{ token: string; hash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  return { token, hash: await hashSecret(token) };
}
