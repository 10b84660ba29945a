// The accessibility check (support/a11y.ts) against its own failure: a document with
// violations seeded must fail it, each rule named, whether axe checks it in
// the page itself (no frame) or frame by frame (a frame present). Seeded with
// setContent: no server and no page load, so it costs the suite seconds, not a page visit each.
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';

const SEEDED = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button><a href="/elsewhere"></a>';
const documentWith = (main: string) =>
  `<!doctype html><html lang="en"><head><title>Seeded</title></head><body><main><h1>Seeded</h1>${main}</main></body></html>`;

for (const [where, main] of [
  ['in a page with no frame', SEEDED],
  ['in a frame', `<iframe title="Seeded frame" srcdoc='${documentWith(SEEDED)}'></iframe>`],
] as const) {
  test(`the accessibility check fails on violations ${where}, naming each`, async ({ page }) => {
    await page.setContent(documentWith(main));
    const failure = await expectNoAxeViolations(page, 'the seeded page').then(
      () => 'no failure',
      (error: Error) => error.message.replace(/\u001b\[\d+m/g, ''),
    );
    expect(failure).toContain('axe violations on the seeded page');
    for (const rule of ['image-alt (critical)', 'button-name (critical)', 'link-name (serious)']) expect(failure).toContain(rule);
  });
}
