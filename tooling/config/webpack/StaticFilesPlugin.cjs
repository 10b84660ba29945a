// Copies a folder's files to the root of the build as they are, under their own names:
// what is asked for by a fixed address (/favicon.ico, /site.webmanifest, a link
// preview's picture) rather than through the bundle.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

class StaticFilesPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StaticFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { StaticFilesPlugin };
