// What a remote's browser build loads for each of its pages, for the remote's server
// index (tooling/ssr/PrerenderPlugin.cjs): the files of './routes', and those of each
// lazily imported module (a page), keyed as the server build names the module
// (optimization.moduleIds 'named': its path from the package folder). Shared modules are
// listed apart, by share key, with the files of the remote's own copy: the one its
// 'provide-module' offers (the runtime serves a key from the copy registered for it, not
// from the fallback each consumer carries, often a second chunk of the same module).
// The shell's copy serves whichever key the shell provides too (the shell registers its
// shared modules first), so the shell's composer leaves those out.
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
const EXPOSED = './routes';

const isLoaded = (file) => file.endsWith('.js') || file.endsWith('.css');

/**
 * @typedef {{ files: string[], shared: Record<string, string[]> }} ChunkFiles
 * @typedef {{ routes: ChunkFiles, lazy: Record<string, ChunkFiles> }} PageChunks
 */

/** The files of `group`'s chunks, and of the shared modules they consume (and those consume, in turn). */
function filesOf(compilation, group, providers) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const shared = {};
  const seen = new Set();
  // A chunk's files go to each share key it serves (one chunk often serves several);
  // what its modules consume in turn is walked once.
  const visit = (chunk, into) => {
    for (const file of chunk.files) if (isLoaded(file)) into.add(file);
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      const key = module.options.shareKey;
      const own = new Set(shared[key] ?? []);
      for (const block of (providers.get(key) ?? module).blocks) for (const target of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visit(target, own);
      if (own.size > 0) shared[key] = [...own].sort();
    }
  };
  for (const chunk of group.chunks) visit(chunk, files);
  return { files: [...files].sort(), shared };
}

class PageChunksPlugin {
  constructor() {
    /** @type {PageChunks | undefined} the last build's, read by the server build that follows */
    this.chunks = undefined;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(PageChunksPlugin.name, (compilation) => {
      const { chunkGraph, moduleGraph } = compilation;
      const providers = new Map(
        [...compilation.modules].filter((module) => module.type === PROVIDE_SHARED).map((module) => [module._name, module]),
      );
      const lazy = {};
      let routes = { files: [], shared: {} };
      for (const module of compilation.modules) {
        for (const block of module.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          const dependency = block.dependencies[0];
          if (!group || !dependency) continue;
          if (dependency.exposedName === EXPOSED) {
            routes = filesOf(compilation, group, providers);
            continue;
          }
          const target = moduleGraph.getModule(dependency);
          const id = target?.libIdent?.({ context: compiler.context });
          // import() of a module, or of one file of a folder (`import(`./galleries/${id}`)`).
          if (id && String(dependency.type).startsWith('import()')) lazy[id] = filesOf(compilation, group, providers);
        }
      }
      this.chunks = { routes, lazy };
    });
  }
}

module.exports = { PageChunksPlugin };
