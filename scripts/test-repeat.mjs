// `npm run test:repeat -- <files…> --times 20`: runs the chosen tests N times in a row, stopping at the
// first failing run and naming it. A test that passes once and fails on the fifth run depends on chance
// (timing, ordering, random input): this is how such a test is found, and how its fix is proved.
//
//   files under e2e/       run through scripts/e2e.mjs (Playwright; the web app is built once, by the
//                          first run, unless E2E_REBUILD=0 and a build exists)
//   --e2e                  the whole end-to-end suite (when no e2e/ file is named)
//   anything else          is handed to `vitest run` (test files, folders, -t <name>, …)
//   --times N              how many runs (default 10)
import { spawnSync } from 'node:child_process';

const usage = 'usage: npm run test:repeat -- <test files…> [--times N] [--e2e]';
const args = process.argv.slice(2);
let times = 10;
let wholeE2e = false;
const vitestArgs = [];
const e2eFiles = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] ?? '';
  if (arg === '--times' || arg.startsWith('--times=')) {
    const value = arg === '--times' ? args[++index] : arg.slice('--times='.length);
    times = Number(value);
    if (!Number.isInteger(times) || times < 1) {
      console.error(`--times needs a whole number of 1 or more, got "${value}"\n${usage}`);
      process.exit(2);
    }
  } else if (arg === '--e2e') {
    wholeE2e = true;
  } else if (/^(\.\/)?e2e\//.test(arg)) {
    e2eFiles.push(arg);
  } else {
    vitestArgs.push(arg);
  }
}
const runE2e = wholeE2e || e2eFiles.length > 0;
if (vitestArgs.length === 0 && !runE2e) {
  console.error(`Name the tests to repeat.\n${usage}`);
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One suite, once; true when it passed. */
function run(label, command, commandArgs, env) {
  console.info(`\n▶ ${label}: ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const durations = [];
const started = Date.now();
for (let round = 1; round <= times; round += 1) {
  const roundStarted = Date.now();
  const label = `run ${round} of ${times}`;
  let failed;
  if (vitestArgs.length > 0 && !run(`${label}, vitest`, 'npx', ['vitest', 'run', ...vitestArgs], {})) {
    failed = `vitest run ${vitestArgs.join(' ')}`;
  }
  // The first end-to-end run builds the web app as usual; the later ones reuse that build.
  const e2eEnv = round === 1 ? {} : { E2E_REBUILD: '0' };
  if (!failed && runE2e && !run(`${label}, end-to-end`, 'node', ['scripts/e2e.mjs', ...e2eFiles], e2eEnv)) {
    failed = `node scripts/e2e.mjs ${e2eFiles.join(' ')}`.trim();
  }
  const took = Date.now() - roundStarted;
  if (failed) {
    console.error(
      `\n✖ ${label} FAILED after ${seconds(took)} (${round - 1} passed before it): ${failed}` +
        `\n  total ${seconds(Date.now() - started)}`,
    );
    process.exit(1);
  }
  durations.push(took);
  console.info(`\n✔ ${label} passed in ${seconds(took)}`);
}
const total = Date.now() - started;
const fastest = Math.min(...durations);
const slowest = Math.max(...durations);
const mean = durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
console.info(
  `\n✔ all ${times} runs passed in ${seconds(total)} ` +
    `(per run: fastest ${seconds(fastest)}, mean ${seconds(mean)}, slowest ${seconds(slowest)})`,
);
