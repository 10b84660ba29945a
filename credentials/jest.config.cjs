module.exports = require('../tooling/jest/preset.cjs').node(__dirname);
