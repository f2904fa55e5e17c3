import { defineConfig } from 'vitest/config';

// Checks that time the server (latency budgets under load, a locked database, the first visitors
// of a large catalogue) would be skewed by a neighbour on a two-core machine: they run one after
// another, after the rest.
const timed = [
  'scripts/stress/first-visitors.stress.ts',
  'scripts/stress/load.stress.ts',
  'scripts/stress/db-lock.stress.ts',
];

// `npm run test:stress` (and its short form in `npm test`): the load and fault battery against the
// real server, each file on its own server. The fault checks (kill -9, an unreadable database,
// concurrent cart writes) count what was kept, not how fast: they run side by side first, while
// the global setup builds the first visitors' large catalogue.
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['scripts/stress/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    reporters: ['verbose'],
    projects: [
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['scripts/stress/*.stress.ts'],
          exclude: timed,
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timed',
          include: timed,
          setupFiles: ['scripts/stress/after-large-build.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
