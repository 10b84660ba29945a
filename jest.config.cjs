// Every package's Jest tests in one run (`npm run test:unit`): Jest spreads the files of
// all packages over the machine's cores, longest first once it has timed them, where one
// Jest per package ran its files one by one and the longest package decided the end
// (192 s against 237 s, idle, on the 2-core machine of docs/testing.md, "CI time").
// A package's own tests: `npm test -w <package>`, with its jest.config.cjs.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces.map((pkg) => path.join(__dirname, pkg)).filter((dir) => existsSync(path.join(dir, 'jest.config.cjs'))),
  // Jest's default keeps a core for itself, but this process only hands out files and waits.
  maxWorkers: '100%',
  reporters: ['default', path.join(__dirname, 'tooling/jest/countsReporter.cjs')],
};
