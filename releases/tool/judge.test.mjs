import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { DEFAULT_CANARY_POLICY } from 'release-core/canaryJudgment';
import { judgeCanaries, sampleOf, watchReleases } from 'release-core/judge';
import canaryCohorts from 'site/canary';
import { openStore } from './store.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'canary-judge-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const policy = DEFAULT_CANARY_POLICY;
const who = { action: 'release', by: 'tester', commit: 'abc1234' };

function dist(name, text) {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  return dir;
}

/** A count's share of each of 100 cohort buckets, as even as whole numbers go. @param {number} count @param {number} bucket */
const shareOf = (count, bucket) => Math.floor(count / 100) + (bucket < count % 100 ? 1 : 0);
/** Page loads and errored ones spread evenly over the worker's 100 cohort buckets (no clustering). */
const evenBuckets = (pageLoads, erroredPageLoads) =>
  Array.from({ length: 100 }, (_, bucket) => [bucket, shareOf(pageLoads, bucket), shareOf(erroredPageLoads, bucket)]).filter(([, loads]) => loads > 0);

/** Field health as the worker would answer it, per version (and, where asked for cohorts, theirs), recording what was asked. */
function healthOf(byVersion, inCohortsByVersion = {}) {
  const asked = [];
  const health = async (query) => {
    asked.push(query);
    const [pageLoads, erroredPageLoads] = byVersion[query.version] ?? [0, 0];
    const rate = pageLoads ? erroredPageLoads / pageLoads : null;
    const [inLoads, inErrored] = inCohortsByVersion[query.version] ?? [];
    const inCohorts = query.cohorts && inLoads !== undefined ? { inCohorts: { cohorts: query.cohorts, pageLoads: inLoads, erroredPageLoads: inErrored, cohortBuckets: evenBuckets(inLoads, inErrored) } } : {};
    return { pageLoads, erroredPageLoads, pageViews: pageLoads, errors: erroredPageLoads, errorRate: rate, p75Inp: 100, p75Lcp: 1200, cohortBuckets: evenBuckets(pageLoads, erroredPageLoads), ...inCohorts };
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

  it('rolls back a canary with evidence it is worse, with each version’s numbers in the history', async () => {
    const { health, asked } = healthOf({ [v1]: [2000, 0], [v2]: [300, 150] });
    const decided = await judgeCanaries({ store, health, policy });
    assert.deepEqual(decided.map(({ remote, version, decision }) => [remote, version, decision]), [['careers', v2, 'rollback']]);
    const live = (await store.readLive()).remotes.careers;
    assert.equal(live.version, v1);
    assert.equal(live.canary, undefined);
    const line = (await store.history()).at(-1);
    assert.equal(line.action, 'abort');
    assert.equal(line.by, 'the canary judge');
    assert.match(line.judgment.reason, /^errored page loads 50\.0% against the live version's 0\.0%: evidence it is worse/);
    assert.deepEqual([line.judgment.canary.version, line.judgment.canary.errorRate, line.judgment.live.version, line.judgment.live.errorRate], [v2, 0.5, v1, 0]);
    // Without the counts per cohort bucket: the history keeps a judgment small.
    assert.equal('cohortBuckets' in line.judgment.canary || 'cohortBuckets' in line.judgment.live, false);
    // Both versions over the same period: since the canary started.
    assert.equal(asked.length, 2);
    assert.equal(asked[0].since, asked[1].since);
  });

  it("judges the canary against the live version's baseline cohorts over the same minutes: an incident that hits both is not the canary's", async () => {
    // The baseline's visitors erred as often as the canary's (an outage of a third party
    // while both browsed); the live version's other visitors, at other times, did not.
    const { health, asked } = healthOf({ [v1]: [20_000, 0], [v2]: [300, 150] }, { [v1]: [300, 150] });
    assert.deepEqual(await judgeCanaries({ store, health, policy }), []);
    assert.equal((await store.readLive()).remotes.careers.canary.version, v2);
    assert.deepEqual(asked.find(({ version }) => version === v1)?.cohorts, canaryCohorts.baselineCohorts('careers', 50));
    assert.equal(asked.find(({ version }) => version === v2)?.cohorts, undefined);
    // The same canary against a baseline that did not err is rolled back.
    const calm = healthOf({ [v1]: [20_000, 0], [v2]: [300, 150] }, { [v1]: [300, 0] }).health;
    const [decided] = await judgeCanaries({ store, health: calm, policy });
    assert.equal(decided?.decision, 'rollback');
    const line = (await store.history()).at(-1);
    assert.deepEqual(line.judgment.live.baseline, { pageLoads: 300, erroredPageLoads: 0 });
    assert.equal('inCohorts' in line.judgment.live, false);
  });

  it('promotes a canary with evidence it is no worse than the live version, keeping the live version for the holdback of its watch', async () => {
    const { health } = healthOf({ [v1]: [20_000, 40], [v2]: [6000, 10] });
    await judgeCanaries({ store, health, policy });
    assert.equal((await store.readLive()).remotes.careers.version, v2);
    assert.deepEqual((await store.readLive()).remotes.careers.holdback, {
      version: v1,
      share: policy.holdbackShare,
      until: new Date(Date.parse((await store.history()).at(-1).at) + policy.watchMinutes * 60_000).toISOString(),
    });
    const line = (await store.history()).at(-1);
    assert.deepEqual([line.action, line.promoted, line.judgment.decision], ['release', true, 'promote']);
  });

  it('leaves a canary without evidence either way to run', async () => {
    const { health } = healthOf({ [v1]: [20_000, 40], [v2]: [500, 1] });
    assert.deepEqual(await judgeCanaries({ store, health, policy }), []);
    assert.equal((await store.readLive()).remotes.careers.canary.version, v2);
  });

  it('holds a canary without evidence at the deadline for a person, once, and still decides on evidence after', async () => {
    const started = Date.parse((await store.readLive()).remotes.careers.canary.at);
    const atDeadline = new Date(started + policy.maxMinutes * 60_000);
    const unsure = healthOf({ [v1]: [20_000, 40], [v2]: [500, 1] }).health;
    const decided = await judgeCanaries({ store, health: unsure, policy, now: atDeadline });
    assert.deepEqual(decided.map(({ version, decision }) => [version, decision]), [[v2, 'hold']]);
    const live = (await store.readLive()).remotes.careers;
    assert.deepEqual([live.version, live.canary.version, live.canary.share], [v1, v2, 50]);
    const line = (await store.history()).at(-1);
    assert.deepEqual([line.action, line.version, line.from, line.share, line.by, line.judgment.decision], ['hold', v2, v1, 50, 'the canary judge', 'hold']);
    assert.match(line.judgment.reason, /held at its share for a person$/);
    assert.deepEqual([line.judgment.canary.pageViews, line.judgment.live.pageViews], [500, 20_000]);

    // Told once: a later round adds no second line.
    const lines = (await store.history()).length;
    assert.deepEqual(await judgeCanaries({ store, health: unsure, policy, now: new Date(atDeadline.getTime() + 60_000) }), []);
    assert.equal((await store.history()).length, lines);
    // Evidence that comes later still decides.
    const worse = healthOf({ [v1]: [20_000, 40], [v2]: [1000, 500] }).health;
    await judgeCanaries({ store, health: worse, policy, now: new Date(atDeadline.getTime() + 120_000) });
    assert.equal((await store.readLive()).remotes.careers.canary, undefined);
    assert.equal((await store.history()).at(-1).action, 'abort');

    // The same version started again is another canary: held again at its own deadline.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.startCanary('careers', v2, 50, who);
    const restarted = Date.parse((await store.readLive()).remotes.careers.canary.at);
    const again = await judgeCanaries({ store, health: unsure, policy, now: new Date(restarted + policy.maxMinutes * 60_000) });
    assert.deepEqual(again.map(({ version, decision }) => [version, decision]), [[v2, 'hold']]);
    assert.equal((await store.history()).at(-1).action, 'hold');
  });
});

describe('the worker’s field health as the judge’s sample', () => {
  it('takes the page loads the worker counted under grants and those of them with an error', () => {
    const health = { pageLoads: 10, erroredPageLoads: 3, pageViews: 10, errors: 3, errorRate: 0.3, p75Inp: 100, p75Lcp: 1000 };
    assert.deepEqual(sampleOf(health), { pageLoads: 10, erroredPageLoads: 3, vitals: {} });
  });

  it('reads the vitals’ histograms where the worker gives them', () => {
    const LCP = [[1000, 3], [1050, 1]];
    assert.deepEqual(sampleOf({ pageLoads: 4, erroredPageLoads: 0, pageViews: 4, errors: 0, errorRate: 0, p75Inp: null, p75Lcp: 1050, vitalHistograms: { LCP } }).vitals, { LCP });
  });
});

/** The first whole minute after `at`, where the watch's counts start. @param {string} at */
const nextMinute = (at) => new Date(Math.ceil(Date.parse(at) / 60_000) * 60_000).toISOString();
/** Two minutes after the last switch: the watch has a whole minute to count. */
const twoMinutesOn = async (store) => new Date(Date.parse((await store.history()).at(-1).at) + 2 * 60_000);

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

  it('rolls a release back to the version it replaced on evidence it is worse than its last days, with both versions’ numbers', async () => {
    const { health, asked } = healthOf({ [v1]: [20_000, 40], [v2]: [300, 150] });
    // Within the switch's own minute nothing is asked: its counts hold page loads from before it.
    assert.deepEqual(await watchReleases({ store, health, policy, now: new Date(nextMinute((await store.history()).at(-1).at)) }), []);
    assert.equal(asked.length, 0);
    const decided = await watchReleases({ store, health, policy, now: await twoMinutesOn(store) });
    assert.deepEqual(decided.map(({ version, decision }) => [version, decision]), [[v2, 'rollback']]);
    assert.equal((await store.readLive()).remotes.careers.version, v1);
    const line = (await store.history()).at(-1);
    assert.deepEqual([line.action, line.version, line.from, line.by], ['rollback', v1, v2, 'the canary judge']);
    assert.deepEqual([line.judgment.current.errorRate, line.judgment.before.errorRate], [0.5, 0.002]);
    // The version before over the policy's baseline, the days before the switch; the release since it.
    const released = (await store.history()).at(-2).at;
    const before = asked.find(({ version }) => version === v1);
    assert.deepEqual([before.since, before.until], [new Date(Date.parse(released) - policy.baselineDays * 24 * 60 * 60_000).toISOString(), released]);
    assert.equal(asked.find(({ version }) => version === v2).since, nextMinute(released));
    // Rolled back, it is watched no more.
    assert.deepEqual(await watchReleases({ store, health, policy, now: await twoMinutesOn(store) }), []);
  });

  it("compares a release that keeps a holdback with it over the same minutes: an incident that hits both is not the release's", async () => {
    const v3 = (await store.stage('careers', dist('w3', 'w3'))).version;
    await store.switchLive('careers', v3, { ...who, holdback: { share: 5, minutes: policy.watchMinutes } });
    const released = (await store.history()).at(-1).at;
    // The incident: the release's visitors and the holdback's erred alike since the switch.
    const { health, asked } = healthOf({ [v2]: [300, 150], [v3]: [3000, 1500] });
    const now = await twoMinutesOn(store);
    assert.deepEqual(await watchReleases({ store, health, policy, now }), []);
    const before = asked.find(({ version }) => version === v2);
    assert.deepEqual([before.since, before.until], [nextMinute(released), now.toISOString()]);
    // A release worse than its holdback over those minutes is rolled back, and says against what.
    const [decided] = await watchReleases({ store, health: healthOf({ [v2]: [300, 3], [v3]: [3000, 1500] }).health, policy, now });
    assert.equal(decided?.decision, 'rollback');
    assert.match(decided.reason, /of the version before from its holdback over the same minutes$/);
    assert.deepEqual((await store.readLive()).remotes.careers, { version: v2, at: (await store.history()).at(-1).at });
  });

  it('leaves a release without evidence it is worse, and one past its watch', async () => {
    assert.deepEqual(await watchReleases({ store, health: healthOf({ [v1]: [20_000, 40], [v2]: [300, 1] }).health, policy, now: await twoMinutesOn(store) }), []);
    const later = new Date(Date.now() + (policy.watchMinutes + 1) * 60_000);
    assert.deepEqual(await watchReleases({ store, health: healthOf({ [v1]: [20_000, 40], [v2]: [300, 150] }).health, policy, now: later }), []);
    assert.equal((await store.readLive()).remotes.careers.version, v2);
  });
});
