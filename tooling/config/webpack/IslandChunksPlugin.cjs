// What each named part of a remote's islands build loads, for the remote's server index
// (tooling/ssr/PrerenderPlugin.cjs): a page whose island loads at once asks for its code
// with the page itself (one wave), rather than for islands.js once the page script ran
// and for the island's chunks once islands.js ran. The parts are the build's named chunk
// groups: its entry ('islands'), what hydrating any island loads ('islands-hydration',
// 'islands-router': shared-ui/islands/registerIslands.ts), and each island loaded `now`
// ('island-<name>': the webpackChunkName of its import in src/islandLoaders.ts).

/** @typedef {Record<string, string[]>} IslandChunks  chunk group name -> its scripts, from the build's output folder */

class IslandChunksPlugin {
  constructor() {
    /** @type {IslandChunks | undefined} the last build's, read by the server build that follows */
    this.groups = undefined;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(IslandChunksPlugin.name, (compilation) => {
      const groups = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        groups[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
      }
      this.groups = groups;
    });
  }
}

/** The chunk group an island loaded `now` names its import with. */
const islandChunkName = (island) => `island-${island}`;

/** What hydrating any island loads besides its own code, each named in shared-ui/islands/registerIslands.ts. */
const HYDRATION_CHUNKS = ['islands', 'islands-hydration', 'islands-router'];

module.exports = { IslandChunksPlugin, islandChunkName, HYDRATION_CHUNKS };
