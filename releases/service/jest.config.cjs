const preset = require('../../tooling/jest/preset.cjs').node(__dirname);

// test/releaseTool.test.ts drives the release tool (releases/tool, ES modules in .mjs).
module.exports = { ...preset, transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] } };
