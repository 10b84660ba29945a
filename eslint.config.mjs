// Lint guards the boundaries the architecture depends on: no remote imports another
// remote or the shell, shared-ui imports no app, shared-ui's and contract's own modules
// import each other by package path (a relative import would bundle a second copy of a
// shared singleton, such as the store, into the importing chunk), routing comes only
// from the slim shared build of react-router-dom, the contract stays free of React and
// of the browser (the worker runs it), the worker and sandbox never import shared-ui, and
// only servers import credentials (the site's keys and what signs with them).
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { REMOTES as SITE_REMOTES } from 'site/remotes';

const REMOTES = SITE_REMOTES.map((name) => `mf-${name}`);
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];

// The browser shares only what tooling/config/webpack/reactRouterDom.slim.mjs re-exports; Jest
// tests run on the whole package and may use the rest (memory routers, test types).
const SHARED_ROUTER_NAMES = Object.keys(await import('./tooling/config/webpack/reactRouterDom.slim.mjs'));
const routerPaths = [
  {
    name: 'react-router',
    message: "Import from 'react-router-dom', the shared singleton: this import would bundle a second router.",
  },
  {
    name: 'react-router-dom',
    allowImportNames: SHARED_ROUTER_NAMES,
    message: 'The browser shares only the names in tooling/config/webpack/reactRouterDom.slim.mjs: add it there first.',
  },
];

// The one test kit (tooling/testing): fakes, memory routers and fixtures never reach a bundle.
const testKit = {
  group: ['site-testing', 'site-testing/*'],
  message: 'site-testing is for tests only (*.test.ts[x]); a page or module must not import it.',
};

/** The import rule for a package's sources, and the same without the router limits for its tests. */
const restrictImports = (files, patterns) => [
  { files, ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, testKit], paths: routerPaths }] } },
  // A nested list matches a file that matches all of its globs: the package's tests.
  { files: files.flatMap((glob) => TESTS.map((test) => [glob, test])), rules: { 'no-restricted-imports': ['error', { patterns }] } },
];

const forbidApps = (own) =>
  [...REMOTES, 'shell']
    .filter((name) => name !== own)
    .map((name) => ({
      group: [name, `${name}/*`, `**/${name}/**`],
      message: `${own} must not import from ${name}: share code through shared-ui or contract.`,
    }));

/** Package-path imports only: see the header. */
const ownModulesByPackagePath = (pkg) => ({
  regex: '^\\.{1,2}/(?!.*\\.css$)',
  message: `Import ${pkg} modules as '${pkg}/...' so each stays one shared instance.`,
});

const packageGroup = (names) => names.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]);

/** The site's tokens and keys are the servers' (#44 item 8): no browser bundle imports credentials. */
const serverOnlyCredentials = {
  group: packageGroup(['credentials']),
  message: "credentials holds the site's keys and signs with them: only servers import it (the composer in shell/src/server, the worker, the release tools).",
};

/** The contract runs in the worker too: nothing of the browser, the kit or the apps. */
const contractRules = {
  files: ['contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: packageGroup(['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'shared-ui']),
            message: 'contract is shared with the worker: no React, no store, no UI kit.',
          },
          { group: packageGroup([...REMOTES, 'shell', 'worker', 'sandbox']), message: 'contract imports no app: the apps import it.' },
          ownModulesByPackagePath('contract'),
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch'].map((name) => ({
        name,
        message: 'contract runs on the worker too: no browser globals, no fetch wrappers.',
      })),
    ],
  },
};

/** The worker and the sandbox run on the server: shared-ui (React, the kit) is the browser's. */
const serverRules = ['worker', 'sandbox'].map((pkg) => ({
  files: [`${pkg}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: packageGroup(['shared-ui']), message: `${pkg} must not import shared-ui: what it shares with the browser is in contract.` }] },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.federation/**', '**/.run/**', '**/coverage/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['*/src/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Build tooling, servers and scripts run on Node: CommonJS (.cjs) and ES modules (.mjs).
  {
    files: ['**/*.{cjs,mjs}', 'site/src/**/*.js', 'credentials/src/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  // The site's layout facts (site/) and its tokens and keys (credentials/) are CommonJS too, as .js files checked by TypeScript.
  {
    files: ['**/*.cjs', 'site/src/**/*.js', 'credentials/src/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  ...[...REMOTES, 'shell'].flatMap((app) => restrictImports([`${app}/**/*.{ts,tsx}`], [...forbidApps(app), serverOnlyCredentials])),
  // The shell's server (the composer) signs and checks the site's tokens.
  ...restrictImports(['shell/src/server/**/*.{ts,tsx}'], forbidApps('shell')),
  ...restrictImports(
    ['shared-ui/**/*.{ts,tsx}'],
    [
      ...forbidApps('shared-ui'),
      ownModulesByPackagePath('shared-ui'),
      serverOnlyCredentials,
    ],
  ),
  contractRules,
  ...serverRules,
);
