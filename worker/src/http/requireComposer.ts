// Refuses any caller but the shell's composer, which sends on what a visitor posted
// without scripts: it presents the secret both share (COMPOSER_SECRET; 503 while unset,
// 401 without it, 403 with another), compared in constant time.
import type { Context } from 'hono';
import { ApiError } from './apiError';
import { bearerToken } from './bearerToken';
import { constantTimeEqual } from '../staff/passcodeHash';

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

export async function requireComposer(c: Context, secret: string | undefined): Promise<void> {
  if (!secret) throw new ApiError(503, 'Forms posted without scripts are switched off (COMPOSER_SECRET is not set)');
  const presented = bearerToken(c);
  if (!presented) {
    c.header('WWW-Authenticate', 'Bearer realm="composer"');
    throw new ApiError(401, "The composer's secret is required");
  }
  if (!constantTimeEqual(await digest(presented), await digest(secret))) throw new ApiError(403, "This is not the composer's secret");
}
