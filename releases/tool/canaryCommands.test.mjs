// `npm run releases -- wait <remote>`: the exit a team's pipeline sees for each outcome of a
// canary, a hold for a person included (never taken for a promotion).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { WAIT_EXIT, awaitCanary, canaryShare, decideCanary } from './canaryCommands.mjs';
import { openStore } from './store.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'canary-wait-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const who = { action: 'release', by: 'tester', commit: 'abc1234' };

function dist(name, text) {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  return dir;
}

describe('waiting for a canary’s outcome', () => {
  let store;
  beforeEach(async () => {
    rmSync(path.join(scratch, 'store'), { recursive: true, force: true });
    store = openStore(path.join(scratch, 'store'));
    const v1 = (await store.stage('careers', dist('one', 'v1'))).version;
    const v2 = (await store.stage('careers', dist('two', 'v2'))).version;
    await store.switchLive('careers', v1, who);
    await store.startCanary('careers', v2, 10, { by: 'tester', commit: 'abc1234' });
  });

  it('exits 3 when the judge holds it for a person, and the canary keeps its share', async () => {
    const waiting = awaitCanary({ store, remote: 'careers', everyMs: 5 });
    await store.holdCanary('careers', { by: 'the canary judge', commit: null, judgment: { decision: 'hold', reason: 'no evidence either way in 4320 minutes' } });
    assert.equal(await waiting, WAIT_EXIT.held);
    assert.equal(WAIT_EXIT.held, 3);
    assert.equal((await store.readLive()).remotes.careers.canary.share, 10);
  });

  it('exits 0 once it is promoted, by hand after a hold too, the history saying who decided', async () => {
    await store.holdCanary('careers', { by: 'the canary judge', commit: null, judgment: { decision: 'hold', reason: 'no evidence' } });
    assert.equal(await decideCanary({ store, outcome: 'promote', remote: 'careers', by: 'Ada', commit: null }), true);
    assert.equal(await awaitCanary({ store, remote: 'careers', everyMs: 5 }), 2);
    const line = (await store.history()).at(-1);
    assert.deepEqual([line.action, line.promoted, line.by, line.judgment.reason], ['release', true, 'Ada', 'decided by hand by Ada']);
  });

  it('exits 0 promoted and 1 rolled back', async () => {
    const promoted = awaitCanary({ store, remote: 'careers', everyMs: 5 });
    await store.endCanary('careers', 'promote', { by: 'the canary judge', commit: null, judgment: { decision: 'promote', reason: 'evidence it is no worse' } });
    assert.equal(await promoted, WAIT_EXIT.promoted);

    const v3 = (await store.stage('careers', dist('three', 'v3'))).version;
    await store.startCanary('careers', v3, 10, { by: 'tester', commit: 'abc1234' });
    const rolledBack = awaitCanary({ store, remote: 'careers', everyMs: 5 });
    await store.endCanary('careers', 'abort', { by: 'the canary judge', commit: null, judgment: { decision: 'rollback', reason: 'evidence it is worse' } });
    assert.equal(await rolledBack, WAIT_EXIT.rolledBack);
  });

  it('follows a canary in steps to its next share, and exits 3 when it is held at a step', async () => {
    const v4 = (await store.stage('careers', dist('four', 'v4'))).version;
    await store.startCanary('careers', v4, 10, { by: 'tester', commit: 'abc1234' }, [10, 25, 50]);
    const waiting = awaitCanary({ store, remote: 'careers', everyMs: 5 });
    await store.endCanary('careers', 'promote', { by: 'the canary judge', commit: null, judgment: { decision: 'promote', reason: 'evidence it is no worse' } });
    assert.deepEqual((await store.readLive()).remotes.careers.canary.share, 25);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.holdCanary('careers', { by: 'the canary judge', commit: null, judgment: { decision: 'hold', reason: 'no evidence either way in 4320 minutes' } });
    assert.equal(await waiting, WAIT_EXIT.held);
    assert.equal((await store.readLive()).remotes.careers.canary.share, 25);
  });

  it('moves a canary in steps one step on when a person promotes it', async () => {
    const v5 = (await store.stage('careers', dist('five', 'v5'))).version;
    await store.startCanary('careers', v5, 25, { by: 'tester', commit: 'abc1234' }, [25, 50]);
    await decideCanary({ store, outcome: 'promote', remote: 'careers', by: 'Ada', commit: null });
    assert.deepEqual((await store.readLive()).remotes.careers.canary, { version: v5, share: 50, at: (await store.history()).at(-1).at, steps: [25, 50] });
    await decideCanary({ store, outcome: 'promote', remote: 'careers', by: 'Ada', commit: null });
    assert.equal((await store.readLive()).remotes.careers.version, v5);
  });
});

describe('--canary', () => {
  it('takes one share, or rising shares to go through', () => {
    assert.deepEqual(canaryShare(['--canary', '10']), { share: 10 });
    assert.deepEqual(canaryShare(['--canary', '10,25,50']), { share: 10, steps: [10, 25, 50] });
    assert.equal(canaryShare([]), undefined);
    assert.throws(() => canaryShare(['--canary', '25,10']), /rising shares/);
    assert.throws(() => canaryShare(['--canary', '100']), /1 to 99/);
  });
});
