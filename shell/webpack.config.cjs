const path = require('node:path');
const createAppConfig = require('../tooling/config/webpack/createAppConfig.cjs');
const { createServerConfig } = require('../tooling/config/webpack/createServerConfig.cjs');

const browser = createAppConfig({ dir: __dirname, name: 'shell', isShell: true });

// In production the composer is built too, for Node and for Workers, after the browser
// build whose index.html it embeds as its page template.
module.exports = (env, argv) => {
  const app = browser(env, argv);
  if (argv.mode === 'development') return app;
  const server = (target, entry) =>
    createServerConfig({
      dir: __dirname,
      name: 'shell',
      entry: { [entry]: `./src/server/${entry}.ts` },
      outputDir: path.join(__dirname, 'dist-server', target),
      target,
      dependencies: [app.name],
    });
  return [app, server('node', 'node'), server('webworker', 'edge')];
};
