// Lets the shell's HTML fetch, in parallel with main.js, the chunks main.js would
// otherwise ask for only once it has arrived and run, and carries their style sheets
// (and main.css) in the page itself: the shared libraries its start-up consumes
// (React, React DOM, the router, the store and the kit's frame parts).
// The shell registers its shared modules first, so each consumed key is served by the
// shell's own 'provide-module' for that key, whose async block says which chunk holds
// it. Those chunks consume more (React DOM consumes React), so the walk follows them.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** @param {import('webpack').Compilation} compilation @param {import('webpack').Chunk} entry */
function startupChunks(compilation, entry) {
  const { chunkGraph } = compilation;
  const providers = new Map(
    [...compilation.modules].filter((module) => module.type === PROVIDE_SHARED).map((module) => [module._name, module]),
  );
  const found = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      const provider = providers.get(module.options.shareKey) ?? module;
      for (const block of provider.blocks) {
        for (const target of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (found.has(target) || target === entry) continue;
          found.add(target);
          queue.push(target);
        }
      }
    }
  }
  return [...found];
}

const asFor = (file) => (file.endsWith('.css') ? 'style' : file.endsWith('.js') ? 'script' : undefined);

class PreloadStartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PreloadStartupChunksPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PreloadStartupChunksPlugin.name, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const entries = [...compilation.entrypoints.values()].map((entrypoint) => entrypoint.getEntrypointChunk());
        const chunkFiles = entries.flatMap((entry) => startupChunks(compilation, entry)).flatMap((chunk) => [...chunk.files]);
        // main.js first: a deferred script is fetched at low priority, so without its own
        // preload it waited for every other file on the six connections HTTP/1.1 allows.
        const entryScripts = entries.flatMap((entry) => [...entry.files]).filter((file) => file.endsWith('.js'));
        const files = [...entryScripts, ...[...new Set(chunkFiles)].sort()];
        const preloads = [...new Set(files)]
          .filter((file) => asFor(file) === 'script')
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        // Style sheets are written into the page: the server draws the frame in the HTML,
        // and a style sheet to fetch first would hold its first paint back by a round trip
        // or two. `data-href` tells the CSS loader the sheet is there already, so a chunk
        // that brings it does not fetch it again.
        const sheet = (file) =>
          HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-href': `${publicPath}${file}` }, compilation.assets[file].source().toString());
        // In the order the browser applied them when they were links: start-up chunks first.
        const startupSheets = [...new Set(chunkFiles)].filter((file) => file.endsWith('.css')).sort().map(sheet);
        const isSheet = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet';
        const entrySheets = data.headTags.filter(isSheet).map((tag) => sheet(String(tag.attributes.href).slice(publicPath.length)));
        data.headTags = [...data.headTags.filter((tag) => !isSheet(tag)), ...startupSheets, ...entrySheets];
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
