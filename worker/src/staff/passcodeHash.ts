// The company passcode is configured as a peppered PBKDF2-SHA256 hash, never as the
// digits: `pbkdf2-sha256-pepper$<iterations>$<salt>$<hash>` with base64url salt and hash,
// where the password PBKDF2 stretches is HMAC-SHA256(pepper, passcode). The pepper is a
// secret of its own (STAFF_PASSCODE_PEPPER), kept apart from the hash: an 8-digit
// passcode has only 10^8 values, so a leaked hash alone could be searched in hours; with
// the pepper unknown it cannot be searched at all. Web Crypto only, so the same code runs
// on Node 20 and on Cloudflare Workers (whose PBKDF2 allows at most 100,000 iterations,
// hence the default and the cap).
import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';

export const PASSCODE_HASH_ITERATIONS = 100_000;
const MAX_ITERATIONS = 100_000;
const MIN_ITERATIONS = 1_000;
const HASH_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = 'pbkdf2-sha256-pepper';

export interface PasscodeHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

const base64Url = (bytes: Uint8Array<ArrayBuffer>) => encodeBase64Url(bytes.buffer).replace(/=+$/, '');

/** The parsed hash, or an Error saying what is wrong with the text (never repeating it). */
export function parsePasscodeHash(value: string): PasscodeHash | Error {
  const parts = value.trim().split('$');
  if (parts.length !== 4 || parts[0] !== PREFIX) {
    return new Error(`expected ${PREFIX}$<iterations>$<salt>$<hash> (npm run passcode-hash -w worker)`);
  }
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    return new Error(`iterations must be a whole number from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}`);
  }
  try {
    const salt = new Uint8Array(decodeBase64Url(parts[2]!));
    const hash = new Uint8Array(decodeBase64Url(parts[3]!));
    if (salt.length < 8) return new Error('the salt must be at least 8 bytes');
    if (hash.length !== HASH_BYTES) return new Error(`the hash must be ${HASH_BYTES} bytes`);
    return { iterations, salt, hash };
  } catch {
    return new Error('the salt and hash must be base64url');
  }
}

async function peppered(passcode: string, pepper: string): Promise<ArrayBuffer> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', key, encoder.encode(passcode));
}

async function derive(passcode: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', await peppered(passcode, pepper), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so the time taken says nothing. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export async function passcodeMatches(passcode: string, stored: PasscodeHash, pepper: string): Promise<boolean> {
  return constantTimeEqual(await derive(passcode, pepper, stored.salt, stored.iterations), stored.hash);
}

/** The configuration value for a passcode, with a fresh random salt. */
export async function hashPasscode(passcode: string, pepper: string, iterations = PASSCODE_HASH_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(passcode, pepper, salt, iterations);
  return [PREFIX, iterations, base64Url(salt), base64Url(hash)].join('$');
}
