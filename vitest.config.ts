import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

// The files that build the site or start workerd, slowest first. Vitest starts the files that took
// longest last time first, so that they do not end the run alone; a fresh clone has no record of
// last time, and by file size it started some of these near the end, alone on one core (the unit
// stage of a fresh worktree took 344 s; 276 s with these first). These start first whatever the
// record says.
const slowest = [
  'functions/node/site-build.test.ts',
  'scripts/edge/worker.test.ts',
  'functions/node/publisher.test.ts',
  'scripts/edge/built-site.test.ts',
  'scripts/edge/publish.worker.test.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (spec: TestSpecification) => {
      const index = slowest.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? slowest.length : index;
    };
    // Array sort is stable: the others keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default leaves one core free: on a two-core CI machine that is one file at a time,
    // while most files wait on a database, a build or workerd. Two at a time there took the run
    // from 682 s to 489 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowestFirst },
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
          globalSetup: ['functions/test/demo-shop.global-setup.ts'],
        },
      },
    ],
  },
});
