// Where a redirect of the composer or the worker may send a browser: a path of this site,
// never another origin. A browser takes `//host` and `/\host` for another host, drops
// tabs and line breaks anywhere in an address (`/<tab>/host` is `//host`), and a proxy or
// server on the way may decode `%2F` and `%5C`, so a target passes only if it, and each
// percent-decoding of its path, starts with one `/` followed by neither `/` nor `\`.

/** Control characters and spaces: no address the site writes holds them unencoded. */
const UNENCODED_CONTROL = /[\u0000-\u0020\u007F]/;
/** A single `/`, not followed by another or by a backslash. */
const ONE_SLASH = /^\/(?![/\\])/;

/** @param {string} text */
const decodeOnce = (text) => text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether `target` is a path of this site: `/` itself, or `/` followed by neither `/`
 * nor `\`, with no control character, encoded or not, that could make it one.
 * @param {unknown} target
 * @returns {target is string}
 */
function isSitePath(target) {
  if (typeof target !== 'string' || UNENCODED_CONTROL.test(target)) return false;
  let path = /^[^?#]*/.exec(target)?.[0] ?? '';
  for (;;) {
    if (!ONE_SLASH.test(path.replace(/[\t\n\r]/g, ''))) return false;
    const decoded = decodeOnce(path);
    // Each decoding shortens the path, so this ends.
    if (decoded === path) return true;
    path = decoded;
  }
}

/**
 * `target` where it is a path of this site, else `/`: the Location of every redirect.
 * @param {string | null | undefined} target
 * @returns {string}
 */
const sitePath = (target) => (isSitePath(target) ? target : '/');

module.exports = { isSitePath, sitePath };
