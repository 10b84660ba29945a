// Reading one cookie of a request's Cookie header, the one way the site's servers do it.
// It lives here, below the site's layout facts (site/ depends on this package, not the
// other way), because the cookies the servers read carry credentials: a visitor's signed
// cohort, an override grant, a synthetic credential.

/**
 * The value of the cookie `name` in a Cookie header (1 to `maxLength` characters), or
 * undefined when it has none or a longer one. `name` is a cookie name of the site's own
 * ([\w-]), never a visitor's input.
 * @param {string | null | undefined} cookieHeader
 * @param {string} name
 * @param {number} [maxLength]
 * @returns {string | undefined}
 */
function cookieValue(cookieHeader, name, maxLength = 200) {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]{1,${maxLength}})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
}

module.exports = { cookieValue };
