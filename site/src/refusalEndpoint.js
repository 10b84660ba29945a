// POST <remote base>ssr/refusal: the page of a form the server refused, drawn by the
// remote's own server code (its build's server/renderRemote.mjs, `renderRefusal`), so the
// form's component draws what was typed and the messages (#42). The composer asks
// (shell/src/server/native-forms/refusedPage.ts); a remote's host answers for the version
// it serves, locally tooling/scripts/serve-dist.mjs and serve-releases.mjs. The answer is
// JSON, `{ html }`, never a page a browser would show: its text is whatever was posted.
// Anything but a refusal request is a 400 with a JSON error, and nothing is kept.
const { discardBody } = require('./discardBody');

/** Where a remote's host answers, under the remote's base (beside its remoteEntry.js). */
const REFUSAL_PATH = 'ssr/refusal';

/** A refused form's fields, as JSON: the longest (an application) is a few KB. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * @typedef {{ renderRefusal: (body: unknown, inlineFile?: (url: string) => string | undefined) => Promise<string | undefined> }} RefusalRenderer
 */

/** @param {number} status @param {unknown} body */
const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });

/**
 * @param {{ load: () => Promise<RefusalRenderer>, inlineFile?: (url: string) => string | undefined }} options
 *   `load`: the remote's server module (loaded once, on the first request)
 * @returns {(request: Request) => Promise<Response>}
 */
function refusalEndpoint({ load, inlineFile }) {
  /** @type {Promise<RefusalRenderer> | undefined} */
  let loading;
  return async (request) => {
    if (!/^application\/json\b/i.test(request.headers.get('Content-Type') ?? '')) {
      await discardBody(request, MAX_BODY_BYTES);
      return json(415, { error: 'A refusal is sent as JSON' });
    }
    if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
      await discardBody(request, MAX_BODY_BYTES);
      return json(413, { error: 'This is larger than any refused form' });
    }
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return json(413, { error: 'This is larger than any refused form' });
    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { error: 'The body is not JSON' });
    }
    try {
      // A module that failed to load is loaded again by the next request.
      const server = await (loading ??= load().catch((error) => ((loading = undefined), Promise.reject(error))));
      const html = await server.renderRefusal(body, inlineFile);
      return html === undefined ? json(400, { error: 'The body is not a refused form of this remote' }) : json(200, { html });
    } catch (error) {
      console.error(`a refused form's page could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
      return json(500, { error: 'The page could not be drawn' });
    }
  };
}

module.exports = { refusalEndpoint, REFUSAL_PATH };
