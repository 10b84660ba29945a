const preset = require('../tooling/jest/preset.cjs').node(__dirname);

// The office's health page runs the canary judge's own code (release-core, ES modules in .mjs).
module.exports = { ...preset, transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] } };
