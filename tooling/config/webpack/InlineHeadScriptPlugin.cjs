// Writes a small script of the package's own into the <head> of its HTML page, minified,
// ahead of every other tag, so that it runs before the page first paints. The page's
// Content-Security-Policy allows it by its hash (shell/src/server), never 'unsafe-inline'.
const { readFileSync } = require('node:fs');
const { minifySync } = require('@swc/core');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class InlineHeadScriptPlugin {
  /**
   * @param {string} file  a plain script (no imports), run as it is
   * @param {Record<string, string | boolean>} [attributes]  of the <script> tag, e.g. a data-* name for tests
   */
  constructor(file, attributes = {}) {
    this.file = file;
    this.attributes = attributes;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(InlineHeadScriptPlugin.name, (compilation) => {
      compilation.fileDependencies.add(this.file);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(InlineHeadScriptPlugin.name, (data) => {
        const { code } = minifySync(readFileSync(this.file, 'utf8'), { compress: true, mangle: true });
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', this.attributes, code));
        return data;
      });
    });
  }
}

module.exports = { InlineHeadScriptPlugin };
