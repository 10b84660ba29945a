// How long a team waits on a release and on a rollback of one remote, on the running
// bench site and a release store of the bench's own: from starting
// `npm run release -w mf-careers` (build, tests, checks, smoke load, switch) on a changed
// careers to the next page load whose HTML shows the change, and from starting
// `npm run rollback -w mf-careers` to the next load showing the release before it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { copyRemoteSources, replaceVisibleText, runReleaseTool } = require('../../../releases/tool/workingCopy.cjs');

const PAGE = '/apply';
const HEADING = 'Careers';
const RELEASED = 'Careers at Rock River';

const headingOf = (html) => /<main\b[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim();

async function seconds(action, siteUrl, expected) {
  const started = Date.now();
  const { code, output } = await action();
  if (code !== 0) throw new Error(`the release tool failed:\n${output}`);
  const tool = (Date.now() - started) / 1000;
  for (;;) {
    const html = await (await fetch(new URL(PAGE, siteUrl), { headers: { 'Cache-Control': 'no-cache' } })).text();
    if (headingOf(html) === expected) return { toolSeconds: Number(tool.toFixed(1)), seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
    if (Date.now() - started > 300_000) throw new Error(`${PAGE} never showed "${expected}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @returns {Promise<{ release: { seconds: number, toolSeconds: number }, rollback: { seconds: number, toolSeconds: number } }>} */
export async function measureRelease({ siteUrl, storeDir }) {
  const candidate = copyRemoteSources('mf-careers', 'mf-careers-bench');
  const env = { RELEASES_DIR: storeDir, SITE_URL: siteUrl, RELEASED_BY: 'npm run bench' };
  const tool = (command) => () => runReleaseTool(candidate, command, [], env);

  // The release to roll back to: careers as it is.
  await seconds(tool('release'), siteUrl, HEADING);
  if (replaceVisibleText(`${candidate}/src`, HEADING, RELEASED) === 0) throw new Error(`careers no longer says "${HEADING}"`);
  const release = await seconds(tool('release'), siteUrl, RELEASED);
  const rollback = await seconds(tool('rollback'), siteUrl, HEADING);
  return { release, rollback };
}
