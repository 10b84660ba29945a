// jsdom, plus the fetch API of Node itself (jsdom has none): components that talk
// to the worker are tested against a stubbed or real fetch, not a hand-made one.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
