// Writes shared-keys.json: the keys of the shared modules the shell's build provides. The
// shell registers them before any remote, so for these keys a remote's page uses the
// shell's copy, never its own: the composer preloads a page's shared files for the
// other keys only (shell/src/server/pagePreloads.ts).
const PROVIDE_SHARED = 'provide-module';
const FILE = 'shared-keys.json';

class SharedKeysPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(SharedKeysPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: SharedKeysPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const keys = [...compilation.modules].filter((module) => module.type === PROVIDE_SHARED).map((module) => module._name);
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify([...new Set(keys)].sort())}\n`));
      });
    });
  }
}

module.exports = { SharedKeysPlugin };
