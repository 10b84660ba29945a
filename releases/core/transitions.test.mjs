// The one transition of live.json both stores make (the folder store's and the service's
// tests check only that they write what it returns, with their own who and when).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextStep, transition } from './transitions.mjs';

const AT = '2026-11-27T09:00:00.000Z';
const EARLIER = '2026-11-20T09:00:00.000Z';
const live = { version: 'aaaaaaaaaaaa', at: EARLIER };
const withCanary = { ...live, canary: { version: 'bbbbbbbbbbbb', share: 10, at: '2026-11-26T09:00:00.000Z' } };
const next = (entry, action) => transition('careers', entry, action, AT);

describe('a switch (a release or a rollback)', () => {
  it("makes the first release of a remote, from nothing", () => {
    assert.deepEqual(next(undefined, { type: 'release', version: 'aaaaaaaaaaaa' }), {
      outcome: 'changed',
      entry: { version: 'aaaaaaaaaaaa', at: AT },
      line: { action: 'release', version: 'aaaaaaaaaaaa', from: null },
    });
  });

  it('makes a version live for everyone, its line naming the one it replaced, as a release or a rollback', () => {
    for (const type of /** @type {const} */ (['release', 'rollback'])) {
      assert.deepEqual(next(live, { type, version: 'cccccccccccc' }), {
        outcome: 'changed',
        entry: { version: 'cccccccccccc', at: AT },
        line: { action: type, version: 'cccccccccccc', from: 'aaaaaaaaaaaa' },
      });
    }
  });

  it('changes nothing when the version is live already with no canary beside it', () => {
    assert.deepEqual(next(live, { type: 'release', version: 'aaaaaaaaaaaa' }), { outcome: 'unchanged', reason: 'careers aaaaaaaaaaaa is live already' });
    assert.equal(next(live, { type: 'rollback', version: 'aaaaaaaaaaaa' }).outcome, 'unchanged');
  });

  it('ends a canary running beside the live version, even when it switches to the live version itself', () => {
    assert.deepEqual(next(withCanary, { type: 'rollback', version: 'aaaaaaaaaaaa' }), {
      outcome: 'changed',
      entry: { version: 'aaaaaaaaaaaa', at: AT },
      line: { action: 'rollback', version: 'aaaaaaaaaaaa', from: 'aaaaaaaaaaaa' },
    });
    assert.deepEqual(next(withCanary, { type: 'release', version: 'cccccccccccc' }).entry, { version: 'cccccccccccc', at: AT });
  });

  it("switches only away from the version named in onlyFrom (the judge's rollback of the release it judged)", () => {
    assert.equal(next(live, { type: 'rollback', version: 'cccccccccccc', onlyFrom: 'aaaaaaaaaaaa' }).outcome, 'changed');
    assert.deepEqual(next(live, { type: 'rollback', version: 'cccccccccccc', onlyFrom: 'dddddddddddd' }), { outcome: 'refused', reason: 'careers dddddddddddd is no longer live' });
    assert.equal(next(undefined, { type: 'rollback', version: 'cccccccccccc', onlyFrom: 'dddddddddddd' }).outcome, 'refused');
  });
});

describe('a holdback (#44 item 3)', () => {
  const holdback = { share: 5, minutes: 1440 };
  const until = '2026-11-28T09:00:00.000Z';

  it('keeps the version before for its share until its minutes are up, on a release or a promotion to everyone', () => {
    assert.deepEqual(next(live, { type: 'release', version: 'cccccccccccc', holdback }).entry, { version: 'cccccccccccc', at: AT, holdback: { version: 'aaaaaaaaaaaa', share: 5, until } });
    assert.deepEqual(next(withCanary, { type: 'promote', canary: 'bbbbbbbbbbbb', holdback }).entry, { version: 'bbbbbbbbbbbb', at: AT, holdback: { version: 'aaaaaaaaaaaa', share: 5, until } });
  });

  it('keeps none on a rollback, a first release, without one asked for, or at a share out of 1-50', () => {
    assert.equal(next(live, { type: 'rollback', version: 'cccccccccccc', holdback }).entry?.holdback, undefined);
    assert.equal(next(undefined, { type: 'release', version: 'cccccccccccc', holdback }).entry?.holdback, undefined);
    assert.equal(next(live, { type: 'release', version: 'cccccccccccc' }).entry?.holdback, undefined);
    assert.equal(next(live, { type: 'release', version: 'cccccccccccc', holdback: { share: 0, minutes: 60 } }).entry?.holdback, undefined);
    assert.equal(next(live, { type: 'release', version: 'cccccccccccc', holdback: { share: 51, minutes: 60 } }).entry?.holdback, undefined);
  });

  it('stays through a canary started, stepped or aborted beside the release', () => {
    const watched = { ...live, holdback: { version: 'dddddddddddd', share: 5, until } };
    const started = next(watched, { type: 'canary', version: 'bbbbbbbbbbbb', share: 10 }).entry;
    assert.deepEqual(started?.holdback, watched.holdback);
    assert.deepEqual(next(/** @type {any} */ (started), { type: 'abort', canary: 'bbbbbbbbbbbb' }).entry, watched);
  });
});

describe('a canary in steps', () => {
  const stepped = { ...live, canary: { version: 'bbbbbbbbbbbb', share: 10, at: '2026-11-26T09:00:00.000Z', steps: [10, 25, 50] } };

  it('starts at its first share with its steps kept in live.json', () => {
    assert.deepEqual(next(live, { type: 'canary', version: 'bbbbbbbbbbbb', share: 10, steps: [10, 25, 50] }), {
      outcome: 'changed',
      entry: { version: 'aaaaaaaaaaaa', at: EARLIER, canary: { version: 'bbbbbbbbbbbb', share: 10, at: AT, steps: [10, 25, 50] } },
      line: { action: 'canary', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', share: 10 },
    });
  });

  it('is promoted to its next share, since now (the step judged afresh), and from its last to everyone', () => {
    assert.deepEqual(next(stepped, { type: 'promote', canary: 'bbbbbbbbbbbb' }), {
      outcome: 'changed',
      entry: { version: 'aaaaaaaaaaaa', at: EARLIER, canary: { version: 'bbbbbbbbbbbb', share: 25, at: AT, steps: [10, 25, 50] } },
      line: { action: 'canary', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', share: 25 },
    });
    const last = { ...live, canary: { ...stepped.canary, share: 50 } };
    assert.deepEqual(next(last, { type: 'promote', canary: 'bbbbbbbbbbbb' }), {
      outcome: 'changed',
      entry: { version: 'bbbbbbbbbbbb', at: AT },
      line: { action: 'release', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', promoted: true },
    });
    assert.equal(nextStep(last.canary), undefined);
  });

  it('is aborted or held at any step as a canary without steps is', () => {
    const second = { ...live, canary: { ...stepped.canary, share: 25 } };
    assert.equal(next(second, { type: 'abort', canary: 'bbbbbbbbbbbb' }).entry?.canary, undefined);
    assert.deepEqual(next(second, { type: 'hold', canary: 'bbbbbbbbbbbb' }), { outcome: 'recorded', line: { action: 'hold', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', share: 25 } });
  });

  it('refuses steps that do not rise, leave 1-99, or leave out its share', () => {
    const start = (steps, share = 10) => next(live, { type: 'canary', version: 'bbbbbbbbbbbb', share, steps });
    assert.deepEqual(start([10, 10, 50]), { outcome: 'refused', reason: "a canary's steps are rising whole percentages from 1 to 99, not [10,10,50]" });
    assert.equal(start([10, 100]).outcome, 'refused');
    assert.equal(start([]).outcome, 'refused');
    assert.deepEqual(start([25, 50]), { outcome: 'refused', reason: "a canary's share (10%) is one of its steps (25, 50)" });
  });
});

describe('a canary started', () => {
  it('stands beside the live version for its share, since now', () => {
    assert.deepEqual(next(live, { type: 'canary', version: 'bbbbbbbbbbbb', share: 10 }), {
      outcome: 'changed',
      entry: { version: 'aaaaaaaaaaaa', at: EARLIER, canary: { version: 'bbbbbbbbbbbb', share: 10, at: AT } },
      line: { action: 'canary', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', share: 10 },
    });
  });

  it('is refused without a live release to stand beside', () => {
    assert.deepEqual(next(undefined, { type: 'canary', version: 'bbbbbbbbbbbb', share: 10 }), {
      outcome: 'refused',
      reason: 'careers has no release for a canary to stand beside: release it to everyone first',
    });
  });

  it('is refused for the version live for everyone', () => {
    assert.deepEqual(next(live, { type: 'canary', version: 'aaaaaaaaaaaa', share: 10 }), { outcome: 'refused', reason: 'careers aaaaaaaaaaaa is live for everyone already' });
  });

  it('is refused for a share that is not a whole percentage from 1 to 99', () => {
    for (const share of [0, 100, 10.5, Number.NaN]) assert.equal(next(live, { type: 'canary', version: 'bbbbbbbbbbbb', share }).outcome, 'refused', `share ${share}`);
    for (const share of [1, 99]) assert.equal(next(live, { type: 'canary', version: 'bbbbbbbbbbbb', share }).outcome, 'changed', `share ${share}`);
  });

  it('changes nothing when the same canary runs at the same share', () => {
    assert.deepEqual(next(withCanary, { type: 'canary', version: 'bbbbbbbbbbbb', share: 10 }), { outcome: 'unchanged', reason: 'careers bbbbbbbbbbbb is a canary for 10% already' });
  });

  it('replaces a running canary, another version or the same one at another share, from now', () => {
    assert.deepEqual(next(withCanary, { type: 'canary', version: 'bbbbbbbbbbbb', share: 50 }).entry, { ...live, canary: { version: 'bbbbbbbbbbbb', share: 50, at: AT } });
    assert.deepEqual(next(withCanary, { type: 'canary', version: 'cccccccccccc', share: 10 }), {
      outcome: 'changed',
      entry: { ...live, canary: { version: 'cccccccccccc', share: 10, at: AT } },
      line: { action: 'canary', version: 'cccccccccccc', from: 'aaaaaaaaaaaa', share: 10 },
    });
  });
});

describe("a canary's end or hold", () => {
  it('promoted: the canary live for everyone, a release line marked promoted', () => {
    assert.deepEqual(next(withCanary, { type: 'promote' }), {
      outcome: 'changed',
      entry: { version: 'bbbbbbbbbbbb', at: AT },
      line: { action: 'release', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', promoted: true },
    });
  });

  it('aborted: the live version kept as it was (its own time), an abort line from the canary', () => {
    assert.deepEqual(next(withCanary, { type: 'abort' }), {
      outcome: 'changed',
      entry: { version: 'aaaaaaaaaaaa', at: EARLIER },
      line: { action: 'abort', version: 'aaaaaaaaaaaa', from: 'bbbbbbbbbbbb' },
    });
  });

  it('held: a hold line with the canary, its share and the live version, and live.json as it is', () => {
    assert.deepEqual(next(withCanary, { type: 'hold' }), { outcome: 'recorded', line: { action: 'hold', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', share: 10 } });
  });

  it('changes nothing where no canary runs', () => {
    for (const type of /** @type {const} */ (['promote', 'abort', 'hold'])) {
      assert.deepEqual(next(live, { type }), { outcome: 'unchanged', reason: 'careers has no canary' });
      assert.deepEqual(next(undefined, { type, canary: 'bbbbbbbbbbbb' }), { outcome: 'unchanged', reason: 'careers has no canary' });
    }
  });

  it('is refused when it names a canary other than the one running (decided about one since replaced)', () => {
    for (const type of /** @type {const} */ (['promote', 'abort', 'hold'])) {
      assert.deepEqual(next(withCanary, { type, canary: 'cccccccccccc' }), { outcome: 'refused', reason: "careers's canary is bbbbbbbbbbbb, not cccccccccccc" });
      assert.notEqual(next(withCanary, { type, canary: 'bbbbbbbbbbbb' }).outcome, 'refused');
      assert.notEqual(next(withCanary, { type, canary: null }).outcome, 'refused');
    }
  });
});

it('refuses what is no change of live.json', () => {
  assert.deepEqual(next(live, /** @type {any} */ ({ type: 'delete' })), { outcome: 'refused', reason: 'no such change of live.json: delete' });
});

it('leaves the entry it was given as it was', () => {
  const entry = structuredClone(withCanary);
  for (const action of [{ type: 'release', version: 'cccccccccccc' }, { type: 'canary', version: 'cccccccccccc', share: 20 }, { type: 'promote' }, { type: 'abort' }, { type: 'hold' }]) {
    next(entry, /** @type {any} */ (action));
  }
  assert.deepEqual(entry, withCanary);
});

