// The shell's own release, as its build records it (#44): the name X-Composed-From gives
// the shell (`shell=<release>`) and the release bisect reads from the history. The build
// is told it in SHELL_RELEASE, in the form of a remote's version (12 lowercase hex: a
// deploy gives its source commit, `git rev-parse --short=12 HEAD`); a build told nothing
// is `local`, as the local site's and the e2e run's are. webpack compiles it into the
// shell's browser and server code as __SHELL_RELEASE__ (shell/src/remotes/shellRelease.ts).
const { VERSION_PATTERN } = require('site/releaseLayout');

/** A build's release where SHELL_RELEASE names none: the local site's (credentials/src/overrideGrant.js's OWN_BUILD). */
const LOCAL_SHELL_RELEASE = 'local';

/**
 * The release the shell is built as. Throws where SHELL_RELEASE is set but is not 12
 * lowercase hex: a build must not name a release no history could match.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
function shellReleaseFrom(env) {
  const named = env.SHELL_RELEASE?.trim();
  if (!named) return LOCAL_SHELL_RELEASE;
  if (!VERSION_PATTERN.test(named)) throw new Error(`SHELL_RELEASE must be 12 lowercase hex digits (git rev-parse --short=12 HEAD), not ${JSON.stringify(named)}`);
  return named;
}

module.exports = { LOCAL_SHELL_RELEASE, shellReleaseFrom };
