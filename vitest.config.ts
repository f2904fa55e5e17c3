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
    testTimeout: 20_000,
  },
});
