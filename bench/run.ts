// `npm run bench`: load benchmarks against the production server on PostgreSQL, written to bench/RESULTS.md.
// Never a timed test: the numbers depend on the machine, so they are recorded, not asserted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, bookParcels, signIn, signUp } from './lib/api.ts';
import { type BenchDatabase, createBenchDatabase, insertParcels } from './lib/database.ts';
import { listQueryTimings } from './lib/list-queries.ts';
import { type LoadSettings, type Measurement, measure, measureMedian, median, medianOf } from './lib/load.ts';
import { freePort, type Server, startServer } from './lib/processes.ts';
import { machineLines, resultsTable, verdict } from './lib/report.ts';
import { formatNumber, writeApiSection } from './lib/results.ts';
import { addTimelineSteps, countParcels, fillTable } from './lib/seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
};
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const bigTable = Number(process.env.BENCH_BIG_ROWS ?? 1_000_000);
// The machine may be shared: every other measurement is repeated this many times and the medians are kept.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// Baseline and tracking alternate this many times; each round's ratio compares two runs made seconds apart.
const pairRounds = Number(process.env.BENCH_PAIR_ROUNDS ?? 5);
// BENCH_PROFILE=<dir> writes a V8 CPU profile of the API server there.
const profileDir = process.env.BENCH_PROFILE;
const listCustomerParcels = 10_000;
const trackedParcels = 200;
const bulkSenders = 1_000;
// Rate limits are raised for the run (they would turn a load test into a 429 test); the limiters still run.
const highLimit = '1000000000';

const log = (line: string) => console.info(`[bench] ${line}`);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-bench-'));
  const servers: Server[] = [];
  let db: BenchDatabase | undefined;
  const stopAll = async () => {
    for (const server of servers.splice(0)) await server.stop();
  };
  process.once('SIGINT', () => {
    void stopAll().finally(() => process.exit(130));
  });

  async function startApi(database: BenchDatabase, extraEnv: Record<string, string> = {}): Promise<Server> {
    const port = await freePort();
    const server = await startServer(
      path.join(root, 'apps/api/src/server.ts'),
      port,
      {
        NODE_ENV: 'production',
        METRICS_TOKEN: 'local-run-metrics-token',
        BETTER_AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        AUTH_RATE_LIMIT_MAX: highLimit,
        API_RATE_LIMIT_MAX: highLimit,
        TRACK_RATE_LIMIT_MAX: highLimit,
        ...extraEnv,
      },
      '/api/health',
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    );
    servers.push(server);
    return server;
  }

  try {
    db = await createBenchDatabase(serverUrl);
    log(`database ${db.name}`);
    const [{ version } = { version: 'PostgreSQL' }] = await db.query<{ version: string }>('select version()');
    const header = machineLines(settings, version, highLimit);

    log('baseline (bare Fastify hello world) and the production server');
    const hello = await startServer(path.join(root, 'bench/hello-server.ts'), await freePort(), {}, '/hello');
    servers.push(hello);
    const api = await startApi(db);
    const customerToken = await signIn(api.url, 'customer@desh.test', 'customer123');
    const trackingIds = await bookParcels(api.url, customerToken, trackedParcels);
    await addTimelineSteps(db);
    const randomTrack = () => ({
      path: `/api/track/${trackingIds[Math.floor(Math.random() * trackingIds.length)]}`,
    });

    const baselineRuns: Measurement[] = [];
    const trackingRuns: Measurement[] = [];
    for (let round = 1; round <= pairRounds; round += 1) {
      log(`round ${round} of ${pairRounds}: baseline, then tracking (${trackedParcels} parcels at random)`);
      baselineRuns.push(await measure('Baseline: bare Fastify `GET /hello`', `${hello.url}/hello`, settings));
      trackingRuns.push(
        await measure('`GET /api/track/:trackingId`', `${api.url}${randomTrack().path}`, settings, {
          next: randomTrack,
        }),
      );
    }
    const baseline = medianOf(baselineRuns);
    const tracking = medianOf(trackingRuns);
    await hello.stop();

    log(`listing: a customer with ${formatNumber(listCustomerParcels)} parcels`);
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
    const smallTable = await countParcels(db);
    const listUrl = `${api.url}/api/parcels?email=${encodeURIComponent(listEmail)}`;
    const listRequest = { headers: { authorization: `Bearer ${listToken}` } };
    const smallQueries = await listQueryTimings(db, listEmail);
    const listSmall = (
      await measureMedian(
        rounds,
        `\`GET /api/parcels?email=\` (10 k own, ${formatNumber(smallTable)} in table)`,
        listUrl,
        settings,
        listRequest,
      )
    ).median;

    log('booking: authenticated POST /api/parcels');
    const booked = await measure('`POST /api/parcels` (bearer token)', `${api.url}/api/parcels`, settings, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify(booking),
    });

    log(`listing again with ${formatNumber(bigTable)} parcels in the table`);
    const bigCount = await fillTable(db, bigTable, bulkSenders, (rows) =>
      log(`  ${formatNumber(rows)} parcels`),
    );
    const bigQueries = await listQueryTimings(db, listEmail);
    const listBig = (
      await measureMedian(
        rounds,
        `\`GET /api/parcels?email=\` (10 k own, ${formatNumber(bigCount)} in table)`,
        listUrl,
        settings,
        listRequest,
      )
    ).median;
    await stopAll();

    log('tracking again with the lookup cache turned off (TRACK_CACHE_MS=0)');
    const uncachedApi = await startApi(db, { TRACK_CACHE_MS: '0' });
    const uncached = (
      await measureMedian(
        rounds,
        '`GET /api/track/:trackingId`, cache off',
        `${uncachedApi.url}${randomTrack().path}`,
        settings,
        { next: randomTrack },
      )
    ).median;
    await stopAll();

    const roundLines = baselineRuns.map(
      (run, index) =>
        `- round ${index + 1}: baseline ${formatNumber(run.requestsPerSecond)} req/s (p99 ${run.p99} ms), tracking ${formatNumber(trackingRuns[index]?.requestsPerSecond ?? 0)} req/s (p99 ${trackingRuns[index]?.p99 ?? 0} ms)`,
    );
    const rows = [baseline, tracking, uncached, booked, listSmall, listBig];
    // Paired: a neighbour's burst on a shared machine slows one round's baseline and tracking alike.
    const roundShares = baselineRuns.map(
      (run, index) => (trackingRuns[index]?.requestsPerSecond ?? 0) / run.requestsPerSecond,
    );
    const trackingShare = median(roundShares);
    const listRatio = listSmall.requestsPerSecond / listBig.requestsPerSecond;
    const body = [
      header,
      '',
      resultsTable(rows, baseline),
      '',
      `Each figure is a median on its own: of ${pairRounds} alternating runs for baseline and tracking, of ${rounds} runs for the others.`,
      'Baseline and tracking, round by round:',
      ...roundLines,
      `- tracking ÷ baseline per round: ${roundShares.map((share) => `${formatNumber(share * 100)} %`).join(', ')}; median ${formatNumber(trackingShare * 100)} % (the target below uses this paired median)`,
      '',
      "The list endpoint's two statements, timed inside PostgreSQL (EXPLAIN ANALYZE, median of 30):",
      '',
      '| Parcels in table | page of 20 ms | count (capped at 10 k) ms | page plan |',
      '| ---: | ---: | ---: | --- |',
      `| ${formatNumber(smallTable)} | ${smallQueries.page.medianMs.toFixed(2)} | ${smallQueries.count.medianMs.toFixed(2)} | ${smallQueries.page.plan} |`,
      `| ${formatNumber(bigCount)} | ${bigQueries.page.medianMs.toFixed(2)} | ${bigQueries.count.medianMs.toFixed(2)} | ${bigQueries.page.plan} |`,
      '',
      'Targets:',
      `- Tracking lookup ≥ 50 % of the baseline's req/s: ${formatNumber(trackingShare * 100)} % (${verdict(trackingShare >= 0.5)}); p99 < 25 ms at ${settings.connections} connections: ${tracking.p99} ms (${verdict(tracking.p99 < 25)}).`,
      `- Booking without errors at ${settings.connections} connections: ${booked.failures === 0 ? 'no errors' : booked.detail} (${verdict(booked.failures === 0)}).`,
      `- Listing with 10 k vs ${formatNumber(bigCount)} parcels in the table within 2×: ${formatNumber(listRatio, 2)}× (${verdict(listRatio <= 2 && listRatio >= 0.5)}).`,
      '',
      `Tracking asks for one of ${trackedParcels} parcels (four-step timelines) at random. Each process keeps lookups for`,
      'TRACK_CACHE_MS (5 s) and drops one the moment LISTEN/NOTIFY reports a change to that parcel; the "cache off" row is',
      `the same lookup reading PostgreSQL every time. The list customer owns ${formatNumber(listCustomerParcels)} parcels in both list runs;`,
      `the big table adds parcels of ${formatNumber(bulkSenders)} other senders.`,
    ].join('\n');
    writeApiSection(path.join(root, 'bench/RESULTS.md'), body);
    console.info(`\n${body}\n`);
  } finally {
    await stopAll();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
