module.exports = require('../tooling/config/jest/preset.cjs').browser(__dirname);
