// What a plain browser script of the site's is built with, apart from a federated app: the
// page script of a page sent without the app (createPageScriptConfig.cjs) and a remote's
// islands (createIslandsConfig.cjs). TypeScript compiled as the apps compile it, minified,
// and written compressed beside itself.
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const swcOptions = require('../swcOptions.cjs');

/** The workspace packages ship TypeScript sources: compiled like the package's own. */
const typescriptRule = () => ({
  test: /\.tsx?$/,
  exclude: /node_modules\/(?!(shared-ui|contract)\/)/,
  use: { loader: 'swc-loader', options: swcOptions() },
});

const compressedScripts = () => [
  new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: /\.js$/ }),
  new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', test: /\.js$/ }),
];

const minimizer = () => [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })];

module.exports = { typescriptRule, compressedScripts, minimizer };
