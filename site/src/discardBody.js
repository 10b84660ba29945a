// Reads the rest of a refused request body and throws it away: shared by the worker and
// the sandbox. A server that answers while the client is still uploading closes the
// connection under it, and the client sees a network error instead of the answer (both
// on Node and on workerd). Past `maxBytes` it stops reading and lets the connection drop.

/** @param {Request} request @param {number} maxBytes @returns {Promise<void>} */
async function discardBody(request, maxBytes) {
  const body = request.body;
  // A locked body is already being read (hono's bodyLimit reads bodies of unknown length).
  if (!body || body.locked) return;
  const reader = body.getReader();
  let bytesRead = 0;
  try {
    while (bytesRead <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      bytesRead += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away; there is nobody left to answer.
  }
}

module.exports = { discardBody };
