// Lint guards the boundaries the architecture depends on: no remote imports another
// remote or the shell, shared-ui imports no app, and shared-ui's own modules import
// each other by package path (a relative import would bundle a second copy of a
// shared singleton, such as the store, into the importing chunk).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mf-marketing', 'mf-careers', 'mf-payments', 'mf-guides', 'mf-staffhub'];

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
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/shared-ui/**/*.{ts,tsx}'],
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
  ...[...REMOTES, 'shell'].map((app) => ({
    files: [`packages/${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidApps(app) }] },
  })),
  {
    files: ['packages/shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidApps('shared-ui'),
            {
              regex: '^\\.{1,2}/(?!.*\\.css$)',
              message: "Import shared-ui modules as 'shared-ui/...' so each stays one shared instance.",
            },
          ],
        },
      ],
    },
  },
);
