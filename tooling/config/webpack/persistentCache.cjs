// An opt-in persistent cache for production builds, on when WEBPACK_CACHE_DIR names a
// folder. The e2e's release tests set it: they build careers' working copy about a dozen
// times, each with one text changed, and without it every build compiles and minifies
// the same ~600 modules again. A module is reused only when its content hash is the
// same (not its time: each test copies the sources afresh), and the cache is dropped when
// any file of the webpack configuration changes. Builds people and releases run keep none.
const { createHash } = require('node:crypto');
const path = require('node:path');

/**
 * @param {string} dir   the package folder
 * @param {string} name  the configuration's name (`careers-browser`, `careers-server`)
 * @param {boolean} production
 */
function persistentCache(dir, name, production) {
  const cacheDir = process.env.WEBPACK_CACHE_DIR;
  if (!production || !cacheDir) return {};
  const folder = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  const byContent = { hash: true, timestamp: false };
  return {
    cache: {
      type: 'filesystem',
      cacheDirectory: path.resolve(cacheDir),
      name: `${name}-${folder}`,
      buildDependencies: { config: [path.join(dir, 'webpack.config.cjs'), __dirname + path.sep] },
    },
    snapshot: { module: byContent, resolve: byContent, buildDependencies: byContent, resolveBuildDependencies: byContent },
  };
}

module.exports = { persistentCache };
