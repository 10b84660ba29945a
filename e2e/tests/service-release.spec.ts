// Releases in production: the careers team's CI releases careers through the release
// service with careers' own key, the composer on Workers reads the switch from the same
// R2 bucket, and a rollback undoes it; the shell's files never change. All three run
// under Miniflare (support/releasePlatform.ts); the release tool is the one a team's CI
// runs (`npm run release -w mf-careers` with RELEASE_SERVICE_URL and RELEASE_KEY). Then
// careers' pull request workflow step (`npm run preview -w mf-careers` with careers'
// preview key and the pull request's number) stages the same change, never live, and
// prints a preview link: the browser that opens it sees the change in the live site with
// the preview bar, another browser the live version (docs/releasing.md, "Previews of a
// pull request"). One careers candidate serves both, as each build costs half a minute.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { runReleaseTool } from '../../releases/tool/workingCopy.cjs';
import { expect, request as apiRequest, test, type APIRequestContext } from '../support/test';
import { fetchHtml, mainHeadingOf } from '../support/serverHtml';
import { candidateDir, digestOf, freshCandidate, NO_HOLDBACK, replaceVisibleText } from '../support/release';
import { startReleasePlatform, type ReleasePlatform } from '../support/releasePlatform';
import { RELEASE_SHELL_PORT, repoRoot, SPARE_PORT_BASE } from '../support/site';

const shellDist = path.join(repoRoot, 'shell/dist');
const LANDING_HEADING = 'Careers';
const RELEASED_HEADING = 'Careers at Rock River';

let platform: ReleasePlatform;
let careersKey: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The composer at the release shell's address, which the suite's worker trusts.
  platform = await startReleasePlatform({ site: RELEASE_SHELL_PORT, service: SPARE_PORT_BASE + 30, bucket: SPARE_PORT_BASE + 31 });
  careersKey = await platform.mintKey('careers-ci', ['careers']);
});

test.afterAll(async () => {
  await platform?.stop();
  rmSync(candidateDir, { recursive: true, force: true });
});

/** The release tool as careers' CI runs it, from the candidate's folder. */
const fromCi = (command: 'release' | 'rollback' | 'releases' | 'preview', key = careersKey, env: Record<string, string> = {}) =>
  runReleaseTool(candidateDir, command, [], { RELEASE_SERVICE_URL: platform.serviceUrl, RELEASE_KEY: key, SITE_URL: platform.siteUrl, ...NO_HOLDBACK, ...env });

/**
 * A request to the platform on a connection of its own. workerd closes a connection idle for
 * 5 s without announcing it (no Keep-Alive hint; it ignores a request's `Connection: close`),
 * while the `request` fixture keeps idle connections with no limit and reuses them: a request
 * sent as workerd closes the one it picked is reset (socket hang up, ECONNRESET).
 */
async function onItsOwnConnection<T>(use: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await apiRequest.newContext();
  try {
    return await use(request);
  } finally {
    await request.dispose();
  }
}

const servedHeading = (pathname: string) =>
  onItsOwnConnection(async (request) => mainHeadingOf((await fetchHtml(request, `${platform.siteUrl}${pathname}`)).html));

const liveCareers = () =>
  onItsOwnConnection(async (request): Promise<string | undefined> => {
    const answer = await request.get(`${platform.serviceUrl}/live`, { headers: { Authorization: `Bearer ${careersKey}` } });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { live: { remotes: Record<string, { version: string }> } }).live.remotes.careers?.version;
  });

test('careers is released through the service with its own key, shown by the composer on Workers, and rolled back; the shell never changes', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const shellBefore = digestOf(shellDist);

  freshCandidate();
  const first = await fromCi('release');
  expect(first.code, first.output).toBe(0);
  const v1 = await liveCareers();
  expect(first.output).toContain(`careers ${v1} is live`);
  expect(await servedHeading('/apply')).toBe(LANDING_HEADING);

  expect(replaceVisibleText(LANDING_HEADING, RELEASED_HEADING)).toBeGreaterThan(0);
  const second = await fromCi('release');
  expect(second.code, second.output).toBe(0);
  const v2 = await liveCareers();
  expect(v2).not.toBe(v1);
  await expect.poll(() => servedHeading('/apply'), { timeout: 10_000 }).toBe(RELEASED_HEADING);

  // A visitor's browser gets the page and the release's scripts from the bucket's public address.
  const careersFiles: string[] = [];
  page.on('request', (sent) => sent.url().startsWith(`${platform.bucketUrl}/careers/`) && careersFiles.push(sent.url()));
  await page.goto(`${platform.siteUrl}/apply`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: RELEASED_HEADING })).toBeVisible();
  await main.getByRole('link', { name: 'See open positions' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
  expect(careersFiles.length).toBeGreaterThan(0);
  expect(careersFiles.filter((url) => !url.startsWith(`${platform.bucketUrl}/careers/${v2}/`))).toEqual([]);

  const back = await fromCi('rollback');
  expect(back.code, back.output).toBe(0);
  expect(await liveCareers()).toBe(v1);
  await expect.poll(() => servedHeading('/apply'), { timeout: 10_000 }).toBe(LANDING_HEADING);
  await page.goto(`${platform.siteUrl}/apply`);
  await expect(main.getByRole('heading', { level: 1, name: LANDING_HEADING, exact: true })).toBeVisible();

  // The history names the key that did each switch.
  const history = await onItsOwnConnection(
    async (request) =>
      (await (await request.get(`${platform.serviceUrl}/history?remote=careers`, { headers: { Authorization: `Bearer ${careersKey}` } })).json()) as {
        history: { action: string; version: string; by: string }[];
      },
  );
  expect(history.history.map(({ action, version, by }) => [action, version, by])).toEqual([
    ['release', v1, 'careers-ci'],
    ['release', v2, 'careers-ci'],
    ['rollback', v1, 'careers-ci'],
  ]);

  expect(digestOf(shellDist)).toBe(shellBefore);
});

test("careers' pull request workflow step stages the change and prints a preview link: its browser sees the change in the live site with the preview bar, another the live version, neither cached nor indexed", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The candidate still carries the heading the first test released and rolled back.
  const live = await liveCareers();
  const previewKey = await platform.mintKey('careers-previews', ['careers'], 'preview');
  const run = await fromCi('preview', previewKey, { PULL_REQUEST: '12' });
  expect(run.code, run.output).toBe(0);
  const version = /Preview of careers ([0-9a-f]{12}) for pull request 12/.exec(run.output)?.[1] ?? '';
  const link = new RegExp(`^${platform.siteUrl}/__preview\\?token=\\S+$`, 'm').exec(run.output)?.[0] ?? '';
  expect(link, run.output).not.toBe('');
  expect(version).not.toBe(live);
  expect(await liveCareers()).toBe(live);

  const landed = await page.goto(link);
  await expect(page).toHaveURL(`${platform.siteUrl}/apply`);
  expect(landed?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: RELEASED_HEADING })).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toHaveText(`Preview: careers @ ${version.slice(0, 7)}, pull request 12 · Leave preview`);
  // Scrolled to its end, the page's footer ends above the bar rather than under it.
  await page.keyboard.press('End');
  await expect.poll(async () => {
    const [footer, over] = [await page.getByRole('contentinfo').boundingBox(), await bar.boundingBox()];
    return footer && over ? Math.round(footer.y + footer.height - over.y) : Number.POSITIVE_INFINITY;
  }).toBeLessThanOrEqual(0);

  // Another browser, without the link, sees the live version and no bar.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  const visited = await visitor.goto(`${platform.siteUrl}/apply`);
  await expect(visitor.getByRole('main').getByRole('heading', { level: 1, name: LANDING_HEADING, exact: true })).toBeVisible();
  await expect(visitor.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  expect(visited?.headers()['x-robots-tag']).toBeUndefined();
  await other.close();

  // Leaving, without scripts' help: a plain link back to the page, live.
  await bar.getByRole('link', { name: 'Leave preview' }).click();
  await expect(main.getByRole('heading', { level: 1, name: LANDING_HEADING, exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(await liveCareers()).toBe(live);
});
