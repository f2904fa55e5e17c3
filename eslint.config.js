import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message:
            "Use `import * as z from 'zod'`: the named `z` pulls every locale into the Worker bundle.",
        },
      ],
    },
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
);
