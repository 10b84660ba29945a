// The security headers on every worker answer, errors and CORS preflights included.
// The worker serves JSON to scripts (and SVG bytes the staff hub reads through fetch):
// nothing of it is a page to render, run or frame, so the policy allows nothing at all.
// The CORS reads the site makes are unaffected: Cross-Origin-Resource-Policy applies to
// no-cors loads only (an <img> or <script> of another site), which the worker refuses.
import { secureHeaders } from 'hono/secure-headers';

export const workerSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
  });
