// The public origin written into every page (canonical address, og:url, structured data,
// site links). It comes from configuration only, never from a request: the pages are
// cached (s-maxage) with no Vary on Host, so an address taken from a forged Host or
// X-Forwarded-Host would be served to everyone. In development (ALLOW_DEV_DEFAULTS=1, as
// npm start, the tests and the bench set) the host's own local origin stands in.

export class MissingSiteOrigin extends Error {
  constructor() {
    super('SITE_ORIGIN is not set: the composer writes it into every page (set it to the public origin, e.g. https://www.example.com)');
  }
}

/** SITE_ORIGIN as an origin, else `localOrigin` in development, else refused. */
export function siteOriginFrom(env: { SITE_ORIGIN?: string; ALLOW_DEV_DEFAULTS?: string }, localOrigin?: string): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  if (env.ALLOW_DEV_DEFAULTS === '1' && localOrigin) return localOrigin;
  throw new MissingSiteOrigin();
}
