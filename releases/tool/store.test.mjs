import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { verifyPreviewToken } from 'credentials/previewToken';
import { verifyOverrideGrant } from 'credentials/overrideGrant';
import { openStore, versionOf } from './store.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A build's dist/ with the given files. */
function dist(name, files) {
  const dir = path.join(scratch, name);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const V1 = { 'remoteEntry.js': 'v1', 'ssr/index.json': '{}' };
const V2 = { 'remoteEntry.js': 'v2', 'ssr/index.json': '{}' };
const who = { action: 'release', by: 'tester', commit: 'abc1234' };
const PREVIEW_KEY = 'the-release-store-test-preview-key-0123456789';

describe('the release store', () => {
  let store;
  beforeEach(() => {
    rmSync(path.join(scratch, 'store'), { recursive: true, force: true });
    store = openStore(path.join(scratch, 'store'), { previewKey: PREVIEW_KEY });
  });

  it("names a build's version by its files: the same files, the same version", async () => {
    const first = await versionOf(dist('a', V1));
    assert.match(first, /^[0-9a-f]{12}$/);
    assert.equal(await versionOf(dist('b', V1)), first);
    assert.notEqual(await versionOf(dist('c', V2)), first);
    assert.notEqual(await versionOf(dist('d', { 'remoteEntry.js': 'v1', 'ssr/other.json': '{}' })), first);
  });

  it("stages a build under its version once, and never writes that folder again", async () => {
    const staged = await store.stage('careers', dist('a', V1));
    assert.deepEqual(staged, { version: await versionOf(dist('a', V1)), created: true });
    assert.equal(readFileSync(path.join(store.dir, 'careers', staged.version, 'remoteEntry.js'), 'utf8'), 'v1');
    assert.deepEqual(await store.stage('careers', dist('a', V1)), { ...staged, created: false });
    assert.deepEqual(await store.versions('careers'), [staged.version]);
    assert.equal(store.hasRelease('careers', staged.version), true);
  });

  it('switches live.json whole and records each switch in the history', async () => {
    const { version: v1 } = await store.stage('careers', dist('a', V1));
    const { version: v2 } = await store.stage('careers', dist('b', V2));
    assert.equal(await store.switchLive('careers', v1, who), null);
    assert.equal(await store.switchLive('careers', v2, who), v1);

    const live = await store.readLive();
    assert.equal(live.remotes.careers.version, v2);
    const history = await store.history();
    assert.deepEqual(
      history.map(({ remote, version, from, action, by, commit }) => ({ remote, version, from, action, by, commit })),
      [
        { remote: 'careers', version: v1, from: null, ...who },
        { remote: 'careers', version: v2, from: v1, ...who },
      ],
    );
    assert.equal(existsSync(path.join(store.dir, '.lock')), false);
  });

  it('loses neither of two switches made at once', async () => {
    const { version } = await store.stage('careers', dist('a', V1));
    await Promise.all(['careers', 'payments', 'guides', 'marketing'].map((remote) => store.switchLive(remote, version, who)));
    assert.deepEqual(Object.keys((await store.readLive()).remotes).sort(), ['careers', 'guides', 'marketing', 'payments']);
    assert.equal((await store.history()).length, 4);
  });

  it('grants a preview of a staged version as a token signed with the preview key, expiring with it', async () => {
    const before = Date.now();
    const { token } = await store.grantPreview('careers', 'aaaaaaaaaaaa', 60_000);
    const grant = await verifyPreviewToken(token, PREVIEW_KEY);
    assert.equal(grant?.remote, 'careers');
    assert.equal(grant?.version, 'aaaaaaaaaaaa');
    assert.ok(grant.expiresAt.getTime() >= Math.floor((before + 60_000) / 1000) * 1000);
    assert.equal(await verifyPreviewToken(token, 'another-preview-key-0123456789-abcdef'), undefined);
    assert.equal(existsSync(path.join(store.dir, 'previews')), false);
  });

  it('grants an override of a whole site state, signed with the preview key, only for versions in the store', async () => {
    const { version } = await store.stage('careers', dist('a', V1));
    const { grant } = await store.grantOverride({ careers: version, marketing: 'local' }, 60_000);
    const verified = await verifyOverrideGrant(grant, PREVIEW_KEY);
    assert.deepEqual(verified?.versions, { careers: version, marketing: 'local' });
    await assert.rejects(store.grantOverride({ careers: version, guides: 'bbbbbbbbbbbb' }, 60_000), /no override of guides bbbbbbbbbbbb: not in the release store/);
    await assert.rejects(store.grantOverride({ careers: '../../etc' }, 60_000), /no override of careers \.\.\/\.\.\/etc: not in the release store/);
    await assert.rejects(openStore(path.join(scratch, 'unsigned')).grantOverride({ careers: version }, 60_000), /no preview key to sign an override with/);
  });

  it('grants no preview without a key to sign it with', async () => {
    await assert.rejects(openStore(path.join(scratch, 'unsigned')).grantPreview('careers', 'aaaaaaaaaaaa', 60_000), /no preview key to sign a smoke load or a preview with/);
  });

  it('discards a staged version that never went live', async () => {
    const { version } = await store.stage('careers', dist('a', V1));
    await store.discard('careers', version);
    assert.deepEqual(await store.versions('careers'), []);
  });
});

describe('a canary in the release store', () => {
  let store;
  beforeEach(() => {
    rmSync(path.join(scratch, 'canary-store'), { recursive: true, force: true });
    store = openStore(path.join(scratch, 'canary-store'));
  });

  it('stands beside the live version for its share, and is promoted to everyone with the judgment in the history', async () => {
    const { version: v1 } = await store.stage('careers', dist('c1', V1));
    const { version: v2 } = await store.stage('careers', dist('c2', V2));
    await store.switchLive('careers', v1, who);
    assert.equal(await store.startCanary('careers', v2, 10, { by: 'tester', commit: 'abc1234' }), v1);
    const running = (await store.readLive()).remotes.careers;
    assert.equal(running.version, v1);
    assert.deepEqual({ version: running.canary.version, share: running.canary.share }, { version: v2, share: 10 });

    const judgment = { decision: 'promote', reason: 'no worse' };
    const ended = await store.endCanary('careers', 'promote', { by: 'the judge', commit: null, judgment });
    assert.equal(ended.version, v2);
    const live = (await store.readLive()).remotes.careers;
    assert.equal(live.version, v2);
    assert.equal(live.canary, undefined);
    const [, canary, promoted] = await store.history();
    assert.deepEqual([canary.action, canary.version, canary.from, canary.share], ['canary', v2, v1, 10]);
    assert.deepEqual([promoted.action, promoted.version, promoted.from, promoted.promoted, promoted.judgment], ['release', v2, v1, true, judgment]);
  });

  it('is aborted with the live version kept, and ended by a full switch', async () => {
    const { version: v1 } = await store.stage('careers', dist('c1', V1));
    const { version: v2 } = await store.stage('careers', dist('c2', V2));
    await store.switchLive('careers', v1, who);
    await store.startCanary('careers', v2, 50, who);
    await store.endCanary('careers', 'abort', { by: 'the judge', commit: null, judgment: { decision: 'rollback', reason: 'errors' } });
    assert.deepEqual((await store.readLive()).remotes.careers.version, v1);
    assert.equal((await store.readLive()).remotes.careers.canary, undefined);
    assert.deepEqual((await store.history()).at(-1).action, 'abort');
    const lines = (await store.history()).length;
    assert.equal(await store.endCanary('careers', 'abort', who), undefined);
    assert.equal((await store.history()).length, lines);

    await store.startCanary('careers', v2, 50, who);
    await store.switchLive('careers', v1, { ...who, action: 'rollback' });
    assert.equal((await store.readLive()).remotes.careers.canary, undefined);
  });

  it("makes release-core's transitions: no line for a switch to the live version, a canary of it refused, a decision about another canary refused", async () => {
    const { version: v1 } = await store.stage('careers', dist('c1', V1));
    const { version: v2 } = await store.stage('careers', dist('c2', V2));
    await store.switchLive('careers', v1, who);
    assert.equal(await store.switchLive('careers', v1, who), v1);
    assert.equal((await store.history()).length, 1);
    await assert.rejects(store.startCanary('careers', v1, 10, who), /careers \w+ is live for everyone already/);
    await store.startCanary('careers', v2, 10, who);
    await assert.rejects(store.endCanary('careers', 'promote', { ...who, version: 'dddddddddddd' }), new RegExp(`careers's canary is ${v2}, not dddddddddddd`));
    await assert.rejects(store.switchLive('careers', v2, { ...who, action: 'rollback', onlyFrom: 'dddddddddddd' }), /careers dddddddddddd is no longer live/);
    assert.deepEqual((await store.history()).map(({ action }) => action), ['release', 'canary']);
    assert.equal((await store.holdCanary('careers', { ...who, version: v2 })).version, v2);
    const { at: _at, ...held } = (await store.history()).at(-1);
    assert.deepEqual(held, { remote: 'careers', action: 'hold', version: v2, from: v1, share: 10, by: 'tester', commit: 'abc1234' });
    assert.equal((await store.readLive()).remotes.careers.canary.version, v2);
  });

  it('needs a live release to stand beside', async () => {
    const { version } = await store.stage('careers', dist('c1', V1));
    await assert.rejects(store.startCanary('careers', version, 10, who), /careers has no release for a canary to stand beside/);
    assert.deepEqual(await store.history(), []);
  });
});
