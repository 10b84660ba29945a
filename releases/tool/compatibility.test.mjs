import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { declaredSingletons, exposesRoutes, singletonMismatches } from './compatibility.mjs';

const share = (name, version, requiredVersion, singleton = true) => ({ name, version, requiredVersion, singleton });
const shell = { shared: [share('react', '19.3.1', '^19.2.0'), share('zod', '4.6.7', '^4.1.0'), share('lodash', '4.17.21', '^4.0.0', false)] };

describe('singletonMismatches', () => {
  it('finds none when each offers a version the other accepts', () => {
    const careers = { shared: [share('react', '19.3.1', '^19.0.0'), share('zod', '4.6.7', '^4.1.0')] };
    assert.deepEqual(singletonMismatches('careers', careers, shell), []);
  });

  it("names a singleton the remote requires in a range the shell's version is outside of", () => {
    const careers = { shared: [share('react', '18.3.1', '^18.3.1')] };
    assert.deepEqual(singletonMismatches('careers', careers, shell), [
      'careers requires react ^18.3.1, and the live shell provides 19.3.1',
      'the live shell requires react ^19.2.0, and careers provides 18.3.1',
    ]);
  });

  it('names a version the remote provides outside what the shell requires, the reverse', () => {
    const careers = { shared: [share('zod', '5.0.0', '>=4.1.0')] };
    assert.deepEqual(singletonMismatches('careers', careers, shell), ['the live shell requires zod ^4.1.0, and careers provides 5.0.0']);
  });

  it('leaves out what is not a singleton, and what the shell does not share', () => {
    const careers = { shared: [share('lodash', '3.0.0', '^3.0.0', false), share('date-fns', '4.0.0', '^4.0.0')] };
    assert.deepEqual(singletonMismatches('careers', careers, shell), []);
  });
});

describe('exposesRoutes', () => {
  it("holds when './routes' is among what the build exposes", () => {
    assert.equal(exposesRoutes({ exposes: [{ name: 'routes', path: './routes' }] }), true);
    assert.equal(exposesRoutes({ exposes: [{ name: 'pages', path: './pages' }] }), false);
    assert.equal(exposesRoutes({}), false);
  });
});

describe('declaredSingletons', () => {
  const made = [];
  after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const packageWith = (dependencies) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'declared-'));
    made.push(dir);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-careers', dependencies }));
    return dir;
  };
  const liveShell = { shared: [share('react', '19.3.1', '^19.2.0'), share('react/', '19.3.1', '^19.2.0')] };

  it("lists each singleton with the range the package.json declares, before any build", () => {
    const declared = declaredSingletons(packageWith({ react: '^18.3.1' }));
    const react = declared.shared.find(({ name }) => name === 'react');
    assert.equal(react?.requiredVersion, '^18.3.1');
    assert.equal(react?.singleton, true);
    assert.deepEqual(singletonMismatches('careers', declared, liveShell), [
      'careers requires react ^18.3.1, and the live shell provides 19.3.1',
      'careers requires react/ ^18.3.1, and the live shell provides 19.3.1',
    ]);
  });

  it('finds nothing against the live shell when the package declares what it provides', () => {
    assert.deepEqual(singletonMismatches('careers', declaredSingletons(packageWith({ react: '^19.2.0' })), liveShell), []);
  });
});
