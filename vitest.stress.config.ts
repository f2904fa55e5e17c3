import { defineConfig } from 'vitest/config';

// `npm run test:stress` (and its short form in `npm test`): the load and fault battery against the
// real server. Files run one after another: each starts its own server and they would skew each
// other's figures on a two-core machine.
export default defineConfig({
  test: {
    include: ['scripts/stress/*.stress.ts'],
    environment: 'node',
    globalSetup: ['scripts/stress/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
    reporters: ['verbose'],
  },
});
