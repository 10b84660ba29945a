// What a person sees of a page's frame, measured in the browser: where the main heading
// starts, whether anything runs off the side of the screen, and whether a phone or case
// number is split across two lines.

export interface FrameMeasure {
  /** The left edge of the main heading, in CSS pixels. */
  headingLeft: number;
  /** How far the page is wider than the screen (0: no horizontal scroll). */
  overflow: number;
  /** Numbers that a line break splits, as written. */
  brokenNumbers: string[];
}

/** Runs in the page (serialized: it may use nothing from outside its body). */
export function measureFrame(): FrameMeasure {
  // Phone numbers as the site writes them, and case and invoice numbers ('AP-0D5E19DCPD', 'INV-…').
  const unbreakable = /\(\d{3}\) \d{3}-\d{4}|\b[A-Z]{2,3}-[0-9A-Z]{10}\b/g;
  const heading = document.querySelector('main h1');
  const headingLeft = heading ? Math.round(heading.getBoundingClientRect().left) : Number.NaN;
  // The screen's width in CSS pixels: a phone widens its layout viewport (innerWidth) to
  // fit a page that overflows, so innerWidth alone hides the overflow it should show.
  const screenWidth = Math.round(window.visualViewport!.width * window.visualViewport!.scale);
  const overflow = Math.max(0, document.documentElement.scrollWidth - screenWidth);

  const brokenNumbers: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(unbreakable)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) brokenNumbers.push(match[0]);
    }
  }
  return { headingLeft, overflow, brokenNumbers };
}
