import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const nodeTests = [
  'packages/*/src/**/*.test.ts',
  'apps/*/src/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/*.test.mjs',
];
/**
 * Files that read PostgreSQL's cluster-wide snapshot (a settled total waits until no older transaction
 * is open anywhere on the server): a file beside them holding a transaction open stalls them, so they
 * run after the rest, alone.
 */
const aloneTests = ['apps/api/src/modules/reports/settled-totals.test.ts'];
const nodeProject = {
  // The migrated template databases, made once a run (apps/api/src/test/database-template.ts).
  globalSetup: ['./apps/api/src/test/global-setup.ts'],
  // fast-check: seed and path on failure, FC_SEED / FC_PATH replay (README, tests section).
  setupFiles: ['./apps/api/src/test/fast-check-setup.ts'],
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core (Vitest's default leaves one idle: a single worker on a two-core machine). Each test file
    // has a database of its own, so files running side by side share nothing but the PostgreSQL server.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: nodeTests,
          exclude: [...configDefaults.exclude, ...aloneTests],
          ...nodeProject,
        },
      },
      {
        extends: true,
        test: { name: 'node-alone', include: aloneTests, sequence: { groupOrder: 1 }, ...nodeProject },
      },
      {
        // The web's forms drawn in happy-dom: their rules and messages, in milliseconds.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          sequence: { groupOrder: 0 },
          environment: 'happy-dom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
          // A worker loads happy-dom, React, the router and i18n once for all its files, not once a file:
          // 48.5 → 12.6 CPU-s for the 32 files. Nothing of a page outlives its test: the setup file
          // unmounts it and puts fetch back after each one.
          isolate: false,
        },
      },
    ],
  },
});
