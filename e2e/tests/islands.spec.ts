// Islands (#42 items 2 and 3): the home page and the guides are sent without the app; their
// parts that need scripts (the carousel, About Us's captions, the videos, the feed, a
// guide's walkthrough) each get their code at their moment and are hydrated alone. A first load with nobody scrolling fetches the page
// script alone; the rest of the page is never hydrated; an island whose code fails or
// never comes costs only its enhancements, and a press it held is let go.
import { expect, test } from '../support/test';
import { documentRequests } from '../support/earlyWindow';
import { stepHeading } from '../support/guide';
import { PHONE } from '../support/phone';

const scriptPaths = (page: import('@playwright/test').Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

/** For each name, whether React knows the element its selector finds: a part hydrated, or the server's HTML left alone. */
const knownToReact = (page: import('@playwright/test').Page, selectors: Record<string, string>) =>
  page.evaluate((wanted) => {
    const known = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__react'));
    return Object.fromEntries(Object.entries(wanted).map(([name, selector]) => [name, known(document.querySelector(selector))]));
  }, selectors);

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the home page's first load fetches the page script alone; an island's code comes as it nears the screen, and only its part is hydrated", async ({ page }) => {
    const scripts = scriptPaths(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/static-page.js', '/web-vitals.js']);
    const islands = page.locator('[data-island]');
    await expect(islands).toHaveCount(4);
    for (const island of await islands.all()) await expect(island).toHaveAttribute('data-island-state', 'waiting');

    await page.getByRole('region', { name: 'Our work', exact: true }).scrollIntoViewIfNeeded();
    const carousel = page.locator('[data-island="home-carousel"]');
    await expect(carousel).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts).toEqual(expect.arrayContaining(['/islands.js', expect.stringMatching(/^\/islands\/react\.\w+\.js$/)]));
    // Hydrated alone: React knows the island's elements, and none of the page's others.
    const hydrated = await knownToReact(page, {
      carousel: '[data-island="home-carousel"] section',
      heading: 'h1',
      menu: 'button[commandfor="site-menu"]',
    });
    expect(hydrated).toEqual({ carousel: true, heading: false, menu: false });
  });
});

test("an island whose code fails keeps the server's part working, and lets go of the press it took", async ({ page }) => {
  // The remote's islands.js fails a moment after it is asked for: a press comes meanwhile.
  let asked!: () => void;
  let fail!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/islands\.js$/, async (route) => {
    asked();
    await failing;
    await route.abort();
  });
  await page.goto('/');
  await page.getByText('About Us', { exact: true }).click();
  const caption = page.getByRole('heading', { level: 3 }).filter({ hasText: /Our Commitment|Our Team|Est\. 1998/ });
  await expect(caption).toHaveText('Our Commitment');
  await page.getByRole('button', { name: 'Next caption' }).click();
  const island = page.locator('[data-island="home-about-captions"]');
  await expect(island).toHaveAttribute('aria-busy', 'true');
  await wasAsked;
  fail();
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  await expect(island).not.toHaveAttribute('aria-busy');
  await expect(caption).toHaveText('Our Commitment');

  // The carousel's Next and Previous are links: they step without the island's code.
  const carousel = page.getByRole('region', { name: 'Our work', exact: true });
  await carousel.getByRole('link', { name: 'Next' }).click();
  await expect(carousel.getByText('Slide 2 of 12')).toBeVisible();
});

test("an island whose code never comes lets go of a press it took within its bound, and the page's links and the Menu never wait", async ({ page }) => {
  await page.route(/\/islands\.js$/, () => undefined); // asked for, never answered
  await page.goto('/');
  await page.getByText('About Us', { exact: true }).click();
  await page.getByRole('button', { name: 'Next caption' }).click();
  const island = page.locator('[data-island="home-about-captions"]');
  await expect(island).toHaveAttribute('aria-busy', 'true');
  await expect(island).not.toHaveAttribute('aria-busy', { timeout: 12_000 }); // LET_GO_MS, 8 s
  await expect(island).toHaveAttribute('data-island-state', 'loading');

  await page.getByRole('navigation', { name: 'Our services' }).getByRole('link', { name: 'Residential services' }).click();
  await expect(page).toHaveURL('/residentialservices');
});

test("a guide's first load fetches the page script alone; once touched, its walkthrough moves the steps in the page, and a link out loads its page", async ({
  page,
}) => {
  const scripts = scriptPaths(page);
  const documents = documentRequests(page);
  await page.goto('/tobhomes/caseta', { waitUntil: 'networkidle' });
  expect(scripts).toEqual(['/static-page.js', '/web-vitals.js']);
  const island = page.locator('[data-island="caseta-walkthrough"]');
  await expect(island).toHaveAttribute('data-island-state', 'waiting');

  // A keyboard reaching Next asks for the walkthrough's code; from then on the steps move in the page.
  const next = page.getByRole('main').getByRole('button', { name: 'Next' });
  await next.focus();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await next.press('Enter');
  const heading = stepHeading(page, 'Install the right Lutron app');
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL('/tobhomes/caseta?step=1#guide-step');
  await expect(heading).toBeFocused();
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(120);
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You have finished this guide' })).toBeVisible();
  expect(documents).toEqual(['GET /tobhomes/caseta']);

  await page.goBack();
  await expect(stepHeading(page, 'Add the bridge and your lights')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Return to the Home Page' }).click();
  await expect(page).toHaveURL('/');
  expect(documents).toEqual(['GET /tobhomes/caseta', 'GET /']);

  // Back at the guide and reloaded: the steps moved in the page are still in the history, and
  // going back to one before the reloaded page's island has its code shows that step.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'You have finished this guide' })).toBeVisible();
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL('/tobhomes/caseta?step=2#guide-step');
  await expect(stepHeading(page, 'Add the bridge and your lights')).toBeVisible();
});

test('every guide, at any step, is sent without the app: a first load fetches the page script alone', async ({ page }) => {
  const scripts = scriptPaths(page);
  for (const path of ['/tobhomes/homenetworking/option1', '/tobhomes/homenetworking/option2?step=2', '/tobhomes/caseta?step=3', '/tobhomes/ringdoorbell?step=2']) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('[data-island$="-walkthrough"]')).toHaveAttribute('data-island-state', 'waiting');
    expect(scripts, path).toEqual(['/static-page.js', '/web-vitals.js']);
  }
});

test("a posting is sent without the app: its application is an island whose code is asked for in one wave after the first paint, hydrated alone, and the posting stays the server's", async ({ page }) => {
  const scripts = scriptPaths(page);
  await page.goto('/apply/positions/1');
  const island = page.locator('[data-island="application"]');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  expect(scripts).not.toContain('/main.js');
  // Every file of it asked for once the first paint was on screen, together: islands.js by
  // its script, the chunks it loads by preloads beside it (a chunk asked for by a script
  // would have waited for islands.js to run).
  const asked = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(({ name }) => new URL(name).pathname.startsWith('/islands'))
      .map(({ name, startTime, initiatorType }) => ({ path: new URL(name).pathname, afterPaint: startTime >= paint, by: initiatorType }));
  });
  expect(asked).toEqual(
    expect.arrayContaining([
      { path: '/islands.js', afterPaint: true, by: 'script' },
      { path: expect.stringMatching(/^\/islands\/react\.\w+\.js$/), afterPaint: true, by: 'link' },
      { path: expect.stringMatching(/^\/islands\/islands-router\.\w+\.js$/), afterPaint: true, by: 'link' },
      { path: expect.stringMatching(/^\/islands\/island-application\.\w+\.js$/), afterPaint: true, by: 'link' },
    ]),
  );
  expect(asked.filter(({ path, afterPaint, by }) => !afterPaint || (by !== 'link' && path !== '/islands.js'))).toEqual([]);
  // The island is live once its root has committed; the form, inside its Suspense
  // boundary, is hydrated in React's next pass.
  const hydrated = () =>
    knownToReact(page, {
      form: 'form[aria-label="Application for System Integrator"]',
      heading: 'h1',
      backLink: 'main a[href="/apply/positions"]',
    });
  await expect.poll(hydrated).toEqual({ form: true, heading: false, backLink: false });
});
