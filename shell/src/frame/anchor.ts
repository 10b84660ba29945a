// The element a link's #hash names, for pages the router draws after the link was followed.

/** The id a location's hash names ('' for none, or for one that is not valid percent-encoding). */
export function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * Calls `found` with the element of that id once it is in the page: a route's page can
 * arrive a moment after the route (a remote's code is fetched first). Returns a function
 * that stops looking.
 */
export function whenAnchorAppears(id: string, found: (anchor: HTMLElement) => void): () => void {
  const observer = new MutationObserver(() => {
    const anchor = document.getElementById(id);
    if (!anchor) return;
    observer.disconnect();
    found(anchor);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
