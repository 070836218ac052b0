// Drives sqlmap (see scripts/sqlmap.sh) against a production server on a fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { booking, signIn, signUp } from '../../bench/lib/api.ts';
import { createBenchDatabase } from '../../bench/lib/database.ts';
import { startServer } from '../../bench/lib/processes.ts';
import { highLimit, log, root, tempDir } from './common.ts';
import { writeInjectionLine } from './results.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.SQLMAP_PORT ?? 3112);
const wallClockSeconds = Number(process.env.SQLMAP_WALL_SECONDS ?? 300);
const base = `http://127.0.0.1:${port}`;
// Bounded: 2 s for time-based probes, 10 s per request, one retry; the DBMS is known, so only its payloads.
const common = [
  '--batch',
  '--level',
  '3',
  '--risk',
  '2',
  '--dbms',
  'PostgreSQL',
  '--time-sec',
  '2',
  '--timeout',
  '10',
  '--retries',
  '1',
  '--flush-session',
  '--disable-coloring',
];
const findings = [
  /identified the following injection point/i,
  /parameter '[^']+' is vulnerable/i,
  /appears to be '.+' injectable/i,
];

interface Target {
  name: string;
  args: string[];
}

function runSqlmap(
  target: Target,
  outputDir: string,
): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn('sqlmap', [...target.args, ...common, '--output-dir', outputDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, wallClockSeconds * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

const quoteArgs = (args: string[]) =>
  args
    .map((arg) => {
      if (arg.includes('\n')) return `$'${arg.replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
      return /[\s"'*?&;]/.test(arg) ? `'${arg.replaceAll("'", "'\\''")}'` : arg;
    })
    .join(' ');

async function main(): Promise<void> {
  const db = await createBenchDatabase(serverUrl);
  const dataDir = tempDir('sqlmap');
  const server = await startServer(
    path.join(root, 'apps/api/src/server.ts'),
    port,
    {
      NODE_ENV: 'production',
      METRICS_TOKEN: 'local-run-metrics-token',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      BETTER_AUTH_SECRET: 'sqlmap-secret-that-is-long-enough-for-better-auth',
      PUBLIC_URL: base,
      API_RATE_LIMIT_MAX: highLimit,
      TRACK_RATE_LIMIT_MAX: highLimit,
      NEWSLETTER_RATE_LIMIT_MAX: highLimit,
      LOG_LEVEL: 'fatal',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    '/api/ready',
  );
  let failed = false;
  const lines: string[] = [];
  try {
    const customerEmail = 'sqlmap-customer@example.test';
    const customer = await signUp(base, customerEmail);
    const admin = await signIn(base, 'admin@desh.test', 'admin123');
    const booked = await fetch(`${base}/api/parcels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify(booking),
    });
    const { trackingId } = (await booked.json()) as { trackingId: string };
    const json = ['--headers', 'Content-Type: application/json'];
    const targets: Target[] = [
      { name: 'GET /api/track/:trackingId', args: ['-u', `${base}/api/track/${trackingId}*`] },
      {
        name: 'GET /api/parcels?email=',
        args: [
          '-u',
          `${base}/api/parcels?email=${encodeURIComponent(customerEmail)}`,
          '-p',
          'email',
          '--headers',
          `Authorization: Bearer ${customer}`,
        ],
      },
      {
        name: 'GET /api/users?search= (admin)',
        args: [
          '-u',
          `${base}/api/users?search=sqlmap`,
          '-p',
          'search',
          '--headers',
          `Authorization: Bearer ${admin}`,
        ],
      },
      {
        name: 'GET /api/quote',
        args: [
          '-u',
          `${base}/api/quote?pickupDistrict=dhaka&deliveryDistrict=sylhet&parcelType=small&paymentMethod=cod&codAmount=500`,
        ],
      },
      {
        name: 'POST /api/newsletter (JSON)',
        args: ['-u', `${base}/api/newsletter`, '--data', '{"email":"reader@example.test"}', ...json],
      },
      {
        name: 'POST /api/parcels (JSON)',
        args: [
          '-u',
          `${base}/api/parcels`,
          '--data',
          JSON.stringify(booking),
          '--headers',
          `Content-Type: application/json\nAuthorization: Bearer ${customer}`,
        ],
      },
    ];
    const outputDir = tempDir('sqlmap-out');
    for (const target of targets) {
      const started = Date.now();
      log(`sqlmap: ${target.name}`);
      const result = await runSqlmap(target, outputDir);
      const seconds = Math.round((Date.now() - started) / 1000);
      const found = findings.some((pattern) => pattern.test(result.output));
      const notInjectable = (result.output.match(/does not seem to be injectable/g) ?? []).length;
      const verdict = found
        ? 'INJECTABLE'
        : result.timedOut
          ? `stopped at the ${wallClockSeconds} s limit`
          : result.code === 0 || notInjectable > 0
            ? `nothing found (${notInjectable} parameter checks "not injectable")`
            : `sqlmap exited with ${result.code}`;
      if (found || result.timedOut || (result.code !== 0 && notInjectable === 0)) failed = true;
      if (found) console.error(result.output.slice(-4000));
      const command = `sqlmap ${quoteArgs([...target.args, ...common])}`.replaceAll(
        /Bearer [\w.=/+-]+/g,
        'Bearer <token>',
      );
      lines.push(`- \`${target.name}\`: ${verdict}, ${seconds} s\n  \`${command}\``);
      log(`sqlmap: ${target.name}: ${verdict} (${seconds} s)`);
    }
    fs.rmSync(outputDir, { recursive: true, force: true });
  } finally {
    await server.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const summary = `sqlmap ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC:\n${lines.join('\n')}`;
  console.info(summary);
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, '.tmp/sqlmap-summary.md'), `${summary}\n`);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  writeInjectionLine(
    path.join(root, 'bench/RESULTS.md'),
    `(${failed ? '**FAILED**' : 'passed'}): \`npm run sqlmap\` on ${when} UTC ran sqlmap (--level 3 --risk 2) against ` +
      `${lines.length} targets (track ID, parcels ?email, users ?search, quote, newsletter and booking JSON bodies): ` +
      `${failed ? 'see its output' : 'no injectable parameter'}. Command lines and per-target results: docs/security.md.`,
  );
  if (failed) process.exitCode = 1;
}

await main();
