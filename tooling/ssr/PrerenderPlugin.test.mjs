// What a page sent without the app lists for its islands (PrerenderPlugin's islandLoads).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import prerender from './PrerenderPlugin.cjs';

const { PrerenderPlugin } = prerender;

const groups = {
  islands: ['islands.js'],
  'islands-hydration': ['islands/react.1.js'],
  'islands-router': ['islands/223.2.js', 'islands/islands-router.3.js'],
  'island-application': ['islands/223.2.js', 'islands/island-application.4.js'],
  'island-quote-form': ['islands/island-quote-form.5.js'],
};
const loadsOf = (body, chunks = groups) => new PrerenderPlugin({ remote: 'careers', islandChunks: { groups: chunks } }).islandLoads('/page', body);

test('an island loaded at once lists islands.js, what hydrating loads and its own chunk, each file once', () => {
  const body = '<h1>Job</h1><div class="island" data-island="application" data-island-load="now" data-island-props="{&quot;a&quot;:1}"><form></form></div>';
  assert.deepEqual(loadsOf(body), {
    chunks: ['islands.js', 'islands/react.1.js', 'islands/223.2.js', 'islands/islands-router.3.js', 'islands/island-application.4.js'],
  });
});

test('islands loaded later, or none, list nothing: their code comes at their moment', () => {
  assert.deepEqual(loadsOf('<div data-island="home-carousel" data-island-load="visible"></div>'), {});
  assert.deepEqual(loadsOf('<h1>Team</h1>'), {});
});

test('an island loaded at once whose import names no chunk fails the build, naming the chunk to name', () => {
  assert.throws(() => loadsOf('<div data-island="ticket-form" data-island-load="now"></div>'), /no import in src\/islandLoaders\.ts names its chunk island-ticket-form/);
});
