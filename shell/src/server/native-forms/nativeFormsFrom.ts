// The composer's settings for forms posted without scripts, from its environment (Node's
// process.env or the Worker's bindings): the secret it shares with the worker
// (COMPOSER_SECRET; the development value only with ALLOW_DEV_DEFAULTS). Without one,
// such posts get a 303 back to their page, as before. A secret that must not be used
// (the development one on a public site, one too short) throws, naming the variable.
import { composerSecretFrom } from 'credentials/composerSecret';
import type { NativeForms } from './nativePost';

export function nativeFormsFrom(env: Readonly<Record<string, unknown>>): NativeForms | undefined {
  const secret = composerSecretFrom(env);
  return secret ? { secret } : undefined;
}

/**
 * The visitor's address on Node: the last entry of the header a trusted reverse proxy
 * sets (TRUSTED_CLIENT_IP_HEADER, as the worker reads it), else the connection's.
 */
export function nodeVisitorAddress(request: Request, socketAddress: string | undefined, trustedHeader = process.env.TRUSTED_CLIENT_IP_HEADER?.trim()): string | undefined {
  const fromProxy = trustedHeader ? request.headers.get(trustedHeader)?.split(',').at(-1)?.trim() : undefined;
  return fromProxy || socketAddress;
}
