// Lets the shell's HTML fetch, in parallel with main.js, the chunks main.js would
// otherwise ask for only once it has arrived and run: the shared libraries its start-up
// consumes (React, React DOM, the router, the store and the kit's frame parts).
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
          .filter((file) => asFor(file))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: asFor(file), href: `${publicPath}${file}` }),
          );
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
