const createAppConfig = require('../tooling/config/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'staffhub',
  exposes: { './routes': './src/routes.tsx' },
});
