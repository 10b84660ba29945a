module.exports = require('../../config/jest/preset.cjs').node(__dirname);
