import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'functions/**/*.test.ts',
      'src/**/*.test.ts',
      'db/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['functions/test/demo-shop.global-setup.ts'],
    testTimeout: 20_000,
    // Vitest's default leaves one core free: on a two-core CI machine that is one file at a time,
    // while most files wait on a database, a build or workerd. Two at a time there took the run
    // from 682 s to 489 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
