// `npm run lighthouse`: builds the web app, starts the production server on a spare port with a
// throw-away data directory, books a parcel as the demo customer (for a real tracking link), audits
// `/`, `/track/<that ID>` and `/login` with Lighthouse (mobile preset) in Debian's Chromium, prints
// each page's category scores and timings and stops the server. Exits 1 when one misses its target.
//   LIGHTHOUSE_RUNS=3        audits per page; the run with the median performance score is reported
//   LIGHTHOUSE_PATH=/login   audit this page only
//   LIGHTHOUSE_PORT=3121     serve on this port (else a free one)
//   E2E_REBUILD=0            skip the build when the web code did not change
import { execFileSync, execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, ensureChromium } from './ensure-chromium.mjs';

// Issue 11: `/` performance 98 (FCP 1.2 s, LCP 1.8 s, TBT 100 ms, CLS 0); the others 95; 100 for
// accessibility and best practices everywhere.
const scoreTargets = (pagePath) => ({
  performance: pagePath === '/' ? 98 : 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 95,
});
const metricTargets = {
  '/': {
    'first-contentful-paint': 1200,
    'largest-contentful-paint': 1800,
    'total-blocking-time': 100,
    'cumulative-layout-shift': 0,
  },
};
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// The same flags playwright.config.ts launches Chromium with, plus headless.
const chromeFlags = ['--headless=new', ...chromiumArgs];

const chromePath = ensureChromium();
if (!fs.existsSync('apps/web/dist/index.html') || process.env.E2E_REBUILD !== '0') {
  execSync('npm run build', { stdio: 'inherit' });
}

const port = process.env.LIGHTHOUSE_PORT
  ? Number(process.env.LIGHTHOUSE_PORT)
  : await new Promise((resolve, reject) => {
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
    // The demo customer books the parcel whose tracking page is audited.
    SEED_DEMO: 'true',
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

/** Signs in as the demo customer and books a parcel: its tracking page is the one people get by SMS. */
async function bookParcel() {
  const headers = { 'content-type': 'application/json', origin };
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'customer@desh.test', password: 'customer123' }),
  });
  if (!signIn.ok) throw new Error(`Signing in as the demo customer failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const booked = await fetch(`${origin}/api/parcels`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      parcelTitle: 'Brass lamp',
      receiverName: 'Tahmina Akter',
      receiverPhone: '01712345678',
      pickupAddress: 'House 9, Road 4, Uttara',
      deliveryAddress: 'Flat 2C, Zindabazar',
      parcelType: 'fragile',
      deliveryFee: 189,
      paymentMethod: 'cod',
      codAmount: 2750,
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'sylhet',
    }),
  });
  if (booked.status !== 201)
    throw new Error(`Booking a parcel failed: ${booked.status} ${await booked.text()}`);
  return (await booked.json()).trackingId;
}

function audit(pagePath, run) {
  const targets = scoreTargets(pagePath);
  const name = pagePath === '/' ? 'home' : pagePath.split('/')[1];
  const output = path.join(reportDir, `${name}-run-${run}`);
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
  const metricIds = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, report.audits[id]?.displayValue ?? 'n/a']));
  const values = Object.fromEntries(
    metricIds.map((id) => [id, report.audits[id]?.numericValue ?? Number.NaN]),
  );
  const failing = Object.keys(targets).flatMap((id) =>
    Object.values(report.audits)
      .filter((item) => report.categories[id]?.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0))
      .filter((item) => item.score !== null && item.score < 1)
      .map((item) => `${id}: ${item.id} (${item.score})`),
  );
  return { run, scores, metrics, values, failing, html: `${output}.report.html` };
}

/** Audits one page `runs` times; prints and returns the median run and whether it met its targets. */
function auditPage(pagePath) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    let result;
    // On a busy machine Chromium now and then loses the trace (NO_NAVSTART): try that run once more.
    for (let attempt = 1; !result && attempt <= 2; attempt += 1) {
      try {
        result = audit(pagePath, run);
      } catch (error) {
        console.error(
          `run ${run} attempt ${attempt} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    if (!result) throw new Error(`Lighthouse run ${run} of ${pagePath} failed twice`);
    console.info(
      `${pagePath} run ${run}: ${Object.entries(result.scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(', ')} · ${Object.values(result.metrics).join(' · ')}`,
    );
    results.push(result);
  }
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return { pagePath, median: results[Math.floor(results.length / 2)], all: results };
}

let exitCode = 0;
try {
  await waitForServer();
  const pages = process.env.LIGHTHOUSE_PATH
    ? [process.env.LIGHTHOUSE_PATH]
    : ['/', `/track/${await bookParcel()}`, '/login'];
  const audited = pages.map(auditPage);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.info(
    `\nLighthouse (mobile, Chromium ${chromePath}), median of ${runs} run(s) per page, load average ${load} on ${os.cpus().length} cores:`,
  );
  const table = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | runs (performance) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { pagePath, median, all } of audited) {
    console.info(`\n${pagePath}`);
    for (const [id, target] of Object.entries(scoreTargets(pagePath))) {
      const score = median.scores[id];
      if (score < target) exitCode = 1;
      console.info(
        `  ${score >= target ? '✔' : '✖'} ${id.padEnd(24)} ${String(score).padStart(5)}  (target ≥ ${target})`,
      );
    }
    for (const [id, limit] of Object.entries(metricTargets[pagePath] ?? {})) {
      const value = median.values[id];
      if (!(value <= limit)) exitCode = 1;
      console.info(
        `  ${value <= limit ? '✔' : '✖'} ${id.padEnd(24)} ${String(median.metrics[id]).padStart(5)}  (target ≤ ${id === 'cumulative-layout-shift' ? limit : `${limit} ms`})`,
      );
    }
    if (median.failing.length) console.info(`  audits below 1: ${median.failing.join(', ')}`);
    console.info(`  report: ${median.html}`);
    const m = median.metrics;
    table.push(
      `| \`${pagePath.startsWith('/track/') ? '/track/<id>' : pagePath}\` | ${median.scores.performance} | ${median.scores.accessibility} | ${median.scores['best-practices']} | ${median.scores.seo} | ${m['first-contentful-paint']} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} | ${all.map((r) => r.scores.performance).join(', ')} |`,
    );
  }
  console.info(`\n${table.join('\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopServer();
}
process.exit(exitCode);
