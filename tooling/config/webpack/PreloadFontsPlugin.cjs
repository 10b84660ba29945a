// Preloads the shell's web fonts from its HTML: a font is otherwise fetched only once
// the style sheet that names it has been applied and a text needs it, too late for the
// first paint, and with `font-display: optional` a late font is not used on that page.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadFontsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PreloadFontsPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PreloadFontsPlugin.name, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const fonts = Object.keys(compilation.assets)
          .filter((file) => file.endsWith('.woff2'))
          .sort()
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              // Fonts are fetched in CORS mode; a preload without it would be fetched twice.
              crossorigin: 'anonymous',
              href: `${publicPath}${file}`,
            }),
          );
        data.headTags.unshift(...fonts);
        return data;
      });
    });
  }
}

module.exports = { PreloadFontsPlugin };
