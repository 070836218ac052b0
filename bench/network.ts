// `npm run bench:network` (and a section of `npm run bench`): hub scans under 100 concurrent scanners on
// PostgreSQL and on embedded PGlite, and a hub receiving a whole trip (20 bags × 50 parcels). Data is
// prepared in SQL (PGlite: through the API, its database lives inside the server); what is timed goes
// through the HTTP API of the production server (built JavaScript). Recorded in bench/RESULTS.md.
// `npm run bench:network -- --only trip [--runs 3] [--cpu-prof-dir DIR]`: only the trip receive, repeated,
// printed and not recorded (with a V8 CPU profile of the server written into DIR when it stops);
// `--only pglite [--cpu-prof-dir DIR]`: only the scans on PGlite, printed and not recorded.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, signIn } from './lib/api.ts';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import {
  type BenchDatabase,
  benchServerUrl,
  createBenchDatabase,
  followPostgresCpu,
  type PostgresCpuFollower,
} from './lib/database.ts';
import { inPool, Latencies, timed } from './lib/latency.ts';
import { type Measurement, measureAmount } from './lib/load.ts';
import {
  type Account,
  benchTrackingId,
  hubStaffAccount,
  insertPickedUp,
  insertTripOnTheRoad,
  sessionCachePassed,
} from './lib/network.ts';
import { cpuMsOf, cpuProfileFlags, type Server } from './lib/processes.ts';
import { verdict } from './lib/report.ts';
import { formatNumber, writeSection } from './lib/results.ts';
import { runScanners, type ScannerRunOptions } from './lib/scanners.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const heading = '## Network: hub scans and receiving a trip';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Scans per timed run (each a different parcel); PGlite's parcels are booked through the API, so fewer. */
const postgresScans = Number(process.env.BENCH_SCANS ?? 10_000);
const pgliteScans = Number(process.env.BENCH_PGLITE_SCANS ?? 2_000);
const warmUp = 1_000;
const tripBags = 20;
const bagSize = 50;
/** Operators receiving the trip together in the second run (the bags shared between them). */
const crew = 4;
const scanP99Goal = 50;
/** A person with a scanner: about one scan a second (the paced run; the other is as fast as answers come). */
const scansPerScanner = 1;
const tripGoalSeconds = 5;

const log = (line: string) => console.info(`[bench:network] ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const demo = {
  hub: ['hub@desh.test', 'hub12345'],
  rider: ['rider@desh.test', 'rider123'],
  customer: ['customer@desh.test', 'customer123'],
} as const;
const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

type ScanMeasurement = Measurement & {
  max?: number;
  cpuMsPerScan: number;
  postgresMsPerScan: number | undefined;
};

/**
 * `receive` scans of distinct picked-up parcels at their origin hub (Mirpur), 100 scanners at once, with
 * the CPU time per scan of the server (and of its PostgreSQL backends when `db` is given). Without
 * `pace` every connection scans again the moment it is answered (autocannon); with it each scanner
 * scans once a second (bench/lib/scanners.ts), at its own moment or all together.
 */
async function measureScans(
  server: Server,
  token: string,
  trackingIds: (n: number) => string,
  amount: number,
  options: { db?: BenchDatabase; first: number; pace?: ScannerRunOptions['phase'] },
): Promise<ScanMeasurement> {
  const { db } = options;
  const url = `${server.url}/api/network/hubs/dhk-mir/scans`;
  const scanBody = (n: number) =>
    JSON.stringify({
      code: trackingIds(n),
      action: 'receive',
      scanId: crypto.randomUUID(),
      deviceId: `bench-scanner-${n % connections}`,
    });
  let cpuBefore = 0;
  let postgresCpu: PostgresCpuFollower | undefined;
  const startClock = async () => {
    cpuBefore = cpuMsOf(server);
    if (db) postgresCpu = await followPostgresCpu(db);
  };
  let run: Measurement & { max?: number };
  if (options.pace) {
    await startClock();
    const paced = await runScanners({
      url,
      scanners: connections,
      perSecond: scansPerScanner,
      amount,
      headers: auth(token),
      body: (n) => scanBody(options.first - 1 + n),
      phase: options.pace,
    });
    run = {
      name: 'paced scans',
      requestsPerSecond: paced.requestsPerSecond,
      p50: paced.p50,
      p99: paced.p99,
      max: paced.max,
      total: paced.total,
      failures: paced.failures,
      detail: paced.detail,
    };
  } else {
    let n = options.first - 1;
    run = await measureAmount(
      '`POST /api/network/hubs/:hubId/scans` (receive from the pickup rider)',
      url,
      { connections, amount, warmUp: options.first === 1 ? warmUp : 0 },
      () => {
        n += 1;
        return { body: scanBody(n) };
      },
      { method: 'POST', headers: auth(token) },
      startClock,
    );
  }
  const scans = Math.max(1, run.total);
  return {
    ...run,
    cpuMsPerScan: (cpuMsOf(server) - cpuBefore) / scans,
    postgresMsPerScan: postgresCpu ? ((await postgresCpu.stop()) * 1000) / scans : undefined,
  };
}

async function scansOnPostgres(db: BenchDatabase, server: Server) {
  const token = await signIn(server.url, ...demo.hub);
  const [rider] = await db.query<{ id: string }>(
    `select r.id from riders r join users u on u.id = r.user_id where u.email = $1`,
    [demo.rider[0]],
  );
  const [sender] = await db.query<{ id: string }>('select id from users where email = $1', [
    demo.customer[0],
  ]);
  if (!rider || !sender) throw new Error('the demo accounts are missing');
  log(`${formatNumber(3 * postgresScans + warmUp)} parcels picked up in Mirpur for Rangpur (SQL)`);
  await insertPickedUp(
    db,
    {
      prefix: 'scan',
      digit: '5',
      count: 3 * postgresScans + warmUp,
      senderId: sender.id,
      senderEmail: demo.customer[0],
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
      deliveryUpazila: null,
    },
    rider.id,
  );
  await db.query('vacuum analyze parcels, parcel_custody, parcel_routes');
  log(`${connections} scanners, ${formatNumber(postgresScans)} scans (load average ${loadAverage()})`);
  const trackingId = (n: number) => benchTrackingId('5', n);
  const run = await measureScans(server, token, trackingId, postgresScans, { db, first: 1 });
  log(`${connections} scanners at ${scansPerScanner} scan a second each (load average ${loadAverage()})`);
  const paced = await measureScans(server, token, trackingId, postgresScans, {
    db,
    first: warmUp + postgresScans + 1,
    pace: 'independent',
  });
  log(`${connections} scanners at ${scansPerScanner} scan a second, all in the same millisecond`);
  const burst = await measureScans(server, token, trackingId, postgresScans, {
    db,
    first: warmUp + 2 * postgresScans + 1,
    pace: 'together',
  });
  const [received] = await db.query<{ scans: string; moved: string }>(
    `select (select count(*) from scan_events where action = 'receive' and hub_id = 'dhk-mir') as scans,
       (select count(*) from parcel_custody where holder_kind = 'hub' and hub_id = 'dhk-mir') as moved`,
  );
  return { run, paced, burst, scans: Number(received?.scans ?? 0), moved: Number(received?.moved ?? 0) };
}

/** PGlite's database is inside the server process: its parcels are booked, assigned and picked up through the API. */
async function scansOnPglite(secret: string, profileDir?: string) {
  const server = await startProductionApi({
    root,
    databaseUrl: undefined,
    secret,
    env: { SEED_DEMO: 'true', ...raisedLimits },
    nodeArgs: cpuProfileFlags(profileDir),
  });
  try {
    const hub = await signIn(server.url, ...demo.hub);
    const rider = await signIn(server.url, ...demo.rider);
    const customer = await signIn(server.url, ...demo.customer);
    const prep = new Latencies();
    const count = 3 * pgliteScans + warmUp;
    log(`PGlite: booking ${formatNumber(count)} parcels in Mirpur for Rangpur through the API`);
    const parcels: { id: string; trackingId: string }[] = [];
    await inPool(
      Array.from({ length: count }, (_, index) => index),
      10,
      async () => {
        const booked = await timed<{ _id: string; trackingId: string }>(
          prep,
          'book',
          {
            method: 'POST',
            url: `${server.url}/api/parcels`,
            headers: auth(customer),
            body: {
              ...booking,
              pickupUpazila: 'mirpur',
              deliveryDistrict: 'rangpur',
              receiverPhone: '01712345678',
            },
          },
          201,
        );
        if (booked) parcels.push({ id: booked._id, trackingId: booked.trackingId });
      },
    );
    const work = await timed<{ riders: { id: string }[] }>(prep, 'work', {
      url: `${server.url}/api/network/hubs/dhk-mir/work`,
      headers: auth(hub),
    });
    const riderId = work?.riders[0]?.id;
    if (!riderId) throw new Error(`PGlite: no rider at Mirpur (${prep.failureSamples().join('; ')})`);
    for (let start = 0; start < parcels.length; start += 500) {
      await timed(prep, 'assign', {
        method: 'POST',
        url: `${server.url}/api/network/hubs/dhk-mir/assign`,
        headers: auth(hub),
        body: { riderId, parcelIds: parcels.slice(start, start + 500).map((parcel) => parcel.id) },
      });
    }
    await inPool(parcels, 10, async (parcel) => {
      await timed(prep, 'pickup', {
        method: 'PATCH',
        url: `${server.url}/api/parcels/${parcel.id}/status`,
        headers: auth(rider),
        body: { status: 'picked_up' },
      });
    });
    if (prep.errorCount > 0)
      throw new Error(`PGlite preparation failed: ${prep.failureSamples().join('; ')}`);
    log(
      `PGlite: ${connections} scanners, ${formatNumber(pgliteScans)} scans (load average ${loadAverage()})`,
    );
    const trackingId = (n: number) => parcels[n - 1]?.trackingId ?? 'DSH-0000000000000';
    const run = await measureScans(server, hub, trackingId, pgliteScans, { first: 1 });
    const paced = await measureScans(server, hub, trackingId, pgliteScans, {
      first: warmUp + pgliteScans + 1,
      pace: 'independent',
    });
    const burst = await measureScans(server, hub, trackingId, pgliteScans, {
      first: warmUp + 2 * pgliteScans + 1,
      pace: 'together',
    });
    return { run, paced, burst };
  } finally {
    await server.stop();
  }
}

interface TripRun {
  operators: number;
  seconds: number;
  /** CPU seconds the server and its database backends spent on the timed part. */
  serverCpu: number;
  postgresCpu: number;
  latencies: Latencies;
  received: number;
  missing: number;
}

/** A hub (Rangpur) receiving one trip from the sorting centre: the bags, their parcels, the reconciliation. */
async function receiveTrip(
  db: BenchDatabase,
  server: Server,
  options: { prefix: string; digit: string; operators: number; senderId: string },
): Promise<TripRun> {
  const staff: Account[] = [];
  for (let index = 0; index < options.operators; index += 1) {
    staff.push(await hubStaffAccount(server.url, db, 'rng', 'operator'));
  }
  const [sorter] = await db.query<{ id: string }>(`select id from users where email = $1`, [demo.hub[0]]);
  const { tripId, bagCodes } = await insertTripOnTheRoad(
    db,
    {
      prefix: options.prefix,
      digit: options.digit,
      senderId: options.senderId,
      senderEmail: demo.customer[0],
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
      deliveryUpazila: null,
    },
    { fromHub: 'dhk-sc', toHub: 'rng', bags: tripBags, perBag: bagSize, createdBy: sorter?.id ?? '' },
  );
  await db.query('vacuum analyze parcels, parcel_custody, bag_items, bags');
  await sessionCachePassed();
  const latencies = new Latencies();
  const scan = (operator: number, code: string, action: string) =>
    timed<{ bag?: { id: string } }>(
      latencies,
      action === 'receive_bag' ? 'scan receive_bag' : 'scan receive',
      {
        method: 'POST',
        url: `${server.url}/api/network/hubs/rng/scans`,
        headers: staff[operator]?.headers,
        body: {
          code,
          action,
          scanId: crypto.randomUUID(),
          deviceId: `rng-scanner-${operator}`,
          // A bag off the truck is taken in with the seal read on it (the one bench/lib/network.ts sealed it with).
          ...(action === 'receive_bag' ? { sealNumber: `S-${code}` } : {}),
        },
      },
    );
  const bagIds: string[] = bagCodes.map((_, index) => `bag-${options.prefix}-${index + 1}`);
  const serverCpuBefore = cpuMsOf(server);
  const postgresCpuFollower = await followPostgresCpu(db);
  const started = performance.now();
  // Each operator takes every `operators`-th bag: scans it off the truck, opens it, scans its parcels.
  await Promise.all(
    staff.map(async (_, operator) => {
      const mine = bagCodes
        .map((code, index) => ({ code, index }))
        .filter(({ index }) => index % staff.length === operator);
      for (const bag of mine) await scan(operator, bag.code, 'receive_bag');
      for (const bag of mine) {
        for (let n = bag.index * bagSize + 1; n <= (bag.index + 1) * bagSize; n += 1) {
          await scan(operator, benchTrackingId(options.digit, n), 'receive');
        }
      }
      for (const bag of mine) {
        await timed(latencies, 'reconcile', {
          method: 'POST',
          url: `${server.url}/api/network/bags/${bagIds[bag.index]}/reconcile`,
          headers: { authorization: staff[operator]?.headers.authorization ?? '' },
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = (cpuMsOf(server) - serverCpuBefore) / 1000;
  const postgresCpu = await postgresCpuFollower.stop();
  const [outcome] = await db.query<{ received: string; missing: string }>(
    `select count(*) filter (where outcome = 'received') as received, count(*) filter (where outcome = 'missing') as missing
     from bag_items where bag_id in (select id from bags where trip_id = $1)`,
    [tripId],
  );
  return {
    operators: options.operators,
    seconds,
    serverCpu,
    postgresCpu,
    latencies,
    received: Number(outcome?.received ?? 0),
    missing: Number(outcome?.missing ?? 0),
  };
}

const tripTableHead = [
  '| operators | wall time | CPU: server + PostgreSQL | bag scan p50 / p99 ms | parcel scan p50 / p99 ms | reconcile p50 / p99 ms | bag items after | errors | goal (wall time) |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
].join('\n');

function tripLine(run: TripRun): string {
  const rows = run.latencies.rows();
  const cell = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    return row ? `${formatNumber(row.p50, 1)} / ${formatNumber(row.p99, 1)}` : '–';
  };
  const allReceived = run.received === tripBags * bagSize;
  return `| ${run.operators} | ${formatNumber(run.seconds, 2)} s | ${formatNumber(run.serverCpu, 2)} + ${formatNumber(run.postgresCpu, 2)} s | ${cell('scan receive_bag')} | ${cell('scan receive')} | ${cell('reconcile')} | ${formatNumber(run.received)} received, ${run.missing} missing | ${run.latencies.errorCount === 0 ? 'none' : run.latencies.failureSamples().join('; ')} | ${verdict(run.seconds <= tripGoalSeconds && run.latencies.errorCount === 0 && allReceived)} |`;
}

const scanTableHead = [
  '| Database and load | scans | scans/s | p50 ms | p99 ms | max ms | server CPU ms per scan | PostgreSQL CPU ms per scan | errors / non-2xx | goal |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
].join('\n');

/** `judged`: the run the goal is about (people scanning at their own pace); the others are context. */
const scanRow = (label: string, run: ScanMeasurement, judged: boolean) =>
  `| ${label} | ${formatNumber(run.total)} | ${formatNumber(run.requestsPerSecond)} | ${run.p50} | ${run.p99} | ${run.max ?? '–'} | ${formatNumber(run.cpuMsPerScan, 2)} | ${run.postgresMsPerScan === undefined ? 'inside the server' : formatNumber(run.postgresMsPerScan, 2)} | ${run.failures === 0 ? 'none' : run.detail} | ${judged ? verdict(run.p99 <= scanP99Goal && run.failures === 0) : 'context'} |`;

/** Runs the network benchmarks (the API already built) and writes their section of RESULTS.md; answers it. */
export async function runNetworkBench(options: {
  serverUrl: string;
  secret?: string;
  withPglite?: boolean;
}): Promise<string> {
  const secret = options.secret ?? crypto.randomBytes(24).toString('hex');
  const before = loadAverage();
  const db = await createBenchDatabase(options.serverUrl);
  let server: Server | undefined;
  try {
    const [{ version } = { version: 'PostgreSQL' }] = await db.query<{ version: string }>('select version()');
    server = await startProductionApi({
      root,
      databaseUrl: db.url,
      secret,
      env: { SEED_DEMO: 'true', ...raisedLimits },
    });
    const postgres = await scansOnPostgres(db, server);
    const [sender] = await db.query<{ id: string }>('select id from users where email = $1', [
      demo.customer[0],
    ]);
    log(`receiving a trip of ${tripBags} bags × ${bagSize} parcels at Rangpur: one operator, then ${crew}`);
    const single = await receiveTrip(db, server, {
      prefix: 'tripa',
      digit: '6',
      operators: 1,
      senderId: sender?.id ?? '',
    });
    const together = await receiveTrip(db, server, {
      prefix: 'tripb',
      digit: '7',
      operators: crew,
      senderId: sender?.id ?? '',
    });
    await server.stop();
    server = undefined;
    const pglite = options.withPglite === false ? undefined : await scansOnPglite(secret);
    const body = [
      `- Date: ${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'} shared with other work; load average ${before} before, ${loadAverage()} after.`,
      `- ${version.split(' on ')[0]}; the production server (\`apps/api/dist/server.js\`, NODE_ENV=production) as a child process, rate limits raised as in the API benchmarks; the load generator runs on the same cores.`,
      '- Method: every request is a different, valid scan, so each one does the work (lock the parcel and its holder, move',
      "  the parcel `picked_up → in_transit`, change the holder, record the scan event, queue the merchant's hub milestone).",
      "  The parcels are in Mirpur hub's pickup rider's hands, bound for Rangpur; the demo hub manager of Mirpur scans them.",
      `  On PostgreSQL the ${formatNumber(3 * postgresScans + warmUp)} parcels are written in SQL; on PGlite (no DATABASE_URL, its own`,
      `  DATA_DIR) the database lives inside the server, so its ${formatNumber(3 * pgliteScans + warmUp)} parcels are booked, assigned and`,
      `  picked up through the API first. ${formatNumber(warmUp)} scans at 10 connections warm up, then the two timed runs.`,
      '',
      `### A scan at ${connections} concurrent scanners (goal: p99 ≤ ${scanP99Goal} ms, no errors)`,
      '',
      scanTableHead,
      scanRow(
        `PostgreSQL, ${scansPerScanner} scan/s per scanner, each at its own moment`,
        postgres.paced,
        true,
      ),
      scanRow(
        `PostgreSQL, ${scansPerScanner} scan/s per scanner, all in the same millisecond`,
        postgres.burst,
        false,
      ),
      scanRow('PostgreSQL, as fast as answered', postgres.run, false),
      ...(pglite
        ? [
            scanRow(
              `PGlite (embedded), ${scansPerScanner} scan/s per scanner, each at its own moment`,
              pglite.paced,
              true,
            ),
            scanRow(
              `PGlite (embedded), ${scansPerScanner} scan/s per scanner, all in the same millisecond`,
              pglite.burst,
              false,
            ),
            scanRow('PGlite (embedded), as fast as answered', pglite.run, false),
          ]
        : []),
      '',
      `"Each at its own moment" is the goal's load: ${connections} people, each with a scanner on a connection of its own, scanning`,
      `once a second, each starting at a random moment of the second (bench/lib/scanners.ts; ${connections * scansPerScanner} scans a second in all).`,
      "A scan's time runs from its send (or from its beat, if the scanner was still waiting for its last answer then).",
      '"All in the same millisecond" is the worst case the floor never produces: every scanner fires on one shared tick, as',
      "autocannon's `overallRate` does (the method of earlier records, which put that burst's queue into every p99).",
      `"As fast as answered": each connection sends its next scan the moment the last is answered, so the server is saturated`,
      `and p50 ≈ ${connections} ÷ (scans a second): it measures throughput, and the CPU columns what a scan costs.`,
      '',
      `After the PostgreSQL run: ${formatNumber(postgres.scans)} receive scan events at Mirpur and ${formatNumber(postgres.moved)} parcels held by the hub (warm-up included; one each).`,
      '',
      `### Receiving a trip of ${tripBags} bags × ${bagSize} parcels (goal: ≤ ${tripGoalSeconds} s)`,
      '',
      `A trip from the sorting centre (Tejgaon) on the road to Rangpur with ${tripBags} sealed bags of ${bagSize} parcels (written in SQL).`,
      `Timed: Rangpur's operators scan the ${tripBags} bags off the truck, then every parcel out of its bag, then reconcile each bag,`,
      'each request waiting for the one before (a scanner waits for the beep); with several operators each takes every n-th bag.',
      '',
      tripTableHead,
      tripLine(single),
      tripLine(together),
      '',
      'The CPU column is what the work cost the server process and its PostgreSQL backends (from /proc), whatever else the',
      'shared machine was doing: on cores of its own the trip could not take less than that, and would take about that',
      'with one operator (each request waits for the one before; the client and the network add little).',
    ].join('\n');
    writeSection(path.join(root, 'bench/RESULTS.md'), heading, body);
    return body;
  } finally {
    await server?.stop();
    await db.drop();
  }
}

/** Only the scans on PGlite (BENCH_PGLITE_SCANS each run), printed: for comparing a change before and after. */
async function pgliteOnly(profileDir?: string): Promise<string> {
  const pglite = await scansOnPglite(crypto.randomBytes(24).toString('hex'), profileDir);
  return [
    scanTableHead,
    scanRow('PGlite (embedded), each at its own moment', pglite.paced, true),
    scanRow('PGlite (embedded), all in the same millisecond', pglite.burst, false),
    scanRow('PGlite (embedded), as fast as answered', pglite.run, false),
  ].join('\n');
}

/**
 * Only the trip receive, `runs` times over (each a trip of its own, on one server and database), one
 * operator then the crew each time: for comparing a change before and after. Prints its rows and
 * leaves RESULTS.md alone (a partial section would replace the whole one).
 */
async function tripsOnly(serverUrl: string, runs: number, profileDir?: string): Promise<string> {
  const db = await createBenchDatabase(serverUrl);
  let server: Server | undefined;
  try {
    server = await startProductionApi({
      root,
      databaseUrl: db.url,
      secret: crypto.randomBytes(24).toString('hex'),
      env: { SEED_DEMO: 'true', ...raisedLimits },
      nodeArgs: cpuProfileFlags(profileDir),
    });
    const [sender] = await db.query<{ id: string }>('select id from users where email = $1', [
      demo.customer[0],
    ]);
    // The full bench receives its trips after 30,000 scans; here a first, unreported trip warms the
    // server up the same way (compiled code, prepared statements, open connections).
    log('warm-up: a trip received by one operator, not reported');
    await receiveTrip(db, server, {
      prefix: 'tripwarm',
      digit: '60',
      operators: 1,
      senderId: sender?.id ?? '',
    });
    const lines: string[] = [];
    for (let run = 1; run <= runs; run += 1) {
      for (const operators of [1, crew]) {
        log(`run ${run}: a trip received by ${operators} (load average ${loadAverage()})`);
        const trip = await receiveTrip(db, server, {
          prefix: `trip${run}o${operators}`,
          // Tracking IDs of their own per trip (DSH- and 13 or more digits).
          digit: `${operators === 1 ? 6 : 7}${run}`,
          operators,
          senderId: sender?.id ?? '',
        });
        lines.push(tripLine(trip));
      }
    }
    return [tripTableHead, ...lines].join('\n');
  } finally {
    await server?.stop();
    await db.drop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? undefined : args[at + 1];
  };
  log('building the API (npm run build -w apps/api)');
  execFileSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
  const only = option('only');
  if (only !== undefined && only !== 'trip' && only !== 'pglite') {
    throw new Error('--only takes "trip" or "pglite"');
  }
  const body =
    only === 'trip'
      ? await tripsOnly(benchServerUrl, Number(option('runs') ?? 1), option('cpu-prof-dir'))
      : only === 'pglite'
        ? await pgliteOnly(option('cpu-prof-dir'))
        : await runNetworkBench({ serverUrl: benchServerUrl, withPglite: process.env.BENCH_PGLITE !== '0' });
  console.info(`\n${body}\n`);
}
