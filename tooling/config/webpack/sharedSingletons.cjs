// The one `shared` block every app declares, so the shell and each remote agree on
// which libraries exist once in the browser and on the versions they accept.
// Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client,
// zustand/middleware, shared-ui/store/..., contract/schemas/...): without them a subpath
// import would bundle a second copy, and a second copy of shared-ui/store is a second
// store. shared-ui and contract have no root module: only their subpaths are shared.
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const fs = require('node:fs');
const versionOf = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

// zod is not among them (#31): a shared module keeps every export it has, and all of zod
// (or of zod/mini) is some 200 KB. The schemas take zod/mini's functions one by one through
// contract/schemas/zod, which is shared: each build carries only the parts its schemas use,
// and a page runs the one copy of them that contract/schemas/zod brings.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'react-hook-form', 'shared-ui', 'contract'];
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'zustand', 'shared-ui', 'contract']);
const SUBPATHS_ONLY = new Set(['shared-ui', 'contract']);

// Where a build takes the module it offers to the others from, when not the package
// itself. React Router is offered as the slim re-export of the names this site uses;
// 'react-router' is then bundled inside it, so nothing may import 'react-router'
// directly (lint forbids it), or that import would carry a second router.
const SLIM_IMPORTS = {
  'react-router-dom': path.join(__dirname, 'reactRouterDom.slim.mjs'),
};

/** The versions `dir`'s package accepts: the ranges its package.json declares. */
const declaredRanges = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {};

/**
 * @param {string} dir  the package folder: what it requires of each singleton is the
 *   range its package.json declares (a release checks it against the live shell's).
 */
function sharedSingletons(dir) {
  const ranges = declaredRanges(dir);
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name);
    // The version stated, not left to the plugin: it finds none for a subpath share or a
    // slim import, and the federation manifest a release checks would say UNKNOWN.
    const entry = { singleton: true, version, requiredVersion: ranges[name] ?? `^${version}`, strictVersion: false };
    if (SLIM_IMPORTS[name]) entry.import = SLIM_IMPORTS[name];
    if (!SUBPATHS_ONLY.has(name)) shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
