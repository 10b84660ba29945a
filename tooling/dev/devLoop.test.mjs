// The dev loop's ports and the environment it gives the shell host (node --test tooling/dev).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { devLoopPlan, firstPath, liveEntries, liveUrl, releasesUrlOf, remoteOfPackage, versionedName } from './devLoop.mjs';

const require = createRequire(import.meta.url);
const { portsFor, devPortsFor } = require('site/ports');
const { REMOTES } = require('site/remotes');

test('beside npm start, careers listens on 8182 (the address to open) and its shell on 8192, on 127.0.0.1', () => {
  const plan = devLoopPlan({ remote: 'careers', env: {} });
  assert.deepEqual(plan.ports, { site: 8182, shell: 8192 });
  assert.equal(plan.url, 'http://127.0.0.1:8182/apply');
  assert.equal(plan.shellUrl, 'http://127.0.0.1:8192');
  assert.equal(plan.shellEnv.LISTEN_HOST, '127.0.0.1');
});

test("no remote's dev ports collide with a site's ten, or with another remote's, and PORT moves them with the site", () => {
  for (const base of [8080, 9080]) {
    const taken = new Set(Object.values(portsFor(base)));
    for (const remote of REMOTES) {
      for (const port of Object.values(devPortsFor(remote, base))) {
        assert.ok(!taken.has(port), `${remote}: ${port} is taken`);
        taken.add(port);
      }
    }
  }
  assert.deepEqual(devLoopPlan({ remote: 'careers', env: { PORT: '9080' } }).ports, { site: 9182, shell: 9192 });
});

test('the shell host composes the remote from the dev server, the worker through it, the rest from the running site', () => {
  const plan = devLoopPlan({ remote: 'careers', env: { PORT: '9080' } });
  assert.equal(plan.shellEnv.REMOTE_CAREERS_URL, 'http://127.0.0.1:9182/__dev/careers/remoteEntry.js');
  assert.equal(plan.shellEnv.WORKER_URL, 'http://127.0.0.1:9182/__dev/worker');
  assert.equal(plan.workerUrl, 'http://localhost:9087');
  assert.equal(plan.siteOrigin, 'http://localhost:9080');
  // The other remotes' addresses default to the site's own ports, from its base.
  assert.equal(plan.shellEnv.PORT, '9080');
  assert.equal(plan.shellEnv.REMOTE_PAYMENTS_URL, undefined);
  // A live release of careers must not replace the dev server: the manifest is fixed.
  assert.equal(plan.shellEnv.RELEASES_URL, '');
  assert.equal(plan.shellEnv.SITE_ORIGIN, 'http://127.0.0.1:9182');
});

test("the other remotes' live releases are served, unless the environment points one elsewhere; careers' own is not", () => {
  const live = liveEntries(
    { remotes: { careers: { version: 'aaaaaaaaaaaa' }, payments: { version: 'bbbbbbbbbbbb' }, guides: { version: 'cccccccccccc' }, nobody: { version: 'x' } } },
    'http://localhost:8088',
  );
  assert.deepEqual(live, {
    careers: 'http://localhost:8088/careers/aaaaaaaaaaaa/remoteEntry.js',
    payments: 'http://localhost:8088/payments/bbbbbbbbbbbb/remoteEntry.js',
    guides: 'http://localhost:8088/guides/cccccccccccc/remoteEntry.js',
  });
  const plan = devLoopPlan({ remote: 'careers', env: { REMOTE_GUIDES_URL: 'http://localhost:7000/remoteEntry.js' }, live });
  assert.equal(plan.shellEnv.REMOTE_CAREERS_URL, 'http://127.0.0.1:8182/__dev/careers/remoteEntry.js');
  assert.equal(plan.shellEnv.REMOTE_PAYMENTS_URL, 'http://localhost:8088/payments/bbbbbbbbbbbb/remoteEntry.js');
  assert.equal(plan.shellEnv.REMOTE_GUIDES_URL, 'http://localhost:7000/remoteEntry.js');
  assert.deepEqual(liveEntries(undefined, 'http://localhost:8088'), {});
});

test("the release store is npm start's unless RELEASES_URL says (empty: none)", () => {
  assert.equal(releasesUrlOf({}, 8080), 'http://localhost:8088');
  assert.equal(releasesUrlOf({}, 9080), 'http://localhost:9088');
  assert.equal(releasesUrlOf({ RELEASES_URL: '' }, 8080), '');
  assert.equal(liveUrl('http://localhost:8088'), 'http://localhost:8088/live.json');
});

test('the loop runs a remote named by its package, and opens on its first path', () => {
  assert.equal(remoteOfPackage('mf-careers'), 'careers');
  assert.throws(() => remoteOfPackage('shell'), /shell is not a remote: the dev loop runs one of mf-marketing, mf-careers/);
  assert.throws(() => remoteOfPackage('mf-nothing'), /not a remote/);
  assert.equal(firstPath('marketing'), '/');
  assert.equal(firstPath('guides'), '/tobhomes');
  assert.equal(devLoopPlan({ remote: 'marketing', env: {} }).url, 'http://127.0.0.1:8181/');
});

test("a style sheet's copy for the pages is named after its content, so the composer never serves an old one", () => {
  const first = versionedName('__federation_expose_routes.css', '.a { border-top: 1px solid }');
  assert.match(first, /^__federation_expose_routes\.[0-9a-f]{10}\.css$/);
  assert.equal(versionedName('__federation_expose_routes.css', '.a { border-top: 1px solid }'), first);
  assert.notEqual(versionedName('__federation_expose_routes.css', '.a { border-top: 3px dashed }'), first);
});
