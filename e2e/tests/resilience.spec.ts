// One remote failing never takes the rest of the site with it.
import { createServer, type Socket } from 'node:net';
import { expect, test, type Page } from '../support/test';
import { fetchHtml, mainHeadingOf } from '../support/serverHtml';
import { serveApp } from '../support/servers';
import { ports, SPARE_PORT_BASE } from '../support/site';

const fallbackHeading = 'This page is taking a short break';

/** Other remotes, reached the way a visitor would (no reload), still show their pages. */
async function expectOtherPagesFine(page: Page, others: readonly string[]) {
  const origin = new URL(page.url()).origin;
  for (const [label, path] of [
    ['Services', '/serviceslist'],
    ['Pay Online', '/verify'],
    ['Careers', '/apply'],
  ].filter(([label]) => others.includes(label!))) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${path}`);
    await expect(page.getByRole('heading', { name: fallbackHeading })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
}

test('a remote taken down mid-run shows the fallback, the rest keeps working, and Retry recovers once it is back', async ({
  page,
}) => {
  const careersPort = SPARE_PORT_BASE + 2;
  const careersUrl = `http://localhost:${careersPort}/remoteEntry.js`;
  // A deployment of its own: the shell's remotes.json points careers at a server this test controls.
  const shell = await serveApp('shell', SPARE_PORT_BASE, { env: { REMOTE_CAREERS_URL: careersUrl }, readyPath: '/remotes.json' });
  let careers = await serveApp('mf-careers', careersPort, { readyPath: '/remoteEntry.js' });
  try {
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await careers.stop();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();

    await expectOtherPagesFine(page, ['Services', 'Pay Online']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();

    careers = await serveApp('mf-careers', careersPort, { readyPath: '/remoteEntry.js' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: fallbackHeading })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/\/apply$/);
  } finally {
    await careers.stop();
    await shell.stop();
  }
});

for (const [failure, reply] of [
  ['answers 404', { status: 404, contentType: 'text/plain', body: 'Not Found' }],
  ['serves a script that throws', { status: 200, contentType: 'text/javascript', body: 'throw new Error("broken release");' }],
] as const) {
  test(`a remote whose entry ${failure} keeps the page the server drew, says so on each load of it, and recovers on reload once fixed`, async ({ page }) => {
    // Its app's entry, and the islands.js of its pages sent without the app (Pay Online's wizard).
    const entry = new RegExp(`^http://localhost:${ports.payments}/(remoteEntry|islands)\\.js`);
    await page.route(entry, (route) => route.fulfill(reply));
    await page.goto('/verify');
    // Arrived on: the server's page stays, saying what does not work and how to pay instead.
    const partlyLoaded = page.getByRole('status').filter({ hasText: 'Part of this page' });
    await expect(partlyLoaded).toHaveText(
      'Part of this page did not finish loading. If something on it does not respond, reload the page or call us at (608) 555-0142.',
    );
    await expect(page.getByText('Paying online needs our card processor’s scripts, which are not running in your browser.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Pay Online');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectOtherPagesFine(page, ['Services', 'Careers']);
    // Back by the nav bar: the page is loaded anew, and says so again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pay Online' }).click();
    await expect(partlyLoaded).toBeVisible();

    // Fixed: the reload the message asks for brings the wizard to life.
    await page.unroute(entry);
    await page.reload();
    await expect(page.locator('[data-island="payment-wizard"]')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(partlyLoaded).toHaveCount(0);
  });
}

/** A server that accepts connections and never answers: a remote that hangs. */
async function hangingServer(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test('a page whose remote hangs is served with the frame, the fallback and 503 within the budget, and Retry recovers', async ({
  page,
  request,
}) => {
  const careersPort = SPARE_PORT_BASE + 4;
  const shell = await serveApp('shell', SPARE_PORT_BASE + 3, {
    env: { REMOTE_CAREERS_URL: `http://localhost:${careersPort}/remoteEntry.js` },
    readyPath: '/remotes.json',
  });
  const hanging = await hangingServer(careersPort);
  let careers: Awaited<ReturnType<typeof serveApp>> | undefined;
  try {
    // Were the wait not bounded, this request would hang with the remote.
    const served = await fetchHtml(request, `${shell.url}/apply/positions`);
    expect(served.status).toBe(503);
    expect(served.headers['retry-after']).toBe('30');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(mainHeadingOf(served.html)).toBe(fallbackHeading);
    expect(served.html).toContain('aria-label="Main"');
    expect(served.html).toContain('<footer');

    await hanging.stop();
    await page.goto(`${shell.url}/apply/positions`);
    await expect(page.getByRole('heading', { name: fallbackHeading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    careers = await serveApp('mf-careers', careersPort, { readyPath: '/remoteEntry.js' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
    // The composer reads the remote's index again once its failed read is a second old.
    await expect.poll(async () => (await fetchHtml(request, `${shell.url}/apply/positions`)).status).toBe(200);
  } finally {
    await careers?.stop();
    await hanging.stop();
    await shell.stop();
  }
});
