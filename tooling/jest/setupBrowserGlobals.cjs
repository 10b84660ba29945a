// What jsdom lacks and the site's code uses: TextEncoder (react-router 7), the
// modal <dialog> API, scrolling and matchMedia.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test that asks for Node (`@jest-environment node`) has no window: the rest is jsdom's.
if (typeof window !== 'undefined') {
  if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal() {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close() {
      this.removeAttribute('open');
    };
  }
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
