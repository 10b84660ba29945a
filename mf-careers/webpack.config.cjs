const createRemoteConfigs = require('../tooling/config/webpack/createRemoteConfigs.cjs');

module.exports = createRemoteConfigs({ dir: __dirname, name: 'careers' });
