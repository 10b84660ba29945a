const createAppConfig = require('../tooling/config/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'marketing',
  exposes: { './routes': './src/routes.tsx' },
});
