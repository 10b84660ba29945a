// Lint guards the boundaries the architecture depends on: no remote imports another
// remote or the shell, shared-ui imports no app, shared-ui's own modules import
// each other by package path (a relative import would bundle a second copy of a
// shared singleton, such as the store, into the importing chunk), and routing comes
// only from the slim shared build of react-router-dom.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mf-marketing', 'mf-careers', 'mf-payments', 'mf-guides', 'mf-staffhub'];
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

/** The import rule for a package's sources, and the same without the router limits for its tests. */
const restrictImports = (files, patterns) => [
  { files, ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns, paths: routerPaths }] } },
  // A nested list matches a file that matches all of its globs: the package's tests.
  { files: files.flatMap((glob) => TESTS.map((test) => [glob, test])), rules: { 'no-restricted-imports': ['error', { patterns }] } },
];

const forbidApps = (own) =>
  [...REMOTES, 'shell']
    .filter((name) => name !== own)
    .map((name) => ({
      group: [name, `${name}/*`, `**/${name}/**`],
      message: `${own} must not import from ${name}: share code through shared-ui.`,
    }));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.federation/**', '**/.run/**', '**/coverage/**', '**/*.cjs', '**/*.mjs'],
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
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  ...[...REMOTES, 'shell'].flatMap((app) => restrictImports([`${app}/**/*.{ts,tsx}`], forbidApps(app))),
  ...restrictImports(
    ['shared-ui/**/*.{ts,tsx}'],
    [
      ...forbidApps('shared-ui'),
      {
        regex: '^\\.{1,2}/(?!.*\\.css$)',
        message: "Import shared-ui modules as 'shared-ui/...' so each stays one shared instance.",
      },
    ],
  ),
);
