import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Where code runs (docs/architecture.md): the browser (islands, page scripts, stores), the build
// (src/build, pages) and the server (functions). Each side imports only what runs where it runs;
// src/contract and the pure helpers of src/lib below run anywhere. Types cross freely: they are
// gone at run time. scripts/lint/layers.test.ts shows each rule refusing an import.
const pureLib = [
  'field-checks',
  'gallery',
  'html',
  'icons',
  'inline-scripts',
  'listing-filters',
  'next-path',
  'phone',
  'preload-image',
  'price-breakup',
  'price-text',
  'product-card',
  'product-detail',
  'search-result',
  'search-words',
  'seo',
  'shop',
  'size-picker',
  'structured-data',
];
const browserLib = ['src/lib/api.ts', 'src/lib/api-client.ts', 'src/lib/search.ts'];
const nodeModules =
  '^(node:|(fs|path|os|child_process|crypto|http|https|net|stream|url|util|buffer|worker_threads)(/|$))';
const layerRule = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const zodNamedZ = {
  selector:
    "ImportDeclaration[source.value=/^zod(.mini)?$|.lib.zod$/][importKind='value'] > ImportSpecifier[imported.name='z']",
  message:
    "Use `import * as z from '…/lib/zod'`: the named `z` pulls every locale into the Worker bundle.",
};
const intlMessage =
  'No Intl on the storefront pages: its first formatter loads locale data on the main thread. Use formatCount or formatRupees (src/contract/money.ts).';
const noIntlOnPages = [
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: intlMessage,
  },
  { selector: "MemberExpression[object.name='Intl']", message: intlMessage },
  { selector: "MemberExpression[property.name='localeCompare']", message: intlMessage },
];
const notInBrowser = [
  {
    // Even its types: an answer's shape is the route's (hc<AppType>) or the contract's.
    regex: '(^|/)functions/features/.+\\.service$',
    message:
      "Take an answer's type from its route (`hc<AppType>`, src/islands/admin/answers.ts) or src/contract/, not from a server service.",
  },
  {
    regex: '(^|/)(functions|db)/(?!features/.+\\.service$)',
    allowTypeImports: true,
    message:
      'Browser code cannot run server code: import its types only, or move the rule to src/contract.',
  },
  {
    regex: '(^|/)(src/)?build/',
    allowTypeImports: true,
    message:
      'Build-time code (Node, the database) does not run in the browser: import its types only.',
  },
  { regex: nodeModules, message: 'Node modules do not run in the browser.' },
];
const browserDirs = '(islands|scripts|stores|components|pages|layouts)/';
// Classic zod's methods keep all of it in a bundle (about 28 KB gzip for every cold Worker
// isolate); zod/mini keeps only what a schema calls. Tests may build schemas as they like.
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.typetest.ts',
  '**/*.stress.ts',
  'e2e/**',
  'functions/test/**',
];
// Files that no module imports (scripts/lint/import-cycles.test.ts checks it).
export const notImported = [
  '**/*.test.{ts,tsx}',
  '**/*.typetest.ts',
  '**/*.stress.ts',
  'e2e/**/*.spec.ts',
];
const classicZod = ['zod', 'zod/v4'].map((name) => ({
  name,
  message:
    "Import zod from functions/lib/zod.ts (zod/mini with English messages): classic zod's methods put all of zod into the Worker bundle.",
}));
const serverMayUse = `(^|/)src/lib/(?!(${pureLib.join('|')})$)`;

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      '.astro/',
      '.cache/',
      'data/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
      'functions/worker/worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // No module imports itself round a circle (issue 29): the first module of one to run sees the
    // others half-loaded, and a reader cannot learn one part without the whole. Imports resolve
    // as TypeScript resolves them; dynamic `import()` counts, `import type` does not (gone at run time).
    // The rule walks every import a file reaches; a file no module imports (a test, a spec) can be
    // on no circle, so it is not walked from: the rule took 35 of the lint's 50 seconds walking
    // from them.
    ignores: notImported,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', zodNamedZ],
    },
  },
  {
    // The storefront pages' own code (and what it shares with the islands): the first Intl
    // formatter of a page loads its locale data on the main thread, 180 ms at 4× CPU as the
    // listing's code started (issue 28). src/contract/money.ts writes Indian grouping without it.
    files: ['src/scripts/**/*.ts', 'src/inline/**/*.ts', 'src/stores/**/*.ts', 'src/lib/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.typetest.ts'],
    rules: { 'no-restricted-syntax': ['error', zodNamedZ, ...noIntlOnPages] },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx,mts,astro}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // Shared server code also runs in workerd (DESIGN §1): Web APIs only. The Node entry, its
    // adapters and the tests are the exceptions.
    files: ['functions/**/*.ts'],
    ignores: [
      'functions/node.ts',
      'functions/node/**',
      'functions/test/**',
      'functions/**/*.test.ts',
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:|(fs|path|os|child_process|crypto|http|https|net|stream|url|util|buffer|worker_threads)(/|$))',
              message:
                'Shared server code runs in workerd too: use Web APIs, or move this into functions/node/.',
            },
          ],
          paths: [
            {
              name: '@libsql/client',
              message: 'Only the runtime entries create clients; import types only.',
              allowTypeImports: true,
            },
            // Again: these options replace those of every file's rule above.
            ...classicZod,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'process',
          message: 'No process in shared code: configuration comes through AppDeps.',
        },
        { name: 'Buffer', message: 'Use Uint8Array and TextEncoder in shared code.' },
        { name: '__dirname', message: 'Shared code has no file system.' },
        { name: 'require', message: 'Shared code is ES modules.' },
      ],
    },
  },
  {
    files: [
      'src/islands/**/*.{ts,tsx}',
      'src/scripts/**/*.ts',
      'src/stores/**/*.ts',
      ...browserLib,
    ],
    ignores: ['**/*.test.ts', '**/*.typetest.ts'],
    rules: layerRule(notInBrowser),
  },
  {
    // The contract and the pure helpers: no packages, nothing tied to one side.
    files: ['src/contract/**/*.ts', `src/lib/{${pureLib.join(',')}}.ts`],
    ignores: ['**/*.test.ts'],
    rules: layerRule([
      ...notInBrowser,
      {
        regex: `(^|/)${browserDirs}`,
        message: 'The contract and the pure helpers run anywhere: no browser code.',
      },
      {
        regex: '^(?!\\.)',
        allowTypeImports: true,
        message: 'The contract and the pure helpers have no dependencies.',
      },
      {
        regex: '(^|/)(lib/)?(api|api-client|search)$',
        allowTypeImports: true,
        message: 'That module runs in the browser only.',
      },
    ]),
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/node/**', 'functions/node.ts', 'functions/test/**', '**/*.test.ts'],
    rules: layerRule([
      {
        regex: `(^|/)src/${browserDirs}`,
        message: 'The server cannot import browser code.',
      },
      { regex: '(^|/)src/build/', message: 'The server cannot import build-time code.' },
      {
        regex: serverMayUse,
        message: `The server imports only src/contract and these of src/lib: ${pureLib.join(', ')}.`,
      },
    ]),
  },
  {
    // The Node entry and its adapters also run the build (the page inputs it keeps).
    files: ['functions/node/**/*.ts', 'functions/node.ts'],
    ignores: ['**/*.test.ts'],
    rules: layerRule([
      {
        regex: `(^|/)src/${browserDirs}`,
        message: 'The server cannot import browser code.',
      },
      {
        regex: serverMayUse,
        message: `The server imports only src/contract and these of src/lib: ${pureLib.join(', ')}.`,
      },
    ]),
  },
);
