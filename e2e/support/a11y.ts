// Accessibility checks as a test drives the site: axe's WCAG 2.1 A and AA rules on
// what is on screen, and a record of anything the Content-Security-Policy refused.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with a readable list when axe finds any WCAG 2.1 AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what: string) {
  // Only the violations are read, so axe details no other result. A page with no frame
  // is checked by axe.run in the page itself ("legacy mode"): the default runs axe per
  // frame, serializes every node of every rule, passed ones included, and finishes in a
  // new blank page with axe injected a second time, which doubled the check's time
  // (docs/testing.md, "CI time"). The same rules run on the same document; a page with
  // frames keeps the default, which also checks frames from another origin.
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}

/** Starts recording Content-Security-Policy violations; call before the first navigation. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

export async function expectNoCspViolations(page: Page, what: string) {
  const seen = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect(seen, `CSP violations on ${what}`).toEqual([]);
}

/**
 * Presses Tab `presses` times and checks that each focused element looks different
 * from how it looked unfocused, with an outline or a ring (a card that always has a
 * shadow does not pass for focused), and that the keyboard moved through the page.
 */
export async function expectVisibleFocusWhileTabbing(page: Page, presses: number) {
  await page.evaluate(() => {
    const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
    for (const element of document.querySelectorAll<HTMLElement>(focusable)) {
      const style = getComputedStyle(element);
      element.dataset.unfocusedLook = `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    }
  });
  const reached = new Set<string>();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const marked = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const look = `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
      const changed = element.dataset.unfocusedLook === undefined || element.dataset.unfocusedLook !== look;
      const name = `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`;
      return { name: `${name} #${[...document.querySelectorAll('*')].indexOf(element)}`, visible: marked && changed };
    });
    if (!focus) continue;
    reached.add(focus.name);
    expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
  }
  expect(reached.size, 'distinct elements the keyboard reached').toBeGreaterThanOrEqual(3);
}
