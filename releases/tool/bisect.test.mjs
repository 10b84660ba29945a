// `npm run bisect` against a small stand-in composer that honours override grants as the
// shell's does (signature, then the versions they name), over a folder store where
// marketing, careers and guides were released eight times in turn and one marketing
// release changed the home page's heading.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { overrideGrantOf, signOverrideGrant, verifyOverrideGrant } from 'credentials/overrideGrant';
import { REMOTES } from 'site/remotes';
import { bisectCommand, bisectOptions } from './bisect.mjs';
import { openServiceStore } from './serviceStore.mjs';
import { openStore } from './store.mjs';

const PREVIEW_KEY = 'the-bisect-test-preview-key-0123456789abcdef';
const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bisect-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const store = openStore(path.join(scratch, 'store'), { previewKey: PREVIEW_KEY });
/** The marketing versions whose home page has the new heading. */
const newHeading = new Set();
/** Each release as made: remote, version, commit. */
const made = [];

async function releaseOf(remote, n, { changesHeading = false } = {}) {
  const dir = path.join(scratch, `${remote}-${n}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} release ${n} */`);
  const { version } = await store.stage(remote, dir);
  const commit = `${n}`.padStart(7, 'c');
  await store.switchLive(remote, version, { action: 'release', by: `${remote}-team`, commit });
  if (remote === 'marketing' && (changesHeading || newHeading.size > 0)) newHeading.add(version);
  made.push({ remote, version, commit });
  // Each switch at an instant of its own, so a window can start between two.
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** What the composer was asked, with the state it composed. */
let asked = [];
let honoursGrants = true;
/** The shell the stand-in runs, as its X-Composed-From names it, and whether that shell broke the heading. */
let liveShell = 'local';
let shellBreaksHeading = false;
/** The key the site checks grants with: the local one, or the release service's. */
let siteKey = PREVIEW_KEY;
const site = createServer(async (request, response) => {
  const token = request.headers['x-release-preview'] ?? overrideGrantOf(request.headers.cookie);
  const grant = honoursGrants && typeof token === 'string' ? await verifyOverrideGrant(token, siteKey) : undefined;
  const state = { ...Object.fromEntries(REMOTES.map((remote) => [remote, 'local'])), ...grant?.versions };
  // A check's requests carry a grant; the tool's first look at which shell the site runs does not.
  if (token) asked.push({ path: request.url, state });
  const heading = newHeading.has(state.marketing) || shellBreaksHeading ? 'Smart homes, <em>broken</em>' : 'Smart homes, done right';
  response
    .writeHead(200, {
      'Content-Type': 'text/html',
      'X-Composed-From': [`shell=${liveShell}`, ...REMOTES.map((remote) => `${remote}=${state[remote]}`)].join('; '),
      ...(grant ? { 'X-Release-Preview': `override ${Object.entries(grant.versions).map(([name, version]) => `${name}@${version}`).join(', ')}` } : {}),
    })
    .end(`<!doctype html><html><head><title>Home</title><script>var h = "Smart homes, done right";</script></head><body><main><h1>${heading}</h1></main></body></html>`);
});
let siteUrl;

before(async () => {
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${site.address().port}`;
  // Released in turn; marketing's second release (the fourth of eight) changes the heading.
  const plan = ['marketing', 'careers', 'guides', 'marketing', 'careers', 'guides', 'marketing', 'careers'];
  for (const [n, remote] of plan.entries()) await releaseOf(remote, n + 1, { changesHeading: n === 3 });
});
after(() => site.close());

async function bisectHere(args, on = store) {
  const lines = [];
  const code = await bisectCommand({ args, store: on, siteUrl, remotes: REMOTES, log: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('npm run bisect', () => {
  it('names the marketing release that changed the heading, with its versions, who and commit, in at most 4 checks of 8 switches', async () => {
    asked = [];
    const { code, output } = await bisectHere(['--check', '/ shows Smart homes, done right']);
    const culprit = made[3];
    assert.equal(code, 0, output);
    assert.match(output, /Bisecting 8 switch\(es\) .* at most 4 checks\./);
    assert.match(output, new RegExp(`The first bad switch \\(\\d checks\\): marketing ${made[0].version} → ${culprit.version}, a release by marketing-team at [^,]+, commit ${culprit.commit}\\.`));
    assert.ok(asked.length <= 4, `${asked.length} checks`);
    // Each check composed a whole state: every remote named, the released ones at a version in the store.
    for (const { state } of asked) assert.deepEqual(Object.keys(state).sort(), [...REMOTES].sort());
  });

  it('checks that a text must not show, and reads the text as a reader does (not in scripts)', async () => {
    const { code, output } = await bisectHere(['--check', '/ lacks Smart homes, broken']);
    assert.equal(code, 0, output);
    assert.match(output, new RegExp(`marketing ${made[0].version} → ${made[3].version}`));
  });

  it('names nothing when the check passes at the bad moment', async () => {
    const { code, output } = await bisectHere(['--check', '/ shows Smart homes']);
    assert.equal(code, 1);
    assert.match(output, /The check passes at .* too: nothing between the two moments broke it \(1 check\)\./);
  });

  it('stops, naming no switch, when the site does not compose the states it is asked for (another preview key)', async () => {
    honoursGrants = false;
    try {
      const { code, output } = await bisectHere(['--check', '/ shows Smart homes, done right']);
      assert.equal(code, 1);
      assert.match(output, /A check could not run: .* did not compose the state asked for .*PREVIEW_SIGNING_KEY.*No switch named\./);
      assert.doesNotMatch(output, /first bad switch/);
    } finally {
      honoursGrants = true;
    }
  });

  it('says what a check is, and that nothing switched, with exit code 2', async () => {
    assert.deepEqual(await bisectHere([]), {
      code: 2,
      output: '--check needs a path and a text that must show or must not, or a Playwright test file: --check "/ shows <text>", "/ lacks <text>" or <file>.spec.ts',
    });
    const quiet = await bisectHere(['--check', '/ shows x', '--good', '2026-01-01T00:00Z', '--bad', '2026-01-02T00:00Z']);
    assert.equal(quiet.code, 2);
    assert.match(quiet.output, /Neither the shell nor a remote switched between 2026-01-01T00:00:00.000Z and 2026-01-02T00:00:00.000Z: nothing to bisect\./);
  });

  it('reads times as ISO or a span ago, the last 24 hours by default', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    assert.deepEqual(bisectOptions(['--check', '/ shows x'], now).good, new Date('2026-11-26T12:00:00Z'));
    assert.deepEqual(bisectOptions(['--check', '/ shows x', '--good', '6h', '--bad', '90m'], now), {
      check: { kind: 'text', path: '/', wants: 'shows', text: 'x', label: '/ shows "x"' },
      good: new Date('2026-11-27T06:00:00Z'),
      bad: new Date('2026-11-27T10:30:00Z'),
    });
    assert.throws(() => bisectOptions(['--check', '/ shows x', '--good', '1h', '--bad', '2h'], now), /must be before --bad/);
    assert.throws(() => bisectOptions(['--check', '/ shows x', '--good', 'yesterday'], now), /not a time: yesterday/);
  });

  it('runs a Playwright test file as the check, in Chromium, the grant in its cookie for the site alone', async () => {
    // Two switches (guides, then marketing's breaking release): one state passes, one fails, two test runs.
    const lines = await store.history();
    const file = path.join(repoDir, 'releases/tool/fixtures/home-heading.check.spec.mjs');
    asked = [];
    const { code, output } = await bisectHere(['--check', file, '--good', lines[1].at, '--bad', lines[3].at]);
    assert.equal(code, 0, output);
    assert.match(output, /Bisecting 2 switch\(es\) .* checking the tests of \/.*\/releases\/tool\/fixtures\/home-heading\.check\.spec\.mjs: at most 2 checks\./);
    assert.match(output, /state 1 of 2 \(.*\): passes/);
    assert.match(output, new RegExp(`The first bad switch \\(2 checks\\): marketing ${made[0].version} → ${made[3].version}`));
    // Every request the browser made carried the state: marketing was released before the window, so no state has its own build.
    assert.ok(asked.length >= 4);
    for (const { state } of asked) assert.notEqual(state.marketing, 'local');
  });

  it("reads the release service's history and asks it for each grant with a staff key, holding no preview key", async () => {
    // A stand-in for the service (releases/service/src/overrides.test.ts is the real one): the same history, its own preview key.
    const SERVICE_KEY = 'the-stand-in-release-services-preview-key-0123456789';
    const serviceAsked = [];
    const service = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      serviceAsked.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      const answer = (status, json) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      if (request.url === '/history') return answer(200, { history: (await store.history()).map((line) => ({ ...line, by: 'staff-bisect', key: 'k_0123456789ab' })) });
      const { versions, ttlSeconds } = JSON.parse(body);
      return answer(201, { grant: await signOverrideGrant({ versions, expiresAt: new Date(Date.now() + ttlSeconds * 1000) }, SERVICE_KEY) });
    });
    await new Promise((resolve) => service.listen(0, '127.0.0.1', resolve));
    siteKey = SERVICE_KEY;
    try {
      const serviceStore = openServiceStore({ url: `http://127.0.0.1:${service.address().port}`, key: 'rk_the-staff-key' });
      const { code, output } = await bisectHere(['--check', '/ shows Smart homes, done right'], serviceStore);
      assert.equal(code, 0, output);
      assert.match(output, new RegExp(`The first bad switch \\(\\d checks\\): marketing ${made[0].version} → ${made[3].version}, a release by staff-bisect`));
      assert.equal(serviceAsked[0], 'GET /history Bearer rk_the-staff-key');
      assert.ok(serviceAsked.slice(1).every((asked) => asked === 'POST /overrides Bearer rk_the-staff-key'), serviceAsked.join('\n'));
    } finally {
      siteKey = PREVIEW_KEY;
      service.close();
    }
  });

  it('runs as `npm run bisect` does, on the folder store RELEASES_DIR signed with PREVIEW_SIGNING_KEY', async () => {
    const run = promisify(execFile)(process.execPath, ['releases/tool/cli.mjs', 'bisect', '--check', '/ shows Smart homes, done right'], {
      cwd: repoDir,
      env: { ...process.env, PREVIEW_SIGNING_KEY: PREVIEW_KEY, RELEASES_DIR: store.dir, SITE_URL: siteUrl, RELEASE_SERVICE_URL: '', RELEASE_KEY: '' },
    });
    const { stdout } = await run;
    assert.match(stdout, new RegExp(`The first bad switch \\(\\d checks\\): marketing ${made[0].version} → ${made[3].version}`));
  });
});

describe('npm run bisect with the shell as one more part (#44)', () => {
  const shellStore = openStore(path.join(scratch, 'shell-store'), { previewKey: PREVIEW_KEY });
  const SHELL_A = 'a0a0a0a0a0a0';
  const SHELL_B = 'b1b1b1b1b1b1';
  /** When each change was recorded, by name. */
  const when = {};
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  async function release(remote, n) {
    const dir = path.join(scratch, `shell-${remote}-${n}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} release ${n} beside the shell's deploys */`);
    const { version } = await shellStore.stage(remote, dir);
    await shellStore.switchLive(remote, version, { action: 'release', by: `${remote}-team`, commit: `${n}`.padStart(7, 'd') });
    when[`${remote}-${n}`] = (await shellStore.history()).at(-1).at;
    await pause();
    return version;
  }

  async function deploy(release) {
    assert.deepEqual((await shellStore.recordShellRelease(release, { by: 'shell-deployer', commit: release })).recorded, true);
    when[release] = (await shellStore.history()).at(-1).at;
    await pause();
  }

  const versions = {};
  before(async () => {
    // marketing, the shell A, careers, the shell B, guides, then marketing's release that changes the heading.
    await release('marketing', 1);
    await deploy(SHELL_A);
    await release('careers', 2);
    await deploy(SHELL_B);
    await release('guides', 3);
    versions.heading = await release('marketing', 4);
  });
  after(() => {
    liveShell = 'local';
    shellBreaksHeading = false;
    newHeading.delete(versions.heading);
  });

  it("names the shell's deploy where the remotes as they were at --good fail with the shell the site runs now", async () => {
    liveShell = SHELL_B;
    shellBreaksHeading = true;
    asked = [];
    const { code, output } = await bisectHere(['--check', '/ shows Smart homes, done right', '--good', when[SHELL_A], '--bad', when['guides-3']], shellStore);
    assert.equal(code, 0, output);
    assert.match(output, /Bisecting 3 switch\(es\) of the shell and .*: at most 3 checks\./);
    assert.match(output, /The shell was deployed 1 time\(s\) between them; the site composes only the shell it runs now \(b1b1b1b1b1b1\)/);
    assert.match(output, new RegExp(`The first bad change \\(2 checks\\) is the shell's: shell ${SHELL_A} → ${SHELL_B}, a release by shell-deployer at ${when[SHELL_B]}, commit ${SHELL_B}\\.`));
    // The bad state, then the remotes at --good: each composed with the live shell, which the answer named.
    assert.equal(asked.length, 2);
    assert.match(output, /state 2 of 2 \(shell=b1b1b1b1b1b1 marketing=[0-9a-f]{12} careers=[0-9a-f]{12} payments=local guides=[0-9a-f]{12} staffhub=local\): FAILS/);
    assert.match(output, /state 0 of 2 \(shell=b1b1b1b1b1b1 marketing=[0-9a-f]{12} careers=local payments=local guides=local staffhub=local\): FAILS/);
  });

  it("names a remote's release, not the shell's, where the remotes at --good pass with the live shell", async () => {
    liveShell = SHELL_B;
    shellBreaksHeading = false;
    newHeading.add(versions.heading);
    const { code, output } = await bisectHere(['--check', '/ shows Smart homes, done right', '--good', when[SHELL_A]], shellStore);
    assert.equal(code, 0, output);
    assert.match(output, new RegExp(`The first bad switch \\(\\d checks\\): marketing \\w+ → ${versions.heading}, a release by marketing-team`));
    assert.doesNotMatch(output, /is the shell's/);
  });

  it('stops where the site names no shell in X-Composed-From', async () => {
    liveShell = '';
    const { code, output } = await bisectHere(['--check', '/ shows Smart homes, done right'], shellStore);
    assert.equal(code, 1);
    assert.match(output, /A check could not run: .* names no shell in X-Composed-From .* No switch named\./);
  });
});
