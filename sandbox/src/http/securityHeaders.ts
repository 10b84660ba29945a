// The two security headers that change nothing the stand-ins do: no MIME sniffing, and
// no Referer sent on from their pages. Everything else hono's secureHeaders would add
// is off on purpose: the site frames the payment page and loads the stand-ins' scripts
// from another origin, as it does the real services', so X-Frame-Options and a
// same-origin Cross-Origin-Resource-Policy would break the very flows they stand in for.
import { secureHeaders } from 'hono/secure-headers';

export const sandboxSecurityHeaders = () =>
  secureHeaders({
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
