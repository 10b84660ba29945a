import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openReleaseStore } from './openReleaseStore.mjs';
import { pruneOptions, pruneReleases } from './prune.mjs';

describe('openReleaseStore', () => {
  it('opens the folder RELEASES_DIR by default', () => {
    assert.equal(openReleaseStore({ env: {}, releasesDir: '/tmp/releases' }).dir, '/tmp/releases');
  });

  it('opens the release service when RELEASE_SERVICE_URL and RELEASE_KEY are set', () => {
    const store = openReleaseStore({ env: { RELEASE_SERVICE_URL: 'https://releases.example', RELEASE_KEY: 'rk_x' }, releasesDir: '/tmp/releases' });
    assert.equal(store.url, 'https://releases.example');
    assert.equal('dir' in store, false);
  });

  it('refuses one of the two without the other', () => {
    assert.throws(() => openReleaseStore({ env: { RELEASE_SERVICE_URL: 'https://releases.example' }, releasesDir: '/tmp/releases' }), {
      message: 'RELEASE_SERVICE_URL and RELEASE_KEY go together: RELEASE_KEY is not set',
    });
  });
});

describe('prune', () => {
  it("is a dry run unless --apply, keeping the service's number unless --keep", () => {
    assert.deepEqual(pruneOptions([]), { apply: false, keep: undefined });
    assert.deepEqual(pruneOptions(['--apply', '--keep', '3']), { apply: true, keep: 3 });
    assert.throws(() => pruneOptions(['--keep', '0']), { message: '--keep takes a whole number of releases, at least 1: not 0' });
  });

  it('says the folder store does not prune, and fails', async (t) => {
    const said = [];
    t.mock.method(console, 'log', (line) => said.push(line));
    assert.equal(await pruneReleases({ store: openReleaseStore({ env: {}, releasesDir: '/tmp/releases' }), apply: false }), false);
    assert.deepEqual(said, ['Pruning is done by the release service: the folder store (RELEASES_DIR) keeps every release. Set RELEASE_SERVICE_URL and RELEASE_KEY.']);
  });
});
