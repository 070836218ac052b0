import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/ensure-chromium.mjs';

const port = process.env.E2E_PORT ?? '3100';
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: `./.tmp/test-results-${port}`,
  fullyParallel: true,
  // Two by default (two cores); E2E_WORKERS tries another number on another machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A trace films every action (DOM snapshots and a screencast): recorded for every test and thrown away
    // when it passed, it cost a third of the e2e step's CPU (124 → 84 CPU-s for 37 tests, decision
    // 083-e2e-browser-work). CI retries a failed test once and that retry records one; locally,
    // `node scripts/e2e.mjs <spec> --trace retain-on-failure` records it (error-context.md is written either way).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM, not Playwright's default SIGKILL: the script stops the server, then drops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
