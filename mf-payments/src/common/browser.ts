// Full page loads the spec asks for (Start Over reloads; an invalid checkout sends the
// visitor to /verify and reloads). Kept apart so component tests can replace them.
export function reloadPage() {
  window.location.reload();
}

export function loadPage(path: string) {
  window.location.assign(path);
}
