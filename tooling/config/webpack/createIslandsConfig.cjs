// A remote's islands (#42 item 2): its src/islands.ts, built apart from its federated app
// into dist/islands.js (beside remoteEntry.js) and dist/islands/, a plain script with
// chunks of its own. On a page sent without the app, the shell's page script adds
// islands.js when an island's moment comes; it registers how to hydrate each island, and
// React and the island's code load only then. None of the federation runtime comes along.
// The page already holds the remote's style sheets and pictures: CSS Modules give class
// names only, and pictures keep the browser build's names under the same base.
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { compressedScripts, minimizer, typescriptRule } = require('./plainScript.cjs');
const { cssModules } = require('./cssModules.cjs');
const { BUILD_YEAR } = require('../buildYear.cjs');
const { persistentCache } = require('./persistentCache.cjs');

const ISLANDS_ENTRY = 'src/islands.ts';

/**
 * The configuration, or none for a remote without islands.
 * @param {object} options
 * @param {string} options.dir   the package folder
 * @param {string} options.name  the remote's name (CSS class prefix, as in its browser build)
 * @param {string} options.outputDir  the browser build's output folder
 * @param {string[]} options.dependencies  configurations of the same run it must follow (the app's, which empties the folder)
 * @param {import('./IslandChunksPlugin.cjs').IslandChunksPlugin} options.islandChunks  records what each island loads, for the server build's index
 */
module.exports = function createIslandsConfig({ dir, name, outputDir, dependencies, islandChunks }) {
  if (!fs.existsSync(path.join(dir, ISLANDS_ENTRY))) return undefined;
  return {
    name: `${name}-islands`,
    dependencies,
    context: dir,
    mode: 'production',
    devtool: 'source-map',
    entry: { islands: `./${ISLANDS_ENTRY}` },
    output: {
      path: outputDir,
      publicPath: 'auto',
      uniqueName: `${name}-islands`,
      filename: '[name].js',
      chunkFilename: 'islands/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule(),
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: cssModules({ name, production: true, exportOnlyLocals: true }) } }] },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __BUILD_YEAR__: JSON.stringify(BUILD_YEAR) }),
      ...compressedScripts(),
      islandChunks,
    ],
    optimization: {
      minimizer: minimizer(),
      // React in one file of its own, whichever island asks for it first, never a copy per island.
      splitChunks: { cacheGroups: { react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true } } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...persistentCache(dir, `${name}-islands`, true),
  };
};
