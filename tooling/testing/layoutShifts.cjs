// Layout shifts as a page records them, with what moved: each shift's value, its time
// since navigation and its sources (the element, its rectangle before and after), so a
// failing check or the stress run (tooling/scripts/layout-shift-stress.mjs) names its cause.

/**
 * @typedef {{ node: string, before: string, after: string }} ShiftSource
 * @typedef {{ value: number, at: number, sources: ShiftSource[] }} LayoutShift
 */

/**
 * Runs inside the page, before its own scripts (Playwright's addInitScript): keeps every
 * shift not caused by input on `window.__layoutShifts`, sources described as they happen
 * (a node may be gone by the time the test reads them).
 */
function recordLayoutShifts() {
  /** @type {LayoutShift[]} */
  const shifts = [];
  /** @type {any} */ (window).__layoutShifts = shifts;
  /** @param {Node | null} node */
  const describe = (node) => {
    if (!node) return '(a node since removed)';
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return `#${node.nodeName}`;
    const path = [];
    for (let at = /** @type {Element | null} */ (element); at && path.length < 5; at = at.parentElement) {
      const id = at.id ? `#${at.id}` : '';
      const classes = [...at.classList].map((name) => `.${name}`).join('');
      path.unshift(`${at.localName}${id}${classes}`);
      if (at.id) break;
    }
    const text = (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${node instanceof Element ? '' : '(text in) '}${path.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  /** @param {DOMRectReadOnly} r */
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((/** @type {{node: Node | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly}} */ source) => ({
          node: describe(source.node),
          before: rect(source.previousRect),
          after: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * @param {LayoutShift[]} shifts
 * @returns {string} one line a shift, then a line a source
 */
function describeShifts(shifts) {
  return shifts
    .map(
      (shift) =>
        `shift ${shift.value.toFixed(4)} at ${shift.at} ms\n` +
        shift.sources.map((source) => `  ${source.node}: ${source.before} -> ${source.after}`).join('\n'),
    )
    .join('\n');
}

module.exports = { recordLayoutShifts, describeShifts };
