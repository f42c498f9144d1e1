import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const importBoundaries = [
  {
    // A regex, not a group: gitignore-style groups read a leading # as a comment and never matched.
    regex: '^(#server/|(\\.\\./)+server/)',
    allowTypeImports: true,
    message: 'Client and shared code must not import server code.',
  },
  { regex: '^(#tests/|(\\.\\./)+tests/)', message: 'Application code must not import tests.' },
];

/** The browser's tests may build what the API answers with the generators that import nothing else. */
const testBoundaries = [
  importBoundaries[0],
  {
    regex: '^#tests/(?!helpers/generators/[a-z-]+-json\\.ts$)',
    message: 'A browser test imports only the *-json.ts generators from tests/ (they import no server code).',
  },
];

const relativeImport = {
  regex: '^\\.\\.?/(?!\\+types/)',
  message:
    'Import through an alias (#client/, #server/, #shared/, #tests/, #content/, #scripts/), not a relative path.',
};

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
    // One import style everywhere (docs/decisions/0020): the #client/, #server/, #shared/, #tests/,
    // #content/ and #scripts/ aliases, so a file reads the same wherever it sits and a moved file is one
    // search-and-replace of its full path. React Router's generated `./+types/<route>` is the one
    // relative import (typegen writes those files next to each route).
    files: ['src/**/*.{ts,tsx,mjs}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [relativeImport] }],
    },
  },
  {
    // Import boundaries: shared code never imports server code (types only, which are erased).
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...importBoundaries, relativeImport] },
      ],
    },
  },
  {
    // The client never imports server code either. Its tests may import the test-data generators that
    // build what the API answers (tests/helpers/generators/), which import no server code themselves.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...importBoundaries, relativeImport] },
      ],
    },
  },
  {
    // The browser's tests may import the test-data generators that build what the API answers.
    files: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...testBoundaries, relativeImport] },
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
