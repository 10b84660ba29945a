// The one `shared` block every app declares, so the shell and each remote agree on
// which libraries exist once in the browser and on the versions they accept.
// Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client,
// zustand/middleware, shared-ui/store/...): without them a subpath import would
// bundle a second copy, and a second copy of shared-ui/store is a second store.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const fs = require('node:fs');
const versionOf = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'zod',
  'react-hook-form',
  'shared-ui',
];
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'zustand', 'zod', 'shared-ui']);

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = `^${versionOf(name)}`;
    const entry = { singleton: true, requiredVersion, strictVersion: false };
    if (name !== 'shared-ui') shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
