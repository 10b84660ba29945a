// `npm run preview` at the root (#44): the parts a pull request previews, one link whose
// token is a preview set of every staged remote's token, and the pull request's shell
// beside them (started here on a spare port, or a manifest for its preview deployment).
// Building, testing and smoke-loading one remote is preview.mjs's (e2e/tests/service-release.spec.ts
// runs it); here each part's staging is a stand-in that says what it was asked.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyPreviewToken } from 'credentials/previewToken';
import { REMOTES } from 'site/remotes';
import { PreviewUsage } from './preview.mjs';
import { previewManifest, sparePort, startShellHost } from './previewShell.mjs';
import { PREVIEW_SET_SEPARATOR, landingOf, previewSite, previewSiteOptions } from './previewSite.mjs';
import { openStore } from './store.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'preview-site-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const KEY = 'the-preview-site-test-preview-key-0123456789';
const SITE = 'https://www.example.com';
const VERSIONS = { careers: '3f2a91c0d1e2', payments: '1b2c3d4e5f60', marketing: 'ba9876543210' };

describe('the parts a pull request previews', () => {
  const options = (args, env = {}, readPaths = () => '') => previewSiteOptions(args, env, { remotes: REMOTES, readPaths });

  it("takes the parts named, in the site's order, the shell last, and the pull request and days as a remote's preview does", () => {
    assert.deepEqual(options(['shell', 'payments', 'careers', '--pull-request', '12']), { parts: ['careers', 'payments', 'shell'], pullRequest: 12, days: 7 });
    assert.deepEqual(options(['careers', '--days', '2'], { PULL_REQUEST: '34' }), { parts: ['careers'], pullRequest: 34, days: 2 });
  });

  it('reads them from the changed paths, one a line, from a file or standard input', () => {
    const read = [];
    const readPaths = (source) => (read.push(source), 'mf-payments/src/x.ts\nshell/src/App.tsx\ndocs/x.md\n');
    assert.deepEqual(options(['--paths-from', '-', '--shell-manifest', '/tmp/m.json'], {}, readPaths), { parts: ['payments', 'shell'], days: 7, shellManifest: '/tmp/m.json' });
    assert.deepEqual(read, ['-']);
    assert.deepEqual(options(['--paths-from', 'changed.txt'], {}, () => 'README.md\n').parts, []);
  });

  it('refuses unknown parts, both ways of naming them, neither, and bad values, before anything is built', () => {
    for (const [args, message] of [
      [['nobody'], /not a part of the site: nobody/],
      [['careers', '--paths-from', 'x'], /name the parts or give --paths-from, not both/],
      [[], /name what to preview, or give the pull request's changed paths/],
      [['--paths-from'], /--paths-from and --shell-manifest each take a file/],
      [['careers', '--days', '8'], /--days takes a whole number of days from 1 to 7: not 8/],
      [['careers', '--canary', '10'], /unknown argument --canary/],
    ]) {
      assert.throws(() => options(args), (error) => error instanceof PreviewUsage && message.test(error.message), args.join(' '));
    }
  });

  it("lands on the first remote's first page, as the shell's preview link does", () => {
    assert.equal(landingOf('careers'), '/apply');
    assert.equal(landingOf('marketing'), '/');
    assert.equal(landingOf(undefined), '/');
  });

  it("joins a set's tokens as the shell's previewSet.ts reads them", () => {
    const shellSide = readFileSync(path.join(repoDir, 'shell/src/server/previewSet.ts'), 'utf8');
    assert.match(shellSide, new RegExp(`export const PREVIEW_SET_SEPARATOR = '${PREVIEW_SET_SEPARATOR}';`));
  });
});

/** A stand-in for preview.mjs's staging: records what it was asked; refuses the remotes in `refusing`. */
function stagingStandIn(refusing = []) {
  const asked = [];
  const stage = async ({ remote, pkgDir, siteUrl }) => {
    asked.push({ remote, pkgDir: path.relative(repoDir, pkgDir), siteUrl });
    return refusing.includes(remote) ? { refused: 'its tests failed' } : { version: VERSIONS[remote] };
  };
  return { stage, asked };
}

/** The folder store, counting the previews it is asked for. */
function countingStore(dir) {
  const store = openStore(path.join(scratch, dir), { previewKey: KEY });
  const granted = [];
  return { store: { ...store, grantPreview: (...args) => (granted.push(args.slice(0, 2)), store.grantPreview(...args)) }, granted };
}

async function run(options) {
  const lines = [];
  const ok = await previewSite({ siteUrl: SITE, repoDir, base: 8080, days: 7, log: (line) => lines.push(line), env: {}, ...options });
  return { ok, output: lines.join('\n') };
}

const tokensIn = (link) => new URL(link).searchParams.get('token').split(PREVIEW_SET_SEPARATOR);

describe("a pull request's preview", () => {
  it("stages each remote it changed and gives ONE link whose token names them all, for the pull request, with the workflow's outputs", async () => {
    const { stage, asked } = stagingStandIn();
    const { store } = countingStore('two-remotes');
    const outputs = path.join(scratch, 'outputs-two');
    writeFileSync(outputs, '');
    const { ok, output } = await run({ parts: ['careers', 'payments'], pullRequest: 12, store, stage, env: { GITHUB_OUTPUT: outputs } });
    assert.equal(ok, true, output);
    assert.deepEqual(asked, [
      { remote: 'careers', pkgDir: 'mf-careers', siteUrl: SITE },
      { remote: 'payments', pkgDir: 'mf-payments', siteUrl: SITE },
    ]);
    const link = /^https:\/\/www\.example\.com\/__preview\?token=\S+$/m.exec(output)?.[0];
    assert.ok(link, output);
    assert.match(output, new RegExp(`Preview of careers ${VERSIONS.careers}, payments ${VERSIONS.payments} for pull request 12, the rest of the site live, until `));
    const grants = await Promise.all(tokensIn(link).map((token) => verifyPreviewToken(token, KEY)));
    assert.deepEqual(
      grants.map(({ remote, version, pullRequest }) => ({ remote, version, pullRequest })),
      [
        { remote: 'careers', version: VERSIONS.careers, pullRequest: 12 },
        { remote: 'payments', version: VERSIONS.payments, pullRequest: 12 },
      ],
    );
    const written = readFileSync(outputs, 'utf8');
    assert.match(written, new RegExp(`^parts=careers ${VERSIONS.careers}, payments ${VERSIONS.payments}$`, 'm'));
    assert.match(written, /^landing=\/apply$/m);
    assert.match(written, /^shell=false$/m);
    assert.ok(written.includes(`link=${link}\n`));
  });

  it('gives no link, and asks for no preview, where one remote is refused', async () => {
    const { stage, asked } = stagingStandIn(['payments']);
    const { store, granted } = countingStore('refused');
    const { ok, output } = await run({ parts: ['careers', 'payments', 'guides'], store, stage });
    assert.equal(ok, false);
    assert.match(output, /No preview \(payments: its tests failed\): nothing live changed\./);
    assert.deepEqual(asked.map(({ remote }) => remote), ['careers', 'payments']);
    assert.deepEqual(granted, []);
  });

  it('says there is nothing to preview where the pull request changes no part', async () => {
    const { stage, asked } = stagingStandIn();
    const { ok, output } = await run({ parts: [], pullRequest: 12, store: countingStore('none').store, stage });
    assert.equal(ok, true);
    assert.equal(output, 'Nothing to preview for pull request 12: it changes no remote and not the shell.');
    assert.deepEqual(asked, []);
  });
});

describe("a pull request's shell", () => {
  it('on the local site: starts it, checks and stages the remotes through it, links to it and keeps it until stopped', async () => {
    const { stage, asked } = stagingStandIn();
    const events = [];
    const startShell = async ({ base }) => (events.push(`start beside ${base}`), { origin: 'http://localhost:45678', stop: async () => void events.push('stopped') });
    const untilStopped = async () => void events.push('waiting for Ctrl-C');
    const { ok, output } = await run({ parts: ['careers', 'shell'], pullRequest: 12, store: countingStore('local-shell').store, stage, startShell, untilStopped });
    assert.equal(ok, true, output);
    assert.deepEqual(asked.map(({ siteUrl }) => siteUrl), ['http://localhost:45678']);
    assert.match(output, /Preview of careers 3f2a91c0d1e2, the shell local for pull request 12, on the pull request's shell, the rest of the site as the local site runs it, until .*:\nhttp:\/\/localhost:45678\/__preview\?token=p1\.careers\./);
    assert.match(output, /The pull request's shell runs at http:\/\/localhost:45678 until Ctrl-C\./);
    assert.deepEqual(events, ['start beside 8080', 'waiting for Ctrl-C', 'stopped']);
  });

  it('links to the shell alone where only the shell changed, and stops it where a remote is refused', async () => {
    const startShell = async () => ({ origin: 'http://localhost:45679', stop: async () => void stopped.push(true) });
    const stopped = [];
    const alone = await run({ parts: ['shell'], store: countingStore('shell-alone').store, stage: stagingStandIn().stage, startShell, untilStopped: async () => {} });
    assert.match(alone.output, /Preview of the shell local, on the pull request's shell, .*:\nhttp:\/\/localhost:45679\/$/m);
    const refused = await run({ parts: ['careers', 'shell'], store: countingStore('shell-refused').store, stage: stagingStandIn(['careers']).stage, startShell });
    assert.equal(refused.ok, false);
    assert.deepEqual(stopped, [true, true]);
  });

  it('is refused, staging nothing, where its build or tests fail', async () => {
    const { stage, asked } = stagingStandIn();
    const { ok, output } = await run({ parts: ['careers', 'shell'], store: countingStore('shell-fails').store, stage, startShell: async () => ({ refused: "the shell's tests failed" }) });
    assert.equal(ok, false);
    assert.match(output, /No preview \(the shell's tests failed\)/);
    assert.deepEqual(asked, []);
  });

  describe("in the pull request's workflow: built in place and a manifest for its preview deployment", () => {
    let site;
    let siteUrl;
    const live = {
      remotes: [
        { name: 'marketing', entry: 'https://releases.example.com/marketing/0123456789ab/remoteEntry.js' },
        { name: 'careers', entry: 'https://careers.example.com/remoteEntry.js' },
      ],
      worker: 'https://api.example.com',
    };
    before(async () => {
      site = createServer((request, response) => (request.url === '/remotes.json' ? response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(live)) : response.writeHead(404).end()));
      await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${site.address().port}`;
    });
    after(() => site.close());

    it("writes the live site's manifest with the staged remotes in it, and says so to the workflow", async () => {
      const built = [];
      const manifest = path.join(scratch, 'shell-manifest.json');
      const outputs = path.join(scratch, 'outputs-shell');
      writeFileSync(outputs, '');
      const { ok, output } = await run({
        parts: ['careers', 'shell'],
        pullRequest: 12,
        shellManifest: manifest,
        siteUrl,
        store: countingStore('ci-shell').store,
        stage: stagingStandIn().stage,
        buildShell: async ({ shellDir }) => void built.push(path.relative(repoDir, shellDir)),
        startShell: async () => assert.fail('the workflow deploys the shell; it starts none'),
        env: { RELEASES_URL: 'https://releases.example.com', SHELL_RELEASE: '5e11a9c0ffee', GITHUB_OUTPUT: outputs },
      });
      assert.equal(ok, true, output);
      assert.deepEqual(built, ['shell']);
      assert.deepEqual(JSON.parse(readFileSync(manifest, 'utf8')), {
        ...live,
        remotes: [live.remotes[0], { name: 'careers', entry: `https://releases.example.com/careers/${VERSIONS.careers}/remoteEntry.js` }],
      });
      assert.match(output, /Preview of careers 3f2a91c0d1e2, the shell 5e11a9c0ffee for pull request 12: the shell is deployed apart/);
      const written = readFileSync(outputs, 'utf8');
      assert.match(written, /^shell=true$/m);
      assert.ok(written.includes(`shell-manifest=${manifest}\n`));
      assert.match(written, /^landing=\/apply$/m);
    });

    it("is refused without the release store's public address, which the deployment loads releases from", async () => {
      const { ok, output } = await run({ parts: ['shell'], shellManifest: path.join(scratch, 'never.json'), siteUrl, store: countingStore('ci-no-store').store, buildShell: async () => assert.fail('nothing built') });
      assert.equal(ok, false);
      assert.match(output, /set RELEASES_URL to its public address/);
    });
  });

  it('lays staged releases over the live manifest, and refuses a remote it does not list', () => {
    const live = { remotes: [{ name: 'careers', entry: 'https://careers.example.com/remoteEntry.js' }], worker: 'https://api.example.com' };
    assert.deepEqual(previewManifest(live, { careers: VERSIONS.careers }, 'https://cdn.example.com/releases'), {
      remotes: [{ name: 'careers', entry: `https://cdn.example.com/releases/careers/${VERSIONS.careers}/remoteEntry.js` }],
      worker: 'https://api.example.com',
    });
    assert.throws(() => previewManifest(live, { guides: VERSIONS.careers }, 'https://cdn.example.com/'), /names no guides/);
  });

  it("starts a built shell host on a spare port with the local site's environment, waits for it, and stops it", async () => {
    // A stand-in for the built host (dist-server/node/node.mjs): answers remotes.json on --port with what it was given.
    const shellDir = path.join(scratch, 'built-shell');
    mkdirSync(path.join(shellDir, 'dist-server/node'), { recursive: true });
    writeFileSync(
      path.join(shellDir, 'dist-server/node/node.mjs'),
      `import { createServer } from 'node:http';
const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
createServer((request, response) => response.end(JSON.stringify({ releases: process.env.RELEASES_URL, key: Boolean(process.env.PREVIEW_SIGNING_KEY) }))).listen(port, '127.0.0.1');`,
    );
    const port = await sparePort();
    const host = await startShellHost({ shellDir, base: 9180, port });
    try {
      assert.equal(host.origin, `http://localhost:${port}`);
      assert.deepEqual(await (await fetch(`${host.origin}/remotes.json`)).json(), { releases: 'http://localhost:9188', key: true });
    } finally {
      await host.stop();
    }
    await assert.rejects(fetch(`${host.origin}/remotes.json`));
  });
});

it('runs as `npm run preview` at the root does, refusing bad arguments with exit code 2 before building anything', async () => {
  const run = (args) => promisify(execFile)(process.execPath, [path.join(repoDir, 'releases/tool/cli.mjs'), 'preview-site', ...args], { cwd: repoDir, env: { ...process.env, RELEASES_DIR: path.join(scratch, 'cli-store') } });
  await assert.rejects(run(['careers', '--days', '9']), (error) => error.code === 2 && /--days takes a whole number of days from 1 to 7: not 9/.test(error.stderr));
  await assert.rejects(run(['shell', 'nobody']), (error) => error.code === 2 && /not a part of the site: nobody/.test(error.stderr));
});
