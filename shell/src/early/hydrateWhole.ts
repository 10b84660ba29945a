// React hydrates the parts of a page inside <Suspense> later than the rest, each in a
// pass of its own, and a part not yet hydrated loses what is typed into it meanwhile (a
// form's first hydration writes its defaults into its fields). So once the page is
// hydrated as far as React goes on its own, what remains is hydrated at once: React
// hydrates a part synchronously when a discrete event is aimed at it, and 'dragend' is
// such an event that nothing on this site listens to.

/** React's own mark on an element it has hydrated (or drawn). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

export function hydrateWhole(root: Element) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  let element = walker.nextNode() as Element | null;
  while (element) {
    if (!isHydrated(element)) element.dispatchEvent(new Event('dragend', { bubbles: true }));
    if (!element.isConnected) {
      // React drew that part afresh (it did not match): walk again from the top.
      walker.currentNode = root;
      element = walker.nextNode() as Element | null;
      continue;
    }
    // An element React does not draw (HTML it was handed as a string) is left with its children.
    element = (isHydrated(element) ? walker.nextNode() : nextOutside(walker)) as Element | null;
  }
}

function nextOutside(walker: TreeWalker): Node | null {
  for (let node: Node | null = walker.currentNode; node; node = walker.parentNode()) {
    const sibling = walker.nextSibling();
    if (sibling) return sibling;
  }
  return null;
}
