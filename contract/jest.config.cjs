module.exports = require('../tooling/config/jest/preset.cjs').node(__dirname);
