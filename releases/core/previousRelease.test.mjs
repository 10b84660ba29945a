import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { previousRelease } from './transitions.mjs';

const record = (remote, action, version) => ({ remote, action, version });

describe('previousRelease', () => {
  const history = [
    record('careers', 'release', 'aaaaaaaaaaaa'),
    record('payments', 'release', 'pppppppppppp'),
    record('careers', 'release', 'bbbbbbbbbbbb'),
    record('careers', 'release', 'cccccccccccc'),
    record('careers', 'rollback', 'bbbbbbbbbbbb'),
  ];

  it('walks back through the releases in the order they were made, rollbacks aside', () => {
    assert.equal(previousRelease(history, 'careers', 'cccccccccccc'), 'bbbbbbbbbbbb');
    assert.equal(previousRelease(history, 'careers', 'bbbbbbbbbbbb'), 'aaaaaaaaaaaa');
  });

  it('finds none before the first release, nor for a version never released', () => {
    assert.equal(previousRelease(history, 'careers', 'aaaaaaaaaaaa'), undefined);
    assert.equal(previousRelease(history, 'careers', 'dddddddddddd'), undefined);
    assert.equal(previousRelease(history, 'payments', 'pppppppppppp'), undefined);
  });

  it('counts a version released twice once, where it was first released', () => {
    const again = [...history, record('careers', 'release', 'aaaaaaaaaaaa')];
    assert.equal(previousRelease(again, 'careers', 'bbbbbbbbbbbb'), 'aaaaaaaaaaaa');
  });
});
