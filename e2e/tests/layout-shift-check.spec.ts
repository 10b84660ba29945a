// The layout-shift check that server-html.spec.ts holds every page to, tested against
// its own failure: a box that grows after the first paint fails it, and the message
// names the box, where it was and where it went, so a red run says what moved.
import { expect, test } from '../support/test';
import { expectNoLayoutShift, watchHydration } from '../support/serverHtml';

const FIXTURE_PATH = '/__layout-shift-fixture';

const fixture = (grows: boolean) => `<!doctype html><html><head><title>Fixture</title></head><body>
<div style="display:flex;justify-content:center"><div id="grows" class="box" style="width:100px;height:100px;background:#036">box</div></div>
<p>Text below.</p>
<script>
  // Two frames on: the box has been painted at its first size.
  requestAnimationFrame(() => requestAnimationFrame(() => {
    ${grows ? "document.getElementById('grows').style.width = '400px';" : ''}
    document.body.dataset.settled = 'true';
  }));
</script></body></html>`;

for (const grows of [true, false]) {
  test(`a page whose box ${grows ? 'grows after the first paint fails the check, naming it' : 'keeps its size passes the check'}`, async ({ page }) => {
    await page.route(`**${FIXTURE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: fixture(grows) }));
    await watchHydration(page);
    await page.goto(FIXTURE_PATH);
    await expect(page.locator('body[data-settled="true"]')).toHaveCount(1);
    // The shift is reported in the frame after the one that moved the box.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const check = expectNoLayoutShift(page);
    if (grows) {
      await expect(check).rejects.toThrow(/layout shifts on \/__layout-shift-fixture:\s+shift 0\.\d+ at \d+ ms\s+div#grows\.box "box": \d+,\d+ 100x100 -> \d+,\d+ 400x100/);
    } else {
      await expect(check).resolves.toBeUndefined();
    }
  });
}
