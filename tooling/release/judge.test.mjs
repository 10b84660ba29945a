import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY } from 'site/canary';
import { judgeCanaries, watchReleases } from './judge.mjs';
import { openStore } from './store.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'canary-judge-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const policy = { ...DEFAULT_CANARY_POLICY, minPageViews: 10 };
const who = { action: 'release', by: 'tester', commit: 'abc1234' };

function dist(name, text) {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  return dir;
}

/** Field health as the worker would answer it, per version, recording what was asked. */
function healthOf(byVersion) {
  const asked = [];
  const health = async (query) => {
    asked.push(query);
    const [pageViews, errors] = byVersion[query.version] ?? [0, 0];
    return { pageViews, errors, errorRate: pageViews ? errors / pageViews : null, p75Inp: 100, p75Lcp: 1200 };
  };
  return { health, asked };
}

describe('the canary judge', () => {
  let store;
  let v1;
  let v2;
  beforeEach(async () => {
    rmSync(path.join(scratch, 'store'), { recursive: true, force: true });
    store = openStore(path.join(scratch, 'store'));
    v1 = (await store.stage('careers', dist('one', 'v1'))).version;
    v2 = (await store.stage('careers', dist('two', 'v2'))).version;
    await store.switchLive('careers', v1, who);
    await store.startCanary('careers', v2, 50, who);
  });

  it('rolls back a canary whose error rate is worse, with each version’s numbers in the history', async () => {
    const { health, asked } = healthOf({ [v1]: [20, 0], [v2]: [12, 6] });
    const decided = await judgeCanaries({ store, health, policy });
    assert.deepEqual(decided.map(({ remote, version, decision }) => [remote, version, decision]), [['careers', v2, 'rollback']]);
    const live = (await store.readLive()).remotes.careers;
    assert.equal(live.version, v1);
    assert.equal(live.canary, undefined);
    const line = (await store.history()).at(-1);
    assert.equal(line.action, 'abort');
    assert.equal(line.by, 'the canary judge');
    assert.match(line.judgment.reason, /^error rate 50\.0% against the live version's 0\.0%/);
    assert.deepEqual([line.judgment.canary.version, line.judgment.canary.errorRate, line.judgment.live.version, line.judgment.live.errorRate], [v2, 0.5, v1, 0]);
    // Both versions over the same period: since the canary started.
    assert.equal(asked.length, 2);
    assert.equal(asked[0].since, asked[1].since);
  });

  it('promotes a canary no worse than the live version', async () => {
    const { health } = healthOf({ [v1]: [20, 0], [v2]: [12, 0] });
    await judgeCanaries({ store, health, policy });
    assert.equal((await store.readLive()).remotes.careers.version, v2);
    const line = (await store.history()).at(-1);
    assert.deepEqual([line.action, line.promoted, line.judgment.decision], ['release', true, 'promote']);
  });

  it('leaves a canary with too few page views to judge', async () => {
    const { health } = healthOf({ [v1]: [20, 0], [v2]: [3, 3] });
    assert.deepEqual(await judgeCanaries({ store, health, policy }), []);
    assert.equal((await store.readLive()).remotes.careers.canary.version, v2);
  });
});

describe('the watch of a full release', () => {
  let store;
  let v1;
  let v2;
  beforeEach(async () => {
    rmSync(path.join(scratch, 'watched'), { recursive: true, force: true });
    store = openStore(path.join(scratch, 'watched'));
    v1 = (await store.stage('careers', dist('w1', 'w1'))).version;
    v2 = (await store.stage('careers', dist('w2', 'w2'))).version;
    await store.switchLive('careers', v1, who);
    await store.switchLive('careers', v2, who);
  });

  it('rolls a release back to the version it replaced on a spike of errors, with both versions’ numbers', async () => {
    const { health } = healthOf({ [v1]: [20, 0], [v2]: [12, 6] });
    const decided = await watchReleases({ store, health, policy });
    assert.deepEqual(decided.map(({ version, decision }) => [version, decision]), [[v2, 'rollback']]);
    assert.equal((await store.readLive()).remotes.careers.version, v1);
    const line = (await store.history()).at(-1);
    assert.deepEqual([line.action, line.version, line.from, line.by], ['rollback', v1, v2, 'the canary judge']);
    assert.deepEqual([line.judgment.current.errorRate, line.judgment.before.errorRate], [0.5, 0]);
    // Rolled back, it is watched no more.
    assert.deepEqual(await watchReleases({ store, health, policy }), []);
  });

  it('leaves a healthy release, and one past its watch', async () => {
    assert.deepEqual(await watchReleases({ store, health: healthOf({ [v1]: [20, 0], [v2]: [12, 0] }).health, policy }), []);
    const later = new Date(Date.now() + (policy.watchMinutes + 1) * 60_000);
    assert.deepEqual(await watchReleases({ store, health: healthOf({ [v1]: [20, 0], [v2]: [12, 6] }).health, policy, now: later }), []);
    assert.equal((await store.readLive()).remotes.careers.version, v2);
  });
});
