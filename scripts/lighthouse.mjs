// `npm run lighthouse`: builds the web app, starts the production server on a spare port with a
// throw-away data directory, audits `/` with Lighthouse (mobile preset) in Debian's Chromium, prints
// the four category scores and stops the server. Exits 1 when a score misses its target.
//   LIGHTHOUSE_RUNS=3        audits to run; the run with the median performance score is reported
//   LIGHTHOUSE_PATH=/login   page to audit
//   E2E_REBUILD=0            skip the build when the web code did not change
import { execFileSync, execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, ensureChromium } from './ensure-chromium.mjs';

const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const pagePath = process.env.LIGHTHOUSE_PATH ?? '/';
// The same flags playwright.config.ts launches Chromium with, plus headless.
const chromeFlags = ['--headless=new', ...chromiumArgs];

const chromePath = ensureChromium();
if (!fs.existsSync('apps/web/dist/index.html') || process.env.E2E_REBUILD !== '0') {
  execSync('npm run build', { stdio: 'inherit' });
}

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-lighthouse-'));
const reportDir = path.resolve('.tmp/lighthouse');
fs.mkdirSync(reportDir, { recursive: true });
const chromeHome = path.resolve('.tmp/chromium-home');
fs.mkdirSync(chromeHome, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    METRICS_TOKEN: 'local-run-metrics-token',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  },
});

async function stopServer() {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within 3 minutes');
}

function audit(run) {
  const output = path.join(reportDir, `run-${run}`);
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      `${origin}${pagePath}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--output=json',
      '--output=html',
      `--output-path=${output}`,
      '--quiet',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROME_PATH: chromePath,
        XDG_CONFIG_HOME: chromeHome,
        XDG_CACHE_HOME: chromeHome,
      },
    },
  );
  const report = JSON.parse(fs.readFileSync(`${output}.report.json`, 'utf8'));
  const scores = Object.fromEntries(
    Object.keys(targets).map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, report.audits[id]?.displayValue ?? 'n/a']),
  );
  const failing = Object.keys(targets).flatMap((id) =>
    Object.values(report.audits)
      .filter((item) => report.categories[id]?.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0))
      .filter((item) => item.score !== null && item.score < 1)
      .map((item) => `${id}: ${item.id} (${item.score})`),
  );
  return { run, scores, metrics, failing, html: `${output}.report.html` };
}

let exitCode = 0;
try {
  await waitForServer();
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    let result;
    // On a busy machine Chromium now and then loses the trace (NO_NAVSTART): try that run once more.
    for (let attempt = 1; !result && attempt <= 2; attempt += 1) {
      try {
        result = audit(run);
      } catch (error) {
        console.error(
          `run ${run} attempt ${attempt} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    if (!result) throw new Error(`Lighthouse run ${run} failed twice`);
    console.info(
      `run ${run}: ${Object.entries(result.scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(', ')}`,
    );
    results.push(result);
  }
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = results[Math.floor(results.length / 2)];
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.info(
    `\nLighthouse ${pagePath} (mobile, Chromium ${chromePath}), median of ${runs} run(s), load average ${load} on ${os.cpus().length} cores:`,
  );
  for (const [id, target] of Object.entries(targets)) {
    const score = median.scores[id];
    if (score < target) exitCode = 1;
    console.info(
      `  ${score >= target ? '✔' : '✖'} ${id.padEnd(15)} ${String(score).padStart(3)}  (target ≥ ${target})`,
    );
  }
  console.info(
    `  ${Object.entries(median.metrics)
      .map(([id, value]) => `${id}: ${value}`)
      .join(' · ')}`,
  );
  if (median.failing.length) console.info(`  audits below 1: ${median.failing.join(', ')}`);
  console.info(`  report: ${median.html}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopServer();
}
process.exit(exitCode);
