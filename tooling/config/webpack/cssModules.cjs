// How CSS Modules name classes, the same in every build that compiles a file: the
// browser builds and the server builds that render the same components to HTML.
// shared-ui is compiled into each app that uses it, and whichever copy loads first
// serves them all (a federation singleton), so its classes are named after the file
// alone ('ui-…'), never after the app that compiled it: HTML a remote renders on the
// server then carries the classes the shell's copy uses in the browser.
const path = require('node:path');
const { defaultGetLocalIdent } = require('css-loader/dist/utils');

const repoRoot = path.resolve(__dirname, '../../..');
const sharedUiDir = path.join(repoRoot, 'shared-ui') + path.sep;

const PRODUCTION_NAME = '[hash:base64:6]';

/** css-loader's `modules` option for app `name`. */
function cssModules({ name, production, exportOnlyLocals = false }) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals,
    localIdentContext: repoRoot,
    localIdentName: production ? PRODUCTION_NAME : '[name]__[local]',
    getLocalIdent: (context, localIdentName, localName, options) => {
      // shared-ui's classes have their production names in development too: a remote's
      // dev build (tooling/dev) hydrates inside the shell's production build, whose copy
      // of the kit the browser runs, and must render the same names on its server.
      if (context.resourcePath.startsWith(sharedUiDir)) return `ui-${defaultGetLocalIdent(context, PRODUCTION_NAME, localName, options)}`;
      const separator = production ? '-' : '__';
      // css-loader fills [local] in only where it names classes itself, not through this function.
      return `${name}${separator}${defaultGetLocalIdent(context, localIdentName, localName, options).replace(/\[local\]/g, localName)}`;
    },
  };
}

module.exports = { cssModules, repoRoot };
