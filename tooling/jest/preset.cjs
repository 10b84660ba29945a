// Jest settings every package shares. A package's jest.config.cjs picks the browser
// (jsdom) or node preset and adds nothing else unless it must.
const path = require('node:path');
const swcOptions = require('../config/swcOptions.cjs');
const { BUILD_YEAR } = require('../config/buildYear.cjs');

const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcOptions({ development: false }), module: { type: 'commonjs' } }],
};

// What webpack's DefinePlugin compiles into the site's code (createAppConfig.cjs).
const globals = { __BUILD_YEAR__: BUILD_YEAR };

const browser = (dir) => ({
  rootDir: dir,
  globals,
  testEnvironment: path.join(__dirname, 'jsdomWithFetch.cjs'),
  transform,
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|avif|svg)$': path.join(__dirname, 'fileStub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'setupBrowserGlobals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setupBrowserTests.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-server/'],
  clearMocks: true,
  restoreMocks: true,
});

// Node packages also run the release machinery's ES modules (.mjs: release-core's
// judge in the worker's office, the release tool in the release service's tests).
const nodeTransform = { ...transform, '^.+\\.mjs$': transform['^.+\\.(t|j)sx?$'] };

const node = (dir) => ({
  rootDir: dir,
  globals,
  testEnvironment: 'node',
  transform: nodeTransform,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-server/'],
  clearMocks: true,
  restoreMocks: true,
});

module.exports = { browser, node };
