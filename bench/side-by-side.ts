// `npm run bench:side-by-side -- --base <worktree>`: `npm run bench`'s booking, own-list and tracking
// (cache off) runs against two builds at once, this checkout and another worktree (say main's), each with
// its own fresh database on the same PostgreSQL, alternating which goes first each round. Both must be
// built (`npm run build -w apps/api` in each). Prints each round's figures and the ratio of this build
// to the base with their spread; server and database CPU per request come from /proc. Never a timed test.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, bookParcels, signIn, signUp } from './lib/api.ts';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import {
  type BenchDatabase,
  benchServerUrl,
  createBenchDatabase,
  followPostgresCpu,
  insertParcels,
} from './lib/database.ts';
import { envLoadSettings, measureServer } from './lib/load.ts';
import type { Server } from './lib/processes.ts';
import { formatNumber } from './lib/results.ts';
import { addTimelineSteps } from './lib/seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const baseRoot = option('base');
if (!baseRoot) throw new Error('Name the other build: --base <worktree>');
const rounds = Number(option('rounds') ?? 3);
/** Which of the three to run (`--benches booking`), all by default. */
const benches = (option('benches') ?? 'booking,list,tracking').split(',');
const listCustomerParcels = 10_000;
const trackedParcels = 200;
const log = (line: string) => console.info(`[side-by-side] ${line}`);

interface Side {
  name: string;
  db: BenchDatabase;
  api: Server;
  uncached: Server;
  runs: Record<string, Array<{ rps: number; p99: number; serverUs: number; databaseUs: number }>>;
  requests: Record<string, { path: () => string; request: Parameters<typeof measureServer>[4] }>;
}

async function prepareSide(name: string, checkout: string, secret: string): Promise<Side> {
  const db = await createBenchDatabase(benchServerUrl);
  const env = { SEED_DEMO: 'true', ...raisedLimits };
  const api = await startProductionApi({ root: checkout, databaseUrl: db.url, secret, env });
  const uncached = await startProductionApi({
    root: checkout,
    databaseUrl: db.url,
    secret,
    env: { ...env, TRACK_CACHE_MS: '0' },
  });
  const token = await signIn(api.url, 'customer@desh.test', 'customer123');
  const trackingIds = await bookParcels(api.url, token, trackedParcels);
  await addTimelineSteps(db);
  const listEmail = `bench-list-${Date.now()}@bench.test`;
  const listToken = await signUp(api.url, listEmail);
  const [listUser] = await db.query<{ id: string }>('select id from users where email = $1', [listEmail]);
  if (!listUser) throw new Error('the list customer was not created');
  await insertParcels(db, {
    count: listCustomerParcels,
    firstIndex: 1,
    prefix: '8',
    senderSql: `'${listUser.id}'`,
    emailSql: `'${listEmail}'`,
  });
  await db.query('vacuum analyze parcels');
  const randomTrack = () => ({
    path: `/api/track/${trackingIds[Math.floor(Math.random() * trackingIds.length)]}`,
  });
  return {
    name,
    db,
    api,
    uncached,
    runs: { booking: [], list: [], tracking: [] },
    requests: {
      booking: {
        path: () => '/api/parcels',
        request: {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(booking),
        },
      },
      list: {
        path: () => `/api/parcels?email=${encodeURIComponent(listEmail)}`,
        request: { headers: { authorization: `Bearer ${listToken}` } },
      },
      tracking: { path: () => randomTrack().path, request: { next: randomTrack } },
    },
  };
}

async function measureSide(side: Side, bench: string): Promise<void> {
  const server = bench === 'tracking' ? side.uncached : side.api;
  const { path: at, request } = side.requests[bench] ?? { path: () => '/', request: {} };
  const database = await followPostgresCpu(side.db, 2_000);
  const { run, cpuPerRequestUs } = await measureServer(
    server,
    bench,
    `${server.url}${at()}`,
    envLoadSettings,
    request,
  );
  // The database's CPU over the warm-up and the timed run, per request of the timed run (an upper bound).
  const databaseSeconds = await database.stop();
  if (run.failures > 0) throw new Error(`${side.name} ${bench}: ${run.detail}`);
  const entry = {
    rps: run.requestsPerSecond,
    p99: run.p99,
    serverUs: cpuPerRequestUs,
    databaseUs: (databaseSeconds * 1e6) / Math.max(1, run.total),
  };
  side.runs[bench]?.push(entry);
  log(
    `${bench} ${side.name}: ${formatNumber(entry.rps)} req/s, p99 ${entry.p99} ms, server ${Math.round(entry.serverUs)} µs, database ≤ ${Math.round(entry.databaseUs)} µs a request (load ${os.loadavg()[0]?.toFixed(1)})`,
  );
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${mid.toFixed(2)} (${sorted[0]?.toFixed(2)}–${sorted.at(-1)?.toFixed(2)})`;
};

async function main(): Promise<void> {
  const secret = crypto.randomBytes(24).toString('hex');
  const sides: Side[] = [];
  try {
    sides.push(await prepareSide('base', path.resolve(baseRoot as string), secret));
    sides.push(await prepareSide('this', root, secret));
    const [base, current] = sides as [Side, Side];
    for (let round = 1; round <= rounds; round += 1) {
      const order = round % 2 === 1 ? [base, current] : [current, base];
      log(`round ${round} of ${rounds}: ${order.map((side) => side.name).join(', then ')}`);
      for (const bench of benches) {
        for (const side of order) await measureSide(side, bench);
      }
    }
    console.info(
      '\n| bench | round | base req/s | this req/s | this ÷ base | server + database µs a request, base / this |',
    );
    console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const bench of benches) {
      const a = base.runs[bench] ?? [];
      const b = current.runs[bench] ?? [];
      a.forEach((run, index) => {
        const other = b[index];
        if (!other) return;
        console.info(
          `| ${bench} | ${index + 1} | ${formatNumber(run.rps)} | ${formatNumber(other.rps)} | ${(other.rps / run.rps).toFixed(2)} | ${Math.round(run.serverUs + run.databaseUs)} / ${Math.round(other.serverUs + other.databaseUs)} |`,
        );
      });
      const ratios = a.map((run, index) => (b[index]?.rps ?? 0) / run.rps);
      const cpu = a.map(
        (run, index) =>
          ((b[index]?.serverUs ?? 0) + (b[index]?.databaseUs ?? 0)) / (run.serverUs + run.databaseUs),
      );
      console.info(
        `${bench}: this ÷ base, req/s median ${spread(ratios)}; CPU a request median ${spread(cpu)}`,
      );
    }
  } finally {
    for (const side of sides) {
      await side.api.stop();
      await side.uncached.stop();
      await side.db.drop();
    }
  }
}

await main();
