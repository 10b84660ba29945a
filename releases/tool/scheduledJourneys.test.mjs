// The journeys a waiting canary gets on a schedule: each running canary's, one round at a
// time, nothing for a remote without one, and nothing once stopped.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JOURNEYS_EVERY_MINUTES, journeysEveryMs, scheduleJourneys } from './scheduledJourneys.mjs';

const liveWith = (remotes) => ({ readLive: async () => ({ remotes }) });

describe('journeys on a schedule', () => {
  it("runs each running canary's journeys every round, and says how they went", async () => {
    const ran = [];
    const said = [];
    const store = liveWith({ careers: { version: 'a', canary: { version: 'b' } }, guides: { version: 'c' }, payments: { version: 'd', canary: { version: 'e' } } });
    const schedule = scheduleJourneys({ store, run: async (remote) => (ran.push(remote), remote === 'careers' ? 0 : 2), everyMs: 60_000, log: (line) => said.push(line) });
    await schedule.round();
    schedule.stop();
    assert.deepEqual(ran, ['careers', 'payments']);
    assert.deepEqual(said, ["releases: careers's journeys against its canary passed"]);
  });

  it('never starts a round while one is running', async () => {
    let release = () => {};
    let runs = 0;
    const store = liveWith({ careers: { version: 'a', canary: { version: 'b' } } });
    const schedule = scheduleJourneys({ store, run: () => (runs++, new Promise((done) => (release = () => done(1)))), everyMs: 60_000, log: () => {} });
    const first = schedule.round();
    await new Promise((resolve) => setImmediate(resolve));
    await schedule.round();
    release();
    await first;
    schedule.stop();
    assert.equal(runs, 1);
  });

  it('runs on its timer until stopped', async () => {
    let rounds = 0;
    const store = { readLive: async () => ((rounds += 1), { remotes: {} }) };
    const schedule = scheduleJourneys({ store, run: async () => 0, everyMs: 5, log: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 40));
    schedule.stop();
    const after = rounds;
    assert.ok(after >= 2, `${after} rounds`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal(rounds, after);
  });

  it('says when the store cannot be read, and goes on', async () => {
    const said = [];
    const schedule = scheduleJourneys({ store: { readLive: async () => Promise.reject(new Error('no live.json')) }, run: async () => 0, everyMs: 60_000, log: (line) => said.push(line) });
    await schedule.round();
    schedule.stop();
    assert.deepEqual(said, ["releases: the canaries' journeys could not run (no live.json)"]);
  });

  it('runs every hour by default, as often as JOURNEYS_EVERY_MINUTES says, and not at all at 0', () => {
    assert.equal(journeysEveryMs({}), JOURNEYS_EVERY_MINUTES * 60_000);
    assert.equal(journeysEveryMs({ JOURNEYS_EVERY_MINUTES: '15' }), 15 * 60_000);
    assert.equal(journeysEveryMs({ JOURNEYS_EVERY_MINUTES: '0' }), 0);
    assert.equal(journeysEveryMs({ JOURNEYS_EVERY_MINUTES: 'often' }), JOURNEYS_EVERY_MINUTES * 60_000);
  });
});
