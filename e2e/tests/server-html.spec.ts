// Every public page arrives as HTML: its heading (and the spec's own words) are there
// before any script runs, for crawlers and link previews; then the browser hydrates
// that HTML in place: nothing is replaced, nothing moves, and React reports no mismatch.
// The same first visit then holds the page to WCAG 2.1 AA and to its Content-Security-
// Policy (one cold visit per page for both, rather than one each: a11y-routes.spec.ts
// checks the pages behind the passcode and the payment's).
import { expect, test } from '../support/test';
import { fetchHtml, mainHeadingOf, mainOf, textOf, watchHydration } from '../support/serverHtml';
import { PAGE_TEXTS, PUBLIC_PATHS } from '../support/publicPages';
import { siteUrl } from '../support/site';
import { WITH_UNLOCK_HINT } from '../support/staff';
import { expectNoAxeViolations, expectNoCspViolations, recordCspViolations } from '../support/a11y';

const NOT_FOUND = 'There is nothing here!';

test.describe('pages as served', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} arrives with its page in the HTML, hydrates in place, and has no accessibility violations`, async ({ request, page }) => {
      const served = await fetchHtml(request, path);
      expect(served.status).toBe(200);
      const [heading, specText] = PAGE_TEXTS[path] ?? [];
      expect(mainHeadingOf(served.html)).toBeTruthy();
      if (heading) expect(mainHeadingOf(served.html)).toBe(heading);
      if (specText) expect(textOf(mainOf(served.html))).toContain(specText);
      expect(served.html).toMatch(/<title>[^<]+ \| Rock River Audio Video<\/title>/);
      expect(served.html).toMatch(/<meta name="description" content="[^"]+"\/>/);
      expect(served.html).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
      expect(served.html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      // No paint before the body's last element is parsed: a half-parsed page moves.
      expect(served.html).toContain('<link rel="expect" href="#page-end" blocking="render"/>');
      expect(served.html).toMatch(/<noscript id="page-end">[^<]*<\/noscript><\/body>/);

      const hydration = await watchHydration(page);
      await recordCspViolations(page);
      await page.goto(path);
      await hydration.interactive();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(hydration.messages).toEqual([]);
      await hydration.expectNoLayoutShift();

      await page.waitForLoadState('networkidle'); // axe then sees the page after its late requests
      // Before axe runs: axe fetches the stylesheets itself, which the policy rightly refuses.
      await expectNoCspViolations(page, path);
      await expectNoAxeViolations(page, path);
    });
  }
});

test.describe('addresses as served', () => {
  // One spelling per page: the spec's aliases and any other case or trailing slash
  // redirect to it, so crawlers and caches know each page by one address.
  for (const [alias, canonical] of [
    ['/ResidentialServices', '/residentialservices'],
    ['/CommercialServices', '/commercialservices'],
    ['/residentialServices', '/residentialservices'],
    ['/Team', '/team'],
    ['/TOBHomes', '/tobhomes'],
    ['/GettingStarted/LAN', '/gettingstarted/lan'],
    ['/support/newticket', '/support/newTicket'],
    ['/apply/', '/apply'],
  ] as const) {
    test(`${alias} redirects permanently to ${canonical}`, async ({ request }) => {
      const served = await fetchHtml(request, alias);
      expect(served.status).toBe(301);
      expect(served.headers.location).toBe(canonical);
    });
  }

  for (const path of ['/no-such-page', '/apply/positions/3', '/gallery/commercialgallerylist/994', '/tobhomes/nothing']) {
    test(`${path} answers 404 with the not-found page, which hydrates in place`, async ({ request, page }) => {
      const served = await fetchHtml(request, path);
      expect(served.status).toBe(404);
      expect(mainHeadingOf(served.html)).toBe(NOT_FOUND);
      expect(served.html).not.toContain('rel="canonical"');

      const hydration = await watchHydration(page);
      await page.goto(path);
      await hydration.interactive();
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      expect(hydration.messages).toEqual([]);
    });
  }

  test('the structured data of the home page and of a job posting is in the HTML, with the site’s own address', async ({ request }) => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const [business] = jsonLd((await fetchHtml(request, '/')).html);
    expect(business).toMatchObject({ '@type': 'LocalBusiness', url: siteUrl });
    const [posting] = jsonLd((await fetchHtml(request, '/apply/positions/1')).html);
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'System Integrator', url: `${siteUrl}/apply/positions/1` });
  });

  test("no staff content is drawn on the server: without the unlock's hint the visitor is sent to the keypad; with it the staff pages are a loading screen, and the hub's page holds no topic, all kept private", async ({
    request,
  }) => {
    for (const path of ['/kh', '/kh/sonos', '/kh/suggestion', '/verify/trust/nav']) {
      const door = await fetchHtml(request, path);
      expect(door.status, path).toBe(303);
      expect(door.headers['location'], path).toBe('/verify/trust');
      expect(door.headers['cache-control'], path).toBe('private, no-store');

      const served = await fetchHtml(request, path, WITH_UNLOCK_HINT);
      expect(served.status, path).toBe(200);
      expect(served.headers['cache-control'], path).toBe('private, no-cache');
      if (path === '/kh') {
        expect(mainHeadingOf(served.html)).toBe('Knowledge Hub');
        expect(textOf(mainOf(served.html))).toContain('Loading the topics');
        expect(served.html).not.toMatch(/href="\/kh\/(?!suggestion")/); // no topic's link
      } else {
        expect(mainHeadingOf(served.html), path).toBeUndefined();
        expect(textOf(mainOf(served.html)), path).toBe('Loading page');
      }
    }
  });
});
