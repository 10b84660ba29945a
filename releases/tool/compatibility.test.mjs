import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exposesRoutes, singletonMismatches } from './compatibility.mjs';

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
