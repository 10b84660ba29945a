// A remote's webpack configurations, all its webpack.config.cjs needs: the browser build
// (createAppConfig.cjs), and in production, after it, the server build that renders the
// remote's public pages to HTML into the browser build's dist/ssr/ (tooling/ssr).
const path = require('node:path');
const createAppConfig = require('./createAppConfig.cjs');
const { createServerConfig } = require('./createServerConfig.cjs');
const { PrerenderPlugin } = require('../../ssr/PrerenderPlugin.cjs');

const SERVER_ENTRY = path.join(__dirname, '../../ssr/renderRemote.tsx');

/**
 * @param {object} remote
 * @param {string} remote.dir   the package folder (__dirname of its webpack config)
 * @param {string} remote.name  federation name, also the key in ports.cjs and remotes.json
 */
module.exports = function createRemoteConfigs({ dir, name }) {
  const browser = createAppConfig({ dir, name, exposes: { './routes': './src/routes.tsx' } });
  return (env, argv) => {
    const app = browser(env, argv);
    if (argv.mode === 'development') return app;
    const server = createServerConfig({
      dir,
      name,
      entry: { renderRemote: SERVER_ENTRY },
      outputDir: path.join(dir, 'dist-server'),
      dependencies: [app.name],
      alias: {
        'remote-routes$': path.join(dir, 'src/routes.tsx'),
        'remote-prerender$': path.join(dir, 'src/prerender.ts'),
      },
      plugins: [new PrerenderPlugin({ remote: name, bundle: 'renderRemote.mjs', browserDist: app.output.path })],
    });
    return [app, server];
  };
};
