// The site's security headers, served with the shell's HTML. The Content-Security-
// Policy names exactly the origins the site talks to: the remotes and the worker
// (from remotes.json), and the third parties — the email service, the card provider's
// payment page, the captcha (src/providers.js), YouTube's privacy-enhanced player and
// the social feed widget.

const FIXED_THIRD_PARTIES = {
  /** Partner videos (mf-marketing, mf-guides), loaded only when a visitor presses play. */
  youtube: 'https://www.youtube-nocookie.com',
  /** The social feed widget on the home page: its script, styles, API and images. */
  feedScript: 'https://cdn.curator.io',
  feedApi: 'https://api.curator.io',
  feedImages: 'https://*.curator.io',
};

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/** reCAPTCHA's script loads its own parts from gstatic; other captcha hosts serve themselves. @param {string} scriptUrl */
function captchaOrigins(scriptUrl) {
  const origin = originOf(scriptUrl);
  return origin === 'https://www.google.com' ? [origin, 'https://www.gstatic.com'] : [origin];
}

/**
 * @param {{ remotes: ReadonlyArray<{ entry: string }>, worker: string }} manifest
 * @param {import('./providers.js').Providers} providers
 * @param {{ styleHashes?: readonly string[], scriptHashes?: readonly string[] }} [page]  CSP hash sources of the page's own <style> blocks and inline scripts
 */
function contentSecurityPolicy(manifest, providers, { styleHashes = [], scriptHashes = [] } = {}) {
  const remotes = [...new Set(manifest.remotes.map((remote) => originOf(remote.entry)))];
  const worker = originOf(manifest.worker);
  const hpp = originOf(providers.hppOrigin);
  const captcha = captchaOrigins(providers.captchaScriptUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, hpp, ...captcha, FIXED_THIRD_PARTIES.feedScript, ...scriptHashes],
    'style-src': ["'self'", ...remotes, FIXED_THIRD_PARTIES.feedScript, ...styleHashes],
    // React writes style attributes (custom properties on cards, the viewer's transforms).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, FIXED_THIRD_PARTIES.feedImages],
    'connect-src': ["'self'", worker, originOf(providers.emailOrigin), hpp, FIXED_THIRD_PARTIES.feedApi],
    'frame-src': [hpp, ...captcha, FIXED_THIRD_PARTIES.youtube],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Headers every answer of the site carries. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

module.exports = { FIXED_THIRD_PARTIES, contentSecurityPolicy, COMMON_HEADERS };
