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

/** css-loader's `modules` option for app `name`. */
function cssModules({ name, production, exportOnlyLocals = false }) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals,
    localIdentContext: repoRoot,
    localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
    getLocalIdent: (context, localIdentName, localName, options) => {
      const owner = context.resourcePath.startsWith(sharedUiDir) ? 'ui' : name;
      const separator = production ? '-' : '__';
      return `${owner}${separator}${defaultGetLocalIdent(context, localIdentName, localName, options)}`;
    },
  };
}

module.exports = { cssModules, repoRoot };
