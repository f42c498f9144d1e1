import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const importBoundaries = [
  {
    group: ['#server/*', '**/server/**'],
    allowTypeImports: true,
    message: 'Client and shared code must not import server code.',
  },
  { group: ['#tests/*', '**/tests/**'], message: 'Application code must not import tests.' },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.tools/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // No import cycles (docs/decisions/0008). Every import names its file with its extension and the
    // #client/#server/#shared/#tests aliases are package.json "imports", so Node's resolution finds them
    // all (no TypeScript resolver needed). `import type` edges are erased at run time and not followed.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Import boundaries: the browser never imports server code (types only, which are erased).
    files: ['src/shared/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: importBoundaries }] },
  },
  {
    // The client has one import style: the #client/, #shared/ and #content/ aliases, so a file reads the
    // same wherever it sits and moves without edits. React Router's generated `./+types/<route>` is the
    // one relative import (typegen writes those files next to each route).
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...importBoundaries,
            {
              regex: '^\\.\\.?/(?!\\+types/)',
              message:
                'Client code imports through the #client/, #shared/ or #content/ alias, not a relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    // The config module is the only reader of process.env.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
);
