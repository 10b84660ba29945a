// A full page reload, in a module of its own so tests can replace it (jsdom cannot reload).
export function reloadPage() {
  window.location.reload();
}
