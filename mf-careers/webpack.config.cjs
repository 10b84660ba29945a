const createAppConfig = require('../tooling/config/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'careers',
  exposes: { './routes': './src/routes.tsx' },
});
