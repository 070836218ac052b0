import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // fast-check: seed and path on failure, FC_SEED / FC_PATH replay (README, tests section).
    setupFiles: ['./apps/api/src/test/fast-check-setup.ts'],
  },
});
