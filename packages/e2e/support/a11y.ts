// Accessibility checks as a test drives the site: axe's WCAG 2.1 A and AA rules on
// what is on screen, and a record of anything the Content-Security-Policy refused.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with a readable list when axe finds any WCAG 2.1 AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
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

/** Presses Tab `presses` times and checks that each focused element shows a focus indicator. */
export async function expectVisibleFocusWhileTabbing(page: Page, presses: number) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none';
      return { name: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`, visible: outline || ring };
    });
    if (!focus) continue;
    expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
  }
}
