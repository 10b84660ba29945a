// jsdom, plus the fetch API of Node itself (jsdom has none): components that talk
// to the worker are tested against a stubbed or real fetch, not a hand-made one.
// FormData stays jsdom's: as in a browser, it reads a page's form (React 19 builds one
// of a form submitted while a transition, such as a route change, is starting).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
