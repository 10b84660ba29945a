module.exports = require('../config/jest/preset.cjs').browser(__dirname);
