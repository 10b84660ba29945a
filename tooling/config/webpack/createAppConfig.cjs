// The webpack configuration shared by the shell and the five remotes. Each package's
// webpack.config.cjs only names itself and what it exposes.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const swcOptions = require('../swcOptions.cjs');
const { sharedSingletons } = require('./sharedSingletons.cjs');
const { PreloadStartupChunksPlugin } = require('./PreloadStartupChunksPlugin.cjs');
const { PreloadFontsPlugin } = require('./PreloadFontsPlugin.cjs');
const { SharedKeysPlugin } = require('./SharedKeysPlugin.cjs');
const { cssModules } = require('./cssModules.cjs');
const { REACT_ROUTER_PRODUCTION } = require('./reactRouterBuild.cjs');
const { portsFor } = require('site/ports');
const { BUILD_YEAR } = require('../buildYear.cjs');
const { persistentCache } = require('./persistentCache.cjs');

const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// The manifest's twin, mf-stats.json, holds the build machine's file paths and nothing
// a browser or a release reads: it is not published.
const dropFederationStats = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropFederationStats', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropFederationStats', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const name of Object.keys(compilation.assets)) if (name.startsWith('mf-stats.json')) compilation.deleteAsset(name);
        },
      );
    });
  },
};
// The federation plugin injects a CommonJS module that requires the runtime, while our
// code imports it as ESM: without this alias both builds of the runtime ship (the
// shell's main.js was 204 KB, 104 KB with one).
const federationRuntimeEsm = path.join(
  path.dirname(require.resolve('@module-federation/runtime-tools/package.json', { paths: [__dirname] })),
  'dist/runtime-core.js',
);

/** Where a remote's development build (tooling/dev) writes its files, its pages' HTML in ssr/. */
const devOutputDir = (dir) => path.join(dir, 'node_modules/.dev/dist');

/**
 * @param {object} app
 * @param {string} app.dir        the package folder (__dirname of its webpack config)
 * @param {string} app.name       federation name, also the key in ports.cjs and remotes.json
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes
 * @param {boolean} [app.isShell]
 */
module.exports = function createAppConfig({ dir, name, exposes, isShell = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const port = portsFor(Number(process.env.PORT) || undefined)[name];
    // Only the shell has a page of its own: a remote in development is seen inside the
    // shell, at its real paths (tooling/dev/dev-remote.mjs).
    const remoteInDevelopment = !isShell && !production;
    const shared = sharedSingletons(dir);

    return {
      name: `${name}-browser`, // what a server build of the same run names in its dependencies
      context: dir,
      ...persistentCache(dir, `${name}-browser`, production),
      mode: production ? 'production' : 'development',
      // A remote in development runs under the site's Content-Security-Policy, which allows no eval.
      devtool: production ? 'source-map' : remoteInDevelopment ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
      entry: isShell ? { main: './src/index.ts' } : {},
      output: {
        // A remote's development build is written beside, never over, the build `npm start` serves.
        path: remoteInDevelopment ? devOutputDir(dir) : path.join(dir, 'dist'),
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          '@module-federation/runtime-tools/runtime-core$': federationRuntimeEsm,
          // react-router's package exports offer only its development build to bundlers.
          ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // The workspace packages ship TypeScript sources: compile them like the app's own.
            exclude: /node_modules\/(?!(shared-ui|contract)\/)/,
            // A remote in development runs on the shell's React, a production build: JSX compiled
            // for React's development runtime would ask it for what only that build has.
            use: { loader: 'swc-loader', options: swcOptions({ development: !production && !remoteInDevelopment }) },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: { modules: cssModules({ name, production }) },
              },
            ],
          },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, path.join(__dirname, 'zodLocales.js')),
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __BUILD_YEAR__: JSON.stringify(BUILD_YEAR),
        }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          // mf-manifest.json: the shared versions each build offers and requires, and what a
          // remote exposes, which a release checks against the live shell (releases/tool).
          // The plugin finds no version for a subpath share or a slim import; the one each
          // share states (sharedSingletons.cjs) fills it in.
          manifest: {
            disableAssetsAnalyze: true,
            additionalData: ({ stats }) => {
              for (const item of stats.shared) item.version = shared[item.name]?.version ?? item.version;
              return stats;
            },
          },
          experiments: {
            asyncStartup: true,
            // The federation runtime ships once, in the shell; remotes use the shell's.
            ...(isShell ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Remote locations come from remotes.json, not from manifests and snapshots, and
            // the runtime only ever runs in a browser: drop the code for the others.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        dropFederationStats,
        // A remote in development keeps each chunk's style sheet at one address, where a hot
        // update finds and replaces it (the dev loop gives its pages' HTML versioned copies).
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: remoteInDevelopment ? '[name].css' : '[name].[contenthash:10].css' }),
        ...(isShell
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                title: `${name} (standalone)`,
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(isShell && production ? [new PreloadStartupChunksPlugin(), new PreloadFontsPlugin(), new SharedKeysPlugin()] : []),
        ...(production
          ? [
              new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: /\.(js|css|html|svg|json)$/ }),
              new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', test: /\.(js|css|html|svg|json)$/ }),
            ]
          : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: {
          cacheGroups: {
            // shared-ui and contract are shared module by module, and each would be a chunk
            // of its own: the frame alone asked for some twenty files under 1 KB. The parts
            // no form needs (no zod, no react-hook-form) travel together instead.
            sharedUiFrame: {
              test: /[\\/](shared-ui[\\/](kit|store|hooks|routing|pages|tokens)|contract[\\/]src[\\/]company)[\\/]/,
              name: 'shared-ui-frame',
              chunks: 'async',
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: isShell,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
};

module.exports.devOutputDir = devOutputDir;
