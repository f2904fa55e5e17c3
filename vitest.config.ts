import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Files that need a process of their own: they mock Node's modules, build the site, start servers
// and workerd, run child processes, (the catalogue cache) depend on this process not having
// changed the catalogue in the last seconds, or (the browser-side stores, islands and page code)
// keep module state, stored values and stubbed globals that a later file would inherit.
const ownProcess = [
  'src/stores/**/*.test.ts',
  'src/islands/**/*.test.ts',
  'src/scripts/**/*.test.ts',
  'functions/node/**/*.test.ts',
  'functions/worker/**/*.test.ts',
  'scripts/**/*.test.ts',
  'functions/lib/catalogue-cache.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default leaves one core free: on a two-core CI machine that is one file at a time,
    // while most files wait on a database, a build or workerd. Two at a time there took the run
    // from 682 s to 489 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // Most files test the app against an in-memory database: they share a process, and
          // import the app once per worker instead of once per file (the run went from 381 s to
          // 246 s on two cores; importing had been half of these files' time).
          include: ['functions/**/*.test.ts', 'src/**/*.test.ts', 'db/**/*.test.ts'],
          exclude: ownProcess,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'own-process',
          include: ownProcess,
          globalSetup: ['functions/test/run-folders.global-setup.ts'],
        },
      },
    ],
  },
});
