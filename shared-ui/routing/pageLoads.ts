// Full page loads the spec asks for (a page that reloads itself, a checkout that sends
// the visitor back to the wizard). A module of its own so component tests can replace
// it: jsdom cannot load a page.
export function reloadPage() {
  window.location.reload();
}

export function loadPage(path: string) {
  window.location.assign(path);
}
