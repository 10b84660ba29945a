module.exports = require('../tooling/jest/preset.cjs').browser(__dirname);
