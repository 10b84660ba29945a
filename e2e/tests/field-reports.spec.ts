// A visitor's browser tells the worker what it met, per remote and version: the pages
// they saw, an error thrown on a page; a browser with Global Privacy Control sends
// nothing; a script that loads no page moves no count (#32). The reports are read from the worker's SQLite file. This spec's visitors
// browse on a tablet, as no other spec does, so their reports are told apart from the
// rest of the suite's, which runs beside it.
import { request } from 'node:http';
import { LOCAL_VERSION } from 'contract/schemas/fieldReports';
import { ENDPOINTS } from 'contract/endpoints';
import { expect, hydrated, test, type Page } from '../support/test';
import { fieldCounts, fieldReportsFrom, tabletContext, TABLET } from '../support/fieldReports';
import { environment, ports, siteUrl, workerUrl } from '../support/site';

/** Leaving a page sends what it gathered (the reporter flushes on pagehide). */
const leave = (page: Page) => page.goto('about:blank');

/** What the browser does when the visitor switches to another tab: the page is hidden, and sends what it gathered. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const isFieldReport = (url: string) => new URL(url).pathname === ENDPOINTS.fieldReports;

/** Throws `message` where nothing catches it, and resolves once it has been thrown. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate(
    (text) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          setTimeout(resolve);
          throw new Error(text);
        }),
      ),
    message,
  );

test.describe.configure({ mode: 'serial' });

test('a browser with Global Privacy Control sends no field reports, whatever it meets', async ({ browser }) => {
  const context = await tabletContext(browser, { privacyControl: true });
  const beacons: string[] = [];
  context.on('request', (request) => {
    if (isFieldReport(request.url())) beacons.push(request.url());
  });
  const page = await context.newPage();
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a touch screen').toBe(true);
  await page.goto('/brands');
  await hydrated(page);
  await throwUncaught(page, 'thrown with privacy control on');
  await page.goto('/testimonials');
  await hydrated(page);
  await hide(page);
  await leave(page);
  await context.close();

  // A visitor without it, after: once their report is stored, one sent before it would be too.
  const other = await tabletContext(browser);
  const otherPage = await other.newPage();
  await otherPage.goto('/serviceslist');
  await hydrated(otherPage);
  await leave(otherPage);
  await other.close();
  await expect.poll(() => fieldReportsFrom(TABLET).map(({ route }) => route)).toContain('/serviceslist');
  expect(beacons).toEqual([]);
  expect(fieldReportsFrom(TABLET).filter(({ route }) => ['/brands', '/testimonials'].includes(route))).toEqual([]);
  expect(fieldReportsFrom(TABLET).filter(({ kind }) => kind === 'error')).toEqual([]);
});

test("once each page's scripts have taken over, the pages a visitor sees are counted for their remote's version, careers' by route pattern", async ({
  browser,
}) => {
  const before = { marketing: fieldCounts('marketing', LOCAL_VERSION), careers: fieldCounts('careers', LOCAL_VERSION) };
  const context = await tabletContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await page.goto('/team');
  await hydrated(page);
  await page.goto('/apply/positions');
  await hydrated(page);
  // A page the visitor goes to within the site, drawn by the browser.
  await page.getByRole('main').getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL('/apply/positions/1');
  // The visitor switches to another tab: the batch goes, and the worker takes it.
  const answer = page.waitForResponse((response) => isFieldReport(response.url()));
  await hide(page);
  expect((await answer).status()).toBe(204);
  await leave(page);
  await context.close();

  const pageViews = () =>
    fieldReportsFrom(TABLET)
      .filter(({ kind, route }) => kind === 'page-view' && route !== '/serviceslist')
      .map(({ remote, version, route }) => ({ remote, version, route }));
  await expect.poll(pageViews).toHaveLength(4);
  expect(pageViews()).toEqual([
    { remote: 'marketing', version: LOCAL_VERSION, route: '/' },
    { remote: 'marketing', version: LOCAL_VERSION, route: '/team' },
    { remote: 'careers', version: LOCAL_VERSION, route: '/apply/positions' },
    { remote: 'careers', version: LOCAL_VERSION, route: '/apply/positions/:id' },
  ]);
  // The counts per remote and version have them as page loads, one per page the composer
  // drew (its grant), the click within careers' page load none more (and whatever the rest
  // of the suite saw meanwhile).
  expect(fieldCounts('marketing', LOCAL_VERSION).page_loads - before.marketing.page_loads).toBeGreaterThanOrEqual(2);
  expect(fieldCounts('careers', LOCAL_VERSION).page_loads - before.careers.page_loads).toBeGreaterThanOrEqual(1);
  // Each page loaded had its largest paint measured, for the page it loaded.
  const paints = fieldReportsFrom(TABLET).filter(({ kind, name }) => kind === 'vital' && name === 'LCP');
  expect(paints.length).toBeGreaterThan(0);
  for (const paint of paints) expect(paint.value).toBeGreaterThan(0);
});

test("an error thrown on a careers page is counted as careers' error, on its route, with its message", async ({ browser }) => {
  const before = fieldCounts('careers', LOCAL_VERSION).errored_loads;
  const context = await tabletContext(browser);
  const page = await context.newPage();
  await page.goto('/apply');
  await hydrated(page);
  await throwUncaught(page, 'thrown on purpose by field-reports.spec');
  await leave(page);
  await context.close();

  const errors = () => fieldReportsFrom(TABLET).filter(({ kind }) => kind === 'error');
  await expect.poll(errors).toHaveLength(1);
  expect(errors()).toEqual([
    {
      remote: 'careers',
      version: LOCAL_VERSION,
      route: '/apply',
      device: TABLET,
      kind: 'error',
      name: 'uncaught',
      value: null,
      message: 'Error: thrown on purpose by field-reports.spec',
    },
  ]);
  expect(fieldCounts('careers', LOCAL_VERSION).errored_loads).toBeGreaterThan(before);
});

/** POSTs `body` to the worker as a script would, from the loopback address `from`, with the site's Origin. */
function postAsScript(from: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: ports.worker, localAddress: from, method: 'POST', path: ENDPOINTS.fieldReports, headers: { Origin: siteUrl, 'Content-Type': 'text/plain' } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

test("a script posting reports from several addresses, with the site's Origin and no page of its own, moves no count; the health is the judge's to read", async () => {
  // A release version no page of this run is composed with: what a forger would push.
  const forged = '0123456789ab';
  const before = fieldCounts('careers', forged);
  const reports = (version: string) => [
    { kind: 'page-view', remote: 'careers', version, route: '/forged-by-probe', device: TABLET },
    { kind: 'error', remote: 'careers', version, route: '/forged-by-probe', device: TABLET, source: 'uncaught', message: 'forged' },
  ];
  // A grant of a page it did fetch, for the batch that names versions that page was not composed with.
  const page = await fetch(`${siteUrl}/apply`);
  const grant = /field-grant;desc="([^"]+)"/.exec(page.headers.get('server-timing') ?? '')?.[1];
  expect(grant, 'the composed page carries its field grant').toBeDefined();
  const madeUp = `f1.${Buffer.from(JSON.stringify({ id: 'A'.repeat(22), v: { careers: forged }, c: 0, n: true, e: 4102444800 })).toString('base64url')}.${'A'.repeat(43)}`;

  const answers: number[] = [];
  for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
    for (let batch = 0; batch < 4; batch++) {
      answers.push(await postAsScript(from, { reports: reports(forged) }));
      answers.push(await postAsScript(from, { grant: madeUp, reports: reports(forged) }));
      answers.push(await postAsScript(from, { grant, reports: reports(forged) }));
    }
  }
  expect(new Set(answers)).toEqual(new Set([400, 403]));
  expect(fieldCounts('careers', forged)).toEqual(before);
  expect(fieldReportsFrom(TABLET).filter(({ route }) => route === '/forged-by-probe')).toEqual([]);

  const health = `${workerUrl}/field-health?${new URLSearchParams({ remote: 'careers', version: forged, since: new Date(Date.now() - 60 * 60_000).toISOString(), until: new Date(Date.now() + 60_000).toISOString() })}`;
  expect((await fetch(health)).status).toBe(401);
  const judged = await fetch(health, { headers: { Authorization: `Bearer ${environment.FIELD_HEALTH_KEY}` } });
  expect(judged.status).toBe(200);
  expect(await judged.json()).toMatchObject({ pageLoads: 0, erroredPageLoads: 0, errorRate: null });
});
