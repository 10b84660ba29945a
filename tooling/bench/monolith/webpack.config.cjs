// The same site built as one ordinary webpack app, without module federation: the
// shell's sources with every remote's routes imported directly. It exists only to
// measure what federation costs (bench/run.mjs); it is never deployed.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const createAppConfig = require('../../config/webpack/createAppConfig.cjs');

const shellDir = path.resolve(__dirname, '../../../shell');
const federatedShell = createAppConfig({ dir: shellDir, name: 'shell', isShell: true });

module.exports = (env, argv) => {
  const config = federatedShell(env, argv);
  return {
    ...config,
    output: { ...config.output, path: path.join(__dirname, 'dist'), uniqueName: 'monolith' },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new NormalModuleReplacementPlugin(/remotes[\\/]remoteRegistry$/, path.join(__dirname, 'remoteRegistry.ts')),
      new NormalModuleReplacementPlugin(/remotes[\\/]federationPlugins$/, path.join(__dirname, 'federationPlugins.ts')),
    ],
  };
};
