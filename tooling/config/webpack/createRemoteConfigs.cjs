// A remote's webpack configurations, all its webpack.config.cjs needs: the browser build
// (createAppConfig.cjs), its islands (createIslandsConfig.cjs), and after it the server build that renders the remote's public
// pages to HTML into the browser build's dist/ssr/ (tooling/ssr). In development (the
// dev loop, tooling/dev/dev-remote.mjs) both write to node_modules/.dev/, and './routes'
// is exposed through tooling/dev/hotRoutes.tsx, which applies a hot update in place.
const path = require('node:path');
const createAppConfig = require('./createAppConfig.cjs');
const { createServerConfig } = require('./createServerConfig.cjs');
const { PrerenderPlugin } = require('../../ssr/PrerenderPlugin.cjs');
const { PageChunksPlugin } = require('./PageChunksPlugin.cjs');
const createIslandsConfig = require('./createIslandsConfig.cjs');
const { IslandChunksPlugin } = require('./IslandChunksPlugin.cjs');
const { SERVER_DIR } = require('site/releaseLayout');

const SERVER_ENTRY = path.join(__dirname, '../../ssr/renderRemote.tsx');
const HOT_ROUTES = path.join(__dirname, '../../dev/hotRoutes.tsx');

/**
 * @param {object} remote
 * @param {string} remote.dir   the package folder (__dirname of its webpack config)
 * @param {string} remote.name  federation name, also the key in ports.cjs and remotes.json
 */
module.exports = function createRemoteConfigs({ dir, name }) {
  const browser = createAppConfig({ dir, name, exposes: { './routes': './src/routes.tsx' } });
  const devBrowser = createAppConfig({ dir, name, exposes: { './routes': HOT_ROUTES } });
  const routes = path.join(dir, 'src/routes.tsx');
  return (env, argv) => {
    const development = argv.mode === 'development';
    const app = (development ? devBrowser : browser)(env, argv);
    if (development) app.resolve.alias['remote-routes$'] = routes;
    // Which files each page loads, for the pages' index the server build writes.
    const pageChunks = new PageChunksPlugin();
    app.plugins.push(pageChunks);
    // Its islands (#42), for pages sent without the app; the dev loop serves none yet, so they are built for production only.
    const islandChunks = new IslandChunksPlugin();
    const islands = development ? undefined : createIslandsConfig({ dir, name, outputDir: app.output.path, dependencies: [app.name], islandChunks });
    const server = createServerConfig({
      dir,
      name,
      entry: { renderRemote: SERVER_ENTRY },
      // In production, inside dist/ (SERVER_DIR): released with the pages it draws, run by the remote's host (site/src/refusalEndpoint.js).
      outputDir: development ? path.join(createAppConfig.devOutputDir(dir), '../server') : path.join(app.output.path, SERVER_DIR),
      // After the islands too: a page whose island loads at once lists the island's files.
      dependencies: islands ? [app.name, islands.name] : [app.name],
      alias: {
        'remote-routes$': routes,
        'remote-prerender$': path.join(dir, 'src/prerender.ts'),
      },
      plugins: [new PrerenderPlugin({ remote: name, bundle: 'renderRemote.mjs', browserDist: app.output.path, pageChunks, islandChunks, withApp: development })],
      development,
    });
    // Modules named by their path, as PageChunksPlugin names the browser build's pages,
    // each a module of its own with its exports' own names, so the prerender sees which a
    // page loads (tooling/ssr/renderRemote.tsx).
    Object.assign(server.optimization, { moduleIds: 'named', concatenateModules: false, mangleExports: false });
    return islands ? [app, server, islands] : [app, server];
  };
};
