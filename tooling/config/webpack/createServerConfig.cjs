// The webpack configuration of a server build: the same sources as the browser build,
// compiled for rendering to HTML (Node or Workers). CSS Modules give class names only
// (the browser build ships the CSS), with the same names as in the browser; images keep
// their hashed names under a placeholder base that the HTML's composer replaces with
// the address the browser build is served from.
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin, optimize } = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const swcOptions = require('../swcOptions.cjs');
const { cssModules } = require('./cssModules.cjs');
const { REACT_ROUTER_PRODUCTION } = require('./reactRouterBuild.cjs');
const { ASSET_BASE_PLACEHOLDER } = require('site/assetBase');
const { BUILD_YEAR } = require('../buildYear.cjs');
const { persistentCache } = require('./persistentCache.cjs');

// The router the browser gets (sharedSingletons.cjs, createAppConfig.cjs): the slim
// re-export of the names the site uses, from react-router's production build.
const routerAliases = {
  'react-router-dom$': path.join(__dirname, 'reactRouterDom.slim.mjs'),
  'react-router$': REACT_ROUTER_PRODUCTION,
};

/**
 * @param {object} options
 * @param {string} options.dir       the package folder
 * @param {string} options.name      the app's name (CSS class prefix, as in its browser build)
 * @param {Record<string,string>} options.entry
 * @param {string} options.outputDir
 * @param {'node' | 'webworker'} [options.target]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {string[]} [options.dependencies]  configurations of the same run to build first
 * @param {Record<string,string>} [options.alias]  module names the entry imports, resolved per build
 * @param {boolean} [options.development]  beside a development browser build (tooling/dev):
 *   its CSS Modules names, and kept in memory between the builds of one dev loop
 */
function createServerConfig({ dir, name, entry, outputDir, target = 'node', plugins = [], dependencies, alias, development = false }) {
  return {
    name: `${name}-server-${target}`,
    dependencies,
    context: dir,
    mode: 'production',
    target: target === 'node' ? 'node20' : ['webworker', 'es2022'],
    devtool: false,
    entry,
    experiments: { outputModule: true },
    output: {
      path: outputDir,
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      publicPath: ASSET_BASE_PLACEHOLDER,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { ...routerAliases, ...alias },
      // Workers: the web-standard builds (react-dom/server.edge); Node: Node's own.
      conditionNames: target === 'node' ? ['node', 'import', 'require', 'default'] : ['workerd', 'worker', 'edge-light', 'browser', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules\/(?!(shared-ui|contract)\/)/,
          use: { loader: 'swc-loader', options: swcOptions({ development: false }) },
        },
        {
          test: /\.css$/,
          use: [{ loader: 'css-loader', options: { modules: cssModules({ name, production: !development, exportOnlyLocals: true }) } }],
        },
        { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:10][ext]' } },
        { test: /\.html$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, path.join(__dirname, 'zodLocales.js')),
      new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __BUILD_YEAR__: JSON.stringify(BUILD_YEAR) }),
      // One file: a page's lazy chunks are part of it, so rendering waits on nothing but React.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
    // Minified for Workers, whose scripts have a size limit; Node keeps readable stack traces.
    optimization: {
      minimize: target !== 'node',
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...(development ? { cache: { type: 'memory' } } : persistentCache(dir, `${name}-server-${target}`, true)),
  };
}

module.exports = { createServerConfig };
