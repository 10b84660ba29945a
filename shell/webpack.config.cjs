const createAppConfig = require('../tooling/config/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', isShell: true });
