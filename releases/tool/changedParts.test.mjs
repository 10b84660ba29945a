// Which parts a pull request previews, from the paths it changed.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { REMOTES } from 'site/remotes';
import { changedParts } from './changedParts.mjs';

it("previews each remote whose folder changed, in the site's order", () => {
  assert.deepEqual(changedParts(['mf-payments/src/routes.tsx', 'mf-careers/package.json', 'docs/releasing.md'], REMOTES), ['careers', 'payments']);
});

it('previews the shell where shell/ or credentials/ changed', () => {
  assert.deepEqual(changedParts(['shell/src/server/composer.ts', 'mf-guides/src/paths.ts'], REMOTES), ['guides', 'shell']);
  assert.deepEqual(changedParts(['credentials/src/previewToken.js'], REMOTES), ['shell']);
});

it('previews every remote and the shell where what they are all built from changed', () => {
  for (const file of ['shared-ui/components/Button.tsx', 'contract/src/endpoints.ts', 'site/src/routes.js', 'package-lock.json']) {
    assert.deepEqual(changedParts([file], REMOTES), [...REMOTES, 'shell'], file);
  }
});

it('previews nothing where no part changed, and never a folder that only starts like one', () => {
  assert.deepEqual(changedParts(['docs/releasing.md', 'README.md', 'e2e/tests/x.spec.ts', '', 'mf-careers-old/x', 'shell-notes.md', 'site-testing/x', 'package.json'], REMOTES), []);
  assert.deepEqual(changedParts(['./mf-careers/src/x.ts\r'], REMOTES), ['careers']);
});
