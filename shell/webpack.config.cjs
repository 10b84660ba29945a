const path = require('node:path');
const { DefinePlugin } = require('webpack');
const createAppConfig = require('../tooling/config/webpack/createAppConfig.cjs');
const { createServerConfig } = require('../tooling/config/webpack/createServerConfig.cjs');
const { InlineHeadScriptPlugin } = require('../tooling/config/webpack/InlineHeadScriptPlugin.cjs');
const { StaticFilesPlugin } = require('../tooling/config/webpack/StaticFilesPlugin.cjs');
const createPageScriptConfig = require('../tooling/config/webpack/createPageScriptConfig.cjs');
const { shellReleaseFrom } = require('./shellRelease.cjs');

const browser = createAppConfig({ dir: __dirname, name: 'shell', isShell: true });

// In production the composer is built too, for Node and for Workers, after the browser
// build whose index.html it embeds as its page template.
module.exports = (env, argv) => {
  // The shell's release (SHELL_RELEASE, else `local`), compiled into every part of it: X-Composed-From names it.
  const shellRelease = JSON.stringify(shellReleaseFrom(process.env));
  const release = () => new DefinePlugin({ __SHELL_RELEASE__: shellRelease });
  const app = browser(env, argv);
  app.plugins.push(release());
  // What a visitor does before the scripts take over is kept and replayed (src/early/).
  app.plugins.push(new InlineHeadScriptPlugin(path.join(__dirname, 'src/early/captureEarlyEvents.js'), { 'data-early-events': true }));
  // A press on an island's control that waits for its code, on a page sent without the app (src/islands/).
  app.plugins.push(new InlineHeadScriptPlugin(path.join(__dirname, 'src/islands/holdIslandPresses.js'), { 'data-island-presses': true }));
  // The icons, the web manifest and the link previews (made by tooling/photos/icons.mjs).
  app.plugins.push(new StaticFilesPlugin(path.join(__dirname, 'static')));
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
  // The script of a page sent without the app (#42: field reports and its islands' loader), written beside main.js once the app has emptied dist/.
  const staticPage = createPageScriptConfig({ dir: __dirname, name: 'static-page', entry: './src/staticPage.ts', dependencies: [app.name], app: 'shell' });
  const configs = [staticPage, server('node', 'node'), server('webworker', 'edge')];
  for (const config of configs) config.plugins.push(release());
  return [app, ...configs];
};
