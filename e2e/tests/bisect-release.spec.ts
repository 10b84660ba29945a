// `npm run bisect` against the local site (#34): marketing, careers and guides are released
// eight times in turn into a release store of the test's own, and marketing's second
// release changes the home page's heading. The bisect names that release, with both its
// versions, who released it and its commit, in at most ⌈log2 8⌉ + 1 = 4 checks, each a page
// the real composer drew for that state alone through an override grant.
//
// The releases are the suite's own builds of the three remotes, copied and told apart by a
// note (the heading's change made in the home page's server-drawn HTML): building a remote
// eight times would cost minutes and prove nothing more about the bisect, which the release
// specs' real builds already prove the store for.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runReleaseTool } from '../../releases/tool/workingCopy.cjs';
import { expect, test } from '../support/test';
import { liveVersions, openFolderStore, startReleaseSite, type RunningReleaseSite } from '../support/release';
import { repoRoot, SPARE_PORT_BASE } from '../support/site';

const storeDir = path.join(repoRoot, '.run/bisect-store');
const copiesDir = path.join(repoRoot, '.run/bisect-releases');
const HEADING = 'Home theaters, smart homes and business AV since 1998';
const BROKEN = 'Home theaters, smart homes and business AV since 1989';

let site: RunningReleaseSite;

test.beforeAll(async () => {
  site = await startReleaseSite(SPARE_PORT_BASE + 15, storeDir);
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(copiesDir, { recursive: true, force: true });
});

/** A copy of `remote`'s build told apart by `note`; the last one made of it when `from` is given, so a change stays in later releases. */
function releaseCopy(remote: string, note: string, from?: string) {
  const dir = path.join(copiesDir, note);
  cpSync(from ?? path.join(repoRoot, `mf-${remote}/dist`), dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  writeFileSync(path.join(dir, 'release-note.txt'), note);
  return dir;
}

/** The server-drawn pages in `dir` with the home page's heading changed (and their compressed copies gone, so nothing serves the old one). */
function changeHomeHeading(dir: string) {
  const ssr = path.join(dir, 'ssr');
  const pages = readdirSync(ssr).filter((name) => name.endsWith('.html') && readFileSync(path.join(ssr, name), 'utf8').includes(HEADING));
  if (pages.length === 0) throw new Error("marketing's build has no page with the home page's heading");
  for (const page of pages) {
    const file = path.join(ssr, page);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(HEADING, BROKEN));
    for (const compressed of [`${file}.br`, `${file}.gz`]) rmSync(compressed, { force: true });
  }
}

test("npm run bisect names the marketing release that changed the home page's heading among eight releases of three remotes, in at most 4 checks", async () => {
  test.setTimeout(180_000);
  const store = await openFolderStore(storeDir);
  const plan = ['marketing', 'careers', 'guides', 'marketing', 'careers', 'guides', 'marketing', 'careers'];
  const lastCopy: Record<string, string> = {};
  const versions: Record<string, string[]> = { marketing: [], careers: [], guides: [] };
  for (const [n, remote] of plan.entries()) {
    const dir = releaseCopy(remote, `${remote}-${n + 1}`, lastCopy[remote]);
    if (n === 3) changeHomeHeading(dir);
    lastCopy[remote] = dir;
    const { version } = await store.stage(remote, dir);
    await store.switchLive(remote, version, { action: 'release', by: `the ${remote} team`, commit: `c0ffee${n + 1}` });
    versions[remote]!.push(version);
  }
  expect(liveVersions(storeDir)).toEqual({ marketing: versions.marketing![2], careers: versions.careers![2], guides: versions.guides![1] });

  const { code, output } = await runReleaseTool(repoRoot, 'bisect', ['--check', `/ shows ${HEADING}`], { RELEASES_DIR: storeDir, SITE_URL: site.siteUrl });

  expect(code, output).toBe(0);
  expect(output).toContain('Bisecting 8 switch(es) of');
  expect(output).toContain('at most 4 checks');
  const named = /The first bad switch \((\d) checks\): (.+)\./.exec(output);
  expect(named, output).not.toBeNull();
  expect(Number(named![1])).toBeLessThanOrEqual(4);
  expect(named![2]).toMatch(new RegExp(`^marketing ${versions.marketing![0]} → ${versions.marketing![1]}, a release by the marketing team at \\S+, commit c0ffee4$`));
});
