// The careers team's dev loop beside the running site: `npm run dev -w mf-careers`
// (docs/developing.md) serves careers from its dev server inside the real site, at its
// real paths, styled, and an edit to its sources shows in the open page without a reload.
import { expect, hydrated, test } from '../support/test';
import { editSource, gitStatus, startDevLoop, type DevLoop } from '../support/devLoop';

const POSTING_PAGE = 'mf-careers/src/features/postings/PostingPage.tsx';
const POSTING_STYLES = 'mf-careers/src/features/postings/components/postings.module.css';

test('careers from its dev server inside the site: a posting at its real path, styled, and once it has started, edits to a text and a style show without a reload', async ({
  page,
}) => {
  // The loop's first build, beside a running site on two cores, takes a minute or two.
  test.setTimeout(420_000);
  const treeBefore = gitStatus('mf-careers');
  let loop: DevLoop | undefined;
  const restore: (() => void)[] = [];
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  try {
    loop = await startDevLoop('mf-careers');
    expect(loop.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/apply$/);

    await page.goto(new URL('/apply/positions/1', loop.url).href);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'System Integrator' })).toBeVisible();
    await expect(main.getByText('$22.00/hr depending on experience; $1,000 sign-on bonus')).toBeVisible();
    // The site's frame around it, and careers' own style sheet: a rule above the application.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const applying = main.getByRole('region', { name: 'Apply for System Integrator' });
    await expect(applying).toHaveCSS('border-top-style', 'solid');
    await expect(main.getByRole('form', { name: 'Application for System Integrator' })).toBeVisible();

    await hydrated(page);
    await page.evaluate(() => ((window as Window & { devLoopMark?: string }).devLoopMark = 'this page, not reloaded'));
    restore.push(editSource(POSTING_PAGE, '<h2 id="apply-heading">Apply for {posting.title}</h2>', '<h2 id="apply-heading">Join us as {posting.title}</h2>'));

    await expect(main.getByRole('heading', { level: 2, name: 'Join us as System Integrator' })).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as Window & { devLoopMark?: string }).devLoopMark)).toBe('this page, not reloaded');
    await expect(main.getByRole('heading', { level: 1, name: 'System Integrator' })).toBeVisible();

    // A style edited: the rule above the application turns dashed, in the same page again.
    restore.push(editSource(POSTING_STYLES, 'border-top: 1px solid var(--color-border);', 'border-top: 3px dashed var(--color-border);'));
    await expect(main.getByRole('region', { name: 'Join us as System Integrator' })).toHaveCSS('border-top-style', 'dashed', { timeout: 60_000 });
    expect(await page.evaluate(() => (window as Window & { devLoopMark?: string }).devLoopMark)).toBe('this page, not reloaded');
    // The server's HTML has both too, as the next page load shows them.
    const missingFromServedPage = async () => {
      const html = await (await page.request.get(page.url())).text();
      return ['Join us as <!-- -->System Integrator', 'border-top: 3px dashed'].filter((text) => !html.includes(text));
    };
    await expect.poll(missingFromServedPage, { timeout: 30_000 }).toEqual([]);
    // No chunk that failed to load, no update refused: nothing went wrong on the way. Left
    // out: Chromium's note that a preloaded style sheet was not used within a few seconds
    // of the load event, which says how busy the machine is (a CI run, the scripts that
    // use them late), not that anything failed.
    const slowPreload = /was preloaded using link preload but not used within a few seconds/;
    expect(consoleLines.filter((line) => (line.startsWith('error') || line.startsWith('warning')) && !slowPreload.test(line))).toEqual([]);
  } catch (error) {
    if (loop) await test.info().attach('dev loop output', { body: loop.output(), contentType: 'text/plain' });
    await test.info().attach('console', { body: consoleLines.join('\n'), contentType: 'text/plain' });
    throw error;
  } finally {
    restore.forEach((put) => put());
    await loop?.stop();
  }
  expect(gitStatus('mf-careers')).toBe(treeBefore);
});
