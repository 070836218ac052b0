// `npm run bench`: load benchmarks against the production server (built JavaScript) on PostgreSQL, with a
// plain Express 5 + pg reference of the signed-in endpoints and pgbench on the booking statement, written
// to bench/RESULTS.md. Never a timed test: the numbers depend on the machine, so they are recorded, not asserted.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, bookParcels, signIn, signUp } from './lib/api.ts';
import { highLimit, raisedLimits, startProductionApi } from './lib/api-server.ts';
import { pgbenchScripts } from './lib/booking-sql.ts';
import { type BenchDatabase, benchServerUrl, createBenchDatabase, insertParcels } from './lib/database.ts';
import { listQueryTimings } from './lib/list-queries.ts';
import {
  envLoadSettings,
  type LoadSettings,
  type Measurement,
  measure,
  measureMedian,
  measureServer,
  median,
  medianOf,
} from './lib/load.ts';
import { type PgbenchResult, pgbench, pgbenchAvailable } from './lib/pgbench.ts';
import {
  cpuProfileFlags,
  freePort,
  memoryOf,
  resetPeakMemory,
  type Server,
  startServer,
} from './lib/processes.ts';
import { machineLines, resultsTable, verdict } from './lib/report.ts';
import { formatNumber, writeApiSection } from './lib/results.ts';
import { addTimelineSteps, countParcels, fillTable } from './lib/seed.ts';
import { runNetworkBench } from './network.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = envLoadSettings;
const bigTable = Number(process.env.BENCH_BIG_ROWS ?? 1_000_000);
// The machine may be shared: every other measurement is repeated this many times and the medians are kept.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// Desh Courier and its comparison alternate this many times; each round's ratio compares runs made seconds apart.
const pairRounds = Number(process.env.BENCH_PAIR_ROUNDS ?? 5);
// BENCH_PROFILE=<dir> writes a V8 CPU profile of the API server there.
const profileDir = process.env.BENCH_PROFILE;
// BENCH_PGLITE=0 leaves out the embedded-database section.
const withPglite = process.env.BENCH_PGLITE !== '0';
// BENCH_NETWORK=0 leaves out the network section (hub scans, receiving a trip: bench/network.ts).
const withNetwork = process.env.BENCH_NETWORK !== '0';
const listCustomerParcels = 10_000;
const trackedParcels = 200;
const bulkSenders = 1_000;
// pgbench gets as many connections as one API process has in its pool.
const poolSize = 10;
const builtServer = path.join(root, 'apps/api/dist/server.js');
const sourceServer = path.join(root, 'apps/api/src/server.ts');

const log = (line: string) => console.info(`[bench] ${line}`);
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
const percent = (value: number) => `${formatNumber(value * 100)} %`;
const times = (value: number) => `${formatNumber(value, 2)}×`;

interface Pair {
  name: string;
  desh: Measurement[];
  reference: Measurement[];
  /** Server CPU time per answered request, µs: what a request costs the process, however busy the machine. */
  deshCpu: number[];
  referenceCpu: number[];
  loads: string[];
}

/** One measured run, with the server process's CPU time per request over its timed part. */
async function measured(
  server: Server,
  cpu: number[],
  name: string,
  url: string,
  load: LoadSettings,
  request: Parameters<typeof measure>[3],
): Promise<Measurement> {
  const { run, cpuPerRequestUs } = await measureServer(server, name, url, load, request);
  cpu.push(cpuPerRequestUs);
  return run;
}

const emptyPair = (name: string): Pair => ({
  name,
  desh: [],
  reference: [],
  deshCpu: [],
  referenceCpu: [],
  loads: [],
});

/** One round of a pair: the same request to Desh Courier, then to the reference, seconds apart. */
async function measurePairRound(
  pair: Pair,
  desh: Server,
  reference: Server,
  path: () => string,
  request: Parameters<typeof measure>[3],
): Promise<void> {
  pair.loads.push(load());
  pair.desh.push(await measured(desh, pair.deshCpu, pair.name, `${desh.url}${path()}`, settings, request));
  pair.reference.push(
    await measured(reference, pair.referenceCpu, pair.name, `${reference.url}${path()}`, settings, request),
  );
}

const ratios = (pair: Pair) =>
  pair.desh.map((run, index) => run.requestsPerSecond / (pair.reference[index]?.requestsPerSecond ?? 1));

async function main(): Promise<void> {
  const servers: Server[] = [];
  let db: BenchDatabase | undefined;
  const stopAll = async () => {
    for (const server of servers.splice(0)) await server.stop();
  };
  process.once('SIGINT', () => {
    void stopAll().finally(() => process.exit(130));
  });
  const secret = crypto.randomBytes(24).toString('hex');

  async function startApi(
    databaseUrl: string | undefined,
    extraEnv: Record<string, string> = {},
    entry = builtServer,
  ): Promise<Server> {
    const server = await startProductionApi({
      root,
      databaseUrl,
      secret,
      entry,
      env: { SEED_DEMO: 'true', ...raisedLimits, ...extraEnv },
      nodeArgs: cpuProfileFlags(profileDir),
    });
    servers.push(server);
    return server;
  }

  try {
    log('building the API (npm run build -w apps/api)');
    execFileSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
    if (!pgbenchAvailable()) {
      throw new Error(
        'pgbench is missing: it comes with PostgreSQL’s client tools (Debian: apt-get install postgresql-client).',
      );
    }
    db = await createBenchDatabase(benchServerUrl);
    log(`database ${db.name}`);
    const [{ version } = { version: 'PostgreSQL' }] = await db.query<{ version: string }>('select version()');
    const header = machineLines(settings, version, highLimit);

    log(
      'bare Fastify, the production server (built), the same with the tracking cache off, and the reference',
    );
    const hello = await startServer(path.join(root, 'bench/hello-server.ts'), await freePort(), {}, '/hello');
    servers.push(hello);
    const api = await startApi(db.url);
    const uncachedApi = await startApi(db.url, { TRACK_CACHE_MS: '0' });
    const reference = await startServer(
      path.join(root, 'bench/reference-server.ts'),
      await freePort(),
      { DATABASE_URL: db.url, BETTER_AUTH_SECRET: secret },
      '/ready',
    );
    servers.push(reference);
    const apiStartupMemory = resetPeakMemory(api);
    resetPeakMemory(uncachedApi);
    resetPeakMemory(reference);

    const customerToken = await signIn(api.url, 'customer@desh.test', 'customer123');
    const trackingIds = await bookParcels(api.url, customerToken, trackedParcels);
    await addTimelineSteps(db);
    const randomTrack = () => ({
      path: `/api/track/${trackingIds[Math.floor(Math.random() * trackingIds.length)]}`,
    });

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
    const listPath = `/api/parcels?email=${encodeURIComponent(listEmail)}`;
    const listRequest = { headers: { authorization: `Bearer ${listToken}` } };
    const bookingRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify(booking),
    };
    const [customer] = await db.query<{ id: string }>(
      "select id from users where email = 'customer@desh.test'",
    );
    const scripts = pgbenchScripts(customer?.id ?? '', 'customer@desh.test');
    const smallQueries = await listQueryTimings(db, listEmail);

    const baselineRuns: Measurement[] = [];
    const trackingRuns: Measurement[] = [];
    const list = emptyPair('`GET /api/parcels?email=` (own list)');
    const uncached = emptyPair('`GET /api/track/:id`, cache off');
    const book = emptyPair('`POST /api/parcels` (booking)');
    const pgbenchStatement: PgbenchResult[] = [];
    const pgbenchTransaction: PgbenchResult[] = [];
    for (let round = 1; round <= pairRounds; round += 1) {
      log(`round ${round} of ${pairRounds} (load average ${load()})`);
      baselineRuns.push(await measure('Baseline: bare Fastify `GET /hello`', `${hello.url}/hello`, settings));
      trackingRuns.push(
        await measure('`GET /api/track/:trackingId`', `${api.url}${randomTrack().path}`, settings, {
          next: randomTrack,
        }),
      );
      await measurePairRound(list, api, reference, () => listPath, listRequest);
      await measurePairRound(uncached, uncachedApi, reference, () => randomTrack().path, {
        next: randomTrack,
      });
      await measurePairRound(book, api, reference, () => '/api/parcels', bookingRequest);
      pgbenchStatement.push(pgbench(db.url, scripts.statement, poolSize, settings.durationSeconds));
      pgbenchTransaction.push(pgbench(db.url, scripts.transaction, poolSize, settings.durationSeconds));
    }
    const apiMemory = memoryOf(api);
    const uncachedMemory = memoryOf(uncachedApi);
    const referenceMemory = memoryOf(reference);
    await hello.stop();
    await reference.stop();
    await uncachedApi.stop();

    log(`listing again with ${formatNumber(bigTable)} parcels in the table`);
    const bigCount = await fillTable(db, bigTable, bulkSenders, (rows) =>
      log(`  ${formatNumber(rows)} parcels`),
    );
    const bigQueries = await listQueryTimings(db, listEmail);
    const listBig = (
      await measureMedian(
        rounds,
        `\`GET /api/parcels?email=\` (10 k own, ${formatNumber(bigCount)} in table)`,
        `${api.url}${listPath}`,
        settings,
        listRequest,
      )
    ).median;
    await stopAll();

    log('start-up to /api/ready: built JavaScript and TypeScript through tsx, three each, alternating');
    const startups: { built: number[]; tsx: number[] } = { built: [], tsx: [] };
    for (let run = 0; run < 3; run += 1) {
      for (const [kind, entry] of [
        ['built', builtServer],
        ['tsx', sourceServer],
      ] as const) {
        const server = await startApi(db.url, {}, entry);
        startups[kind].push(server.readyMs);
        await server.stop();
        servers.splice(servers.indexOf(server), 1);
      }
    }

    let pgliteRows: Measurement[] = [];
    let pgliteMemory = { rssMb: 0, peakMb: 0 };
    if (withPglite) {
      log('the same endpoints on embedded PGlite (no DATABASE_URL)');
      const embedded = await startApi(undefined, { TRACK_CACHE_MS: '0' });
      const token = await signIn(embedded.url, 'customer@desh.test', 'customer123');
      const ids = await bookParcels(embedded.url, token, trackedParcels);
      const pick = () => ({ path: `/api/track/${ids[Math.floor(Math.random() * ids.length)]}` });
      const ownList = `/api/parcels?email=${encodeURIComponent('customer@desh.test')}`;
      const auth = { headers: { authorization: `Bearer ${token}` } };
      pgliteRows = [
        (
          await measureMedian(
            rounds,
            '`GET /api/track/:id`, cache off',
            `${embedded.url}${pick().path}`,
            settings,
            { next: pick },
          )
        ).median,
        (
          await measureMedian(
            rounds,
            '`POST /api/parcels` (booking)',
            `${embedded.url}/api/parcels`,
            settings,
            { ...bookingRequest, headers: { ...bookingRequest.headers, authorization: `Bearer ${token}` } },
          )
        ).median,
        (
          await measureMedian(
            rounds,
            '`GET /api/parcels?email=` (own list, page of 20)',
            `${embedded.url}${ownList}`,
            settings,
            auth,
          )
        ).median,
      ];
      pgliteMemory = memoryOf(embedded);
      await stopAll();
    }

    const baseline = medianOf(baselineRuns);
    const tracking = medianOf(trackingRuns);
    const trackingShares = baselineRuns.map(
      (run, index) => (trackingRuns[index]?.requestsPerSecond ?? 0) / run.requestsPerSecond,
    );
    const trackingShare = median(trackingShares);
    const listRatio = median(ratios(list));
    const uncachedRatio = median(ratios(uncached));
    const bookRatio = median(ratios(book));
    const bookShares = book.desh.map(
      (run, index) => run.requestsPerSecond / (pgbenchStatement[index]?.tps ?? 1),
    );
    const bookShare = median(bookShares);
    const listDesh = medianOf(list.desh);
    const listSmallVsBig = listDesh.requestsPerSecond / listBig.requestsPerSecond;

    const pairTable = (pairs: Pair[]) => [
      '| Endpoint | round | load avg | Desh Courier req/s (p99 ms) | reference req/s (p99 ms) | Desh ÷ reference | server CPU µs per request, Desh / reference |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...pairs.flatMap((pair) =>
        pair.desh.map((run, index) => {
          const other = pair.reference[index];
          return `| ${pair.name} | ${index + 1} | ${pair.loads[index]} | ${formatNumber(run.requestsPerSecond)} (${run.p99}) | ${formatNumber(other?.requestsPerSecond ?? 0)} (${other?.p99 ?? 0}) | ${times(ratios(pair)[index] ?? 0)} | ${formatNumber(pair.deshCpu[index] ?? 0)} / ${formatNumber(pair.referenceCpu[index] ?? 0)} |`;
        }),
      ),
    ];
    const body = [
      header,
      '- Desh Courier runs as built JavaScript (`apps/api/dist/server.js`, `npm run build`). The reference is',
      '  `bench/reference-server.ts`: Express 5 + pg, one pool of 10, hand-written SQL, the session looked up by token',
      '  joined to users on every request, no cache, no rate limit. Both read the same database and rows.',
      `- pgbench: ${poolSize} clients (one API process's pool), prepared statements, ${settings.durationSeconds} s per run.`,
      '',
      '### Signed-in endpoints against the reference (paired rounds)',
      '',
      ...pairTable([list, book, uncached]),
      '',
      '| Booking round | Desh Courier req/s | pgbench, Desh’s statement (tps) | pgbench, reference’s BEGIN…COMMIT (tps) | Desh ÷ pgbench (statement) |',
      '| ---: | ---: | ---: | ---: | ---: |',
      ...book.desh.map(
        (run, index) =>
          `| ${index + 1} | ${formatNumber(run.requestsPerSecond)} | ${formatNumber(pgbenchStatement[index]?.tps ?? 0)} | ${formatNumber(pgbenchTransaction[index]?.tps ?? 0)} | ${percent(bookShares[index] ?? 0)} |`,
      ),
      '',
      'Targets (medians of the per-round ratios):',
      `- Own list ≥ 2× the reference: ${times(listRatio)} (${verdict(listRatio >= 2)}); p99 < 50 ms: ${listDesh.p99} ms (${verdict(listDesh.p99 < 50)}).`,
      `- Booking ≥ 1.5× the reference: ${times(bookRatio)} (${verdict(bookRatio >= 1.5)}); ≥ 50 % of pgbench on the same statement: ${percent(bookShare)} (${verdict(bookShare >= 0.5)}).`,
      `- Tracking with the cache off ≥ 1.5× the reference: ${times(uncachedRatio)} (${verdict(uncachedRatio >= 1.5)}).`,
      `- Tracking with the cache on ≥ 50 % of bare Fastify: ${percent(trackingShare)} (${verdict(trackingShare >= 0.5)}; rounds ${trackingShares.map(percent).join(', ')}); p99 ${tracking.p99} ms.`,
      `- Errors: ${[...list.desh, ...book.desh, ...uncached.desh, ...trackingRuns].every((run) => run.failures === 0) ? 'none in any Desh Courier run' : 'see the table below'}.`,
      '',
      '### Every endpoint (medians of their own)',
      '',
      resultsTable(
        [baseline, tracking, medianOf(uncached.desh), medianOf(book.desh), listDesh, listBig],
        baseline,
      ),
      '',
      "The list endpoint's two statements, timed inside PostgreSQL (EXPLAIN ANALYZE, median of 30):",
      '',
      '| Parcels in table | page of 20 ms | count (capped at 10 k) ms | page plan |',
      '| ---: | ---: | ---: | --- |',
      `| ${formatNumber(smallTable)} | ${smallQueries.page.medianMs.toFixed(2)} | ${smallQueries.count.medianMs.toFixed(2)} | ${smallQueries.page.plan} |`,
      `| ${formatNumber(bigCount)} | ${bigQueries.page.medianMs.toFixed(2)} | ${bigQueries.count.medianMs.toFixed(2)} | ${bigQueries.page.plan} |`,
      `Listing with 10 k vs ${formatNumber(bigCount)} parcels in the table within 2×: ${times(listSmallVsBig)} (${verdict(listSmallVsBig <= 2 && listSmallVsBig >= 0.5)}).`,
      '',
      '### Start-up and memory',
      '',
      `- Start-up to the first 200 from \`/api/ready\` (migrations checked, demo accounts present), PostgreSQL: built JavaScript ${startups.built.map((ms) => `${formatNumber(ms)} ms`).join(', ')} (median ${formatNumber(median(startups.built))}); TypeScript through tsx ${startups.tsx.map((ms) => `${formatNumber(ms)} ms`).join(', ')} (median ${formatNumber(median(startups.tsx))}).`,
      `- Resident memory after all paired rounds (now / peak under load): API ${formatNumber(apiMemory.rssMb)} / ${formatNumber(apiMemory.peakMb)} MB (${verdict(apiMemory.peakMb <= 200)} ≤ 200 MB); API with the tracking cache off ${formatNumber(uncachedMemory.rssMb)} / ${formatNumber(uncachedMemory.peakMb)} MB; reference ${formatNumber(referenceMemory.rssMb)} / ${formatNumber(referenceMemory.peakMb)} MB. The peaks count from the end of start-up; the API's own start-up (migrations, seeding the demo business, its scrypt password hashes) peaked at ${formatNumber(apiStartupMemory.peakMb)} MB and left ${formatNumber(apiStartupMemory.rssMb)} MB.`,
      '',
      ...(withPglite
        ? [
            '### Embedded PGlite (no DATABASE_URL, the quick-start default)',
            '',
            resultsTable(pgliteRows, baseline),
            '',
            `One process with PostgreSQL 18 compiled to WebAssembly inside it: every query runs on the server's own thread, one at a time. The list customer here owns the parcels booked above (a few thousand), not 10 k. Resident memory after the runs: ${formatNumber(pgliteMemory.rssMb)} MB (peak ${formatNumber(pgliteMemory.peakMb)} MB).`,
            '',
          ]
        : []),
      `Tracking asks for one of ${trackedParcels} parcels (four-step timelines) at random. The list customer owns ${formatNumber(listCustomerParcels)} parcels;`,
      `the big table adds parcels of ${formatNumber(bulkSenders)} other senders. Bookings accumulate over the rounds.`,
    ].join('\n');
    writeApiSection(path.join(root, 'bench/RESULTS.md'), body);
    console.info(`\n${body}\n`);
    if (withNetwork) {
      log('the network: hub scans at 100 scanners, receiving a trip (bench/network.ts)');
      console.info(`\n${await runNetworkBench({ serverUrl: benchServerUrl, secret, withPglite })}\n`);
    }
  } finally {
    await stopAll();
    await db?.drop();
  }
}

await main();
