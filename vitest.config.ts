import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
          // The migrated template databases, made once a run (apps/api/src/test/database-template.ts).
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          // fast-check: seed and path on failure, FC_SEED / FC_PATH replay (README, tests section).
          setupFiles: ['./apps/api/src/test/fast-check-setup.ts'],
        },
      },
      {
        // The web's forms drawn in happy-dom: their rules and messages, in milliseconds.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
