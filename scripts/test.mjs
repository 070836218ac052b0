// `npm test`: every check, stopping at the first failure (`npm test -- <words>`: only the steps so named).
// Steps that each keep one core busy run two at a time (the machine has two cores); the test runners that
// use every core themselves (Vitest, Playwright) run alone. A step starts once the steps it needs have
// passed. Each step's seconds are printed, and a table of them at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSteps } from './run-steps.mjs';

// The end-to-end step runs on the build the build step made (built once, and the one the checks read).
const webBuild = 'apps/web/dist';
// The API document, built once in-process and read by Spectral and by the typed client's check.
const apiDocument = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'desh-test-')), 'openapi.json');

/** @type {Array<{ name: string, command: string, after?: string[], alone?: boolean, light?: boolean }>} */
const allSteps = [
  // In the order they start when a core is free: the longest first.
  // The build reads nothing the tests write and the tests read nothing it writes: it shares the two cores
  // with the checks, and its own checks follow it, all before the tests.
  { name: 'build', command: 'npm run build' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'API document', command: `node --import tsx scripts/openapi-document.ts ${apiDocument}` },
  {
    name: 'features import each other only through public entries',
    command: 'node scripts/check-feature-imports.mjs',
  },
  { name: 'API folders depend one way, in no loop', command: 'node scripts/check-api-imports.mjs' },
  { name: 'shared words and functions load no schema', command: 'node scripts/check-shared-layout.mjs' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'API document (Spectral spectral:oas)', command: 'npm run lint:api', after: ['API document'] },
  {
    name: 'typed API client matches the document',
    command: 'npm run api-client:check',
    after: ['API document'],
  },
  { name: 'bundle budget', command: 'npm run budget', after: ['build'] },
  { name: 'daisyUI components have CSS', command: 'node scripts/check-daisyui-css.mjs', after: ['build'] },
  { name: 'production React build', command: 'node scripts/check-react-build.mjs', after: ['build'] },
  { name: 'prerendered pages', command: 'node scripts/check-prerendered.mjs', after: ['build'] },
  {
    name: 'unit and integration',
    command: 'npx vitest run',
    alone: true,
    after: [
      'typecheck',
      'lint',
      'features import each other only through public entries',
      'API folders depend one way, in no loop',
      'shared words and functions load no schema',
      'API document (Spectral spectral:oas)',
      'typed API client matches the document',
      'bundle budget',
      'daisyUI components have CSS',
      'production React build',
      'prerendered pages',
    ],
  },
  {
    // Installs pg_auto_failover and pgBackRest from Debian when missing; runs the built API (apps/api/dist).
    // Light: most of its minute is waiting (the load before the kill, the failover, the restore, the old
    // primary's return), so it runs beside the build's checks and typecheck instead of alone after Vitest.
    name: 'database failover: nothing acknowledged is lost',
    command: 'npm run test:ha',
    light: true,
    after: ['build'],
  },
  {
    name: 'end-to-end',
    command: 'node scripts/e2e.mjs',
    alone: true,
    after: ['unit and integration', 'database failover: nothing acknowledged is lost'],
  },
];

// `node scripts/test.mjs lint typecheck …` runs only the steps whose names contain one of the words given.
const chosen = process.argv.slice(2);
const steps = chosen.length
  ? allSteps
      .filter((step) => chosen.some((word) => step.name.includes(word)))
      .map((step, _, kept) => ({
        ...step,
        after: (step.after ?? []).filter((name) => kept.some((other) => other.name === name)),
      }))
  : allSteps;
if (!steps.length) {
  console.error(`npm test: no step is named by ${chosen.join(', ')}`);
  process.exit(2);
}
const env = { ...process.env, E2E_WEB_DIST: webBuild, API_DOCUMENT: apiDocument };
const started = Date.now();
const seconds = new Map();

/** Runs one step: a step running alone writes straight to the terminal, others when they end, whole. */
function run(step, together) {
  const begun = Date.now();
  const header = `\n▶ ${step.name}: ${step.command}`;
  if (!together) console.info(header);
  const child = spawn(step.command, {
    shell: true,
    env,
    stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const took = (Date.now() - begun) / 1000;
      seconds.set(step.name, took);
      if (together) {
        console.info(header);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.info(`✔ ${step.name} (${took.toFixed(1)} s)`);
      else console.error(`\n✖ ${step.name} failed`);
      resolve(code === 0);
    });
  });
}

let failed = false;
try {
  failed = !(await runSteps(steps, run, 2));
} finally {
  fs.rmSync(path.dirname(apiDocument), { recursive: true, force: true });
}
const total = ((Date.now() - started) / 1000).toFixed(1);
console.info('\nstep seconds (steps without "alone" ran two at a time, a "light" one beside them):');
for (const step of steps) {
  if (seconds.has(step.name))
    console.info(`  ${seconds.get(step.name)?.toFixed(1).padStart(7)}  ${step.name}`);
}
console.info(`  ${total.padStart(7)}  npm test, wall clock`);
if (failed) process.exit(1);
console.info('\nAll checks passed.');
