// A plain browser script of the shell's, built apart from its federated app so that
// none of the federation runtime, React or the router comes along: the script of a page
// sent without the app (shell/src/staticPage.ts), a few kilobytes.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { compressedScripts, minimizer, typescriptRule } = require('./plainScript.cjs');
const { cssModules } = require('./cssModules.cjs');

/**
 * @param {object} script
 * @param {string} script.dir    the package folder
 * @param {string} script.name   the file it writes into dist/ (`<name>.js`)
 * @param {string} script.entry  its source, relative to `dir`
 * @param {string[]} script.dependencies  the configurations of the same run it must follow (the app's, which empties dist/)
 * @param {string} script.app    the app whose CSS Modules it names classes of (the page holds that app's style sheets)
 */
module.exports = function createPageScriptConfig({ dir, name, entry, dependencies, app }) {
  return {
    name: `${path.basename(dir)}-${name}`,
    dependencies,
    context: dir,
    mode: 'production',
    devtool: 'source-map',
    entry: { [name]: entry },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule(),
        // Class names only, the same the app's build gives: the page already holds its style sheets.
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: cssModules({ name: app, production: true, exportOnlyLocals: true }) } }] },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      ...compressedScripts(),
    ],
    optimization: { minimizer: minimizer() },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
