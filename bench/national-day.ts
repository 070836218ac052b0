// `npm run bench:day`: a national day replayed against two production server processes (built
// JavaScript) on one PostgreSQL. By default a tenth of the day (30,000 bookings from a few hundred
// merchants, 100,000 public tracking reads); `--full` replays all of it (300,000 / 1,000,000);
// `--parcels N --reads N --merchants N` for other sizes. Every parcel goes through its legs over the HTTP
// API: booking, pickup assignment, pickup, receive at the origin hub, bag, seal, trip, receive the bag,
// receive the parcel (again at every hub its route passes), delivery assignment, handout, completion
// with the receiver's code (read from the SMS gateway, a stub in this process). Recorded in RESULTS.md.
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import {
  benchServerUrl,
  createBenchDatabase,
  databaseSize,
  followPostgresCpu,
  postgresTransport,
} from './lib/database.ts';
import { type Call, inPool, Latencies, timed } from './lib/latency.ts';
import { machineSpeed, recordingMachineHelloPerSecond } from './lib/machine-speed.ts';
import {
  type Account,
  clientAddress,
  hubStaffAccount,
  merchantAccount,
  type RiderAccount,
  riderAccount,
  sessionCachePassed,
} from './lib/network.ts';
import { cpuMsOf, cpuProfileFlags, freePort, memoryOf, type Server } from './lib/processes.ts';
import { formatNumber, writeSection } from './lib/results.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const full = args.includes('--full');
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const dayParcels = 300_000;
const dayReads = 1_000_000;
const parcelCount = option('parcels', full ? dayParcels : dayParcels / 10);
const readCount = option('reads', full ? dayReads : dayReads / 10);
const merchantCount = option('merchants', full ? 3_000 : 300);
/** Requests of the parcels' journey in flight at once (over both processes), and tracking readers. */
const concurrency = option('concurrency', 32);
const readers = option('readers', 8);
/**
 * `--keep-database`: the day's database is left on the server when the run ends, to read its statements' plans
 * at the day's size (`EXPLAIN`); the log names it. Drop it by hand afterwards.
 */
const keepDatabase = args.includes('--keep-database');
/** `--profile DIR`: each server writes a V8 CPU profile there when it stops (not for recorded runs). */
const profileDir = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
const bagSize = 50;
/**
 * A manager assigns a rider's run (100 parcels) at a time, at most four such requests at once: each
 * holds one of its process's 10 database connections for its whole transaction (about six statements
 * per parcel), and many at once starve every other request of connections (503 after 5 s).
 */
const assignChunk = 100;
const assignConcurrency = 4;
/**
 * Bags per trip: a van's load of 1,000 parcels. Dispatching is one transaction over every bag and every
 * parcel in it (a milestone each); trips of up to 200 bags (10,000 parcels) failed under load.
 */
const tripBags = 20;
const log = (line: string) => console.info(`[bench:day] ${new Date().toISOString().slice(11, 19)} ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

interface Parcel {
  id: string;
  trackingId: string;
  /** Fee plus goods, poisha: what the rider collects. */
  cash: number;
  server: number;
  origin: string;
  destination: string;
  /** The hub holding it now, and the one it goes to next (null: it is where it is delivered from). */
  at: string;
  next: string | null;
}

interface Bag {
  id: string;
  code: string;
  from: string;
  to: string;
  parcels: Parcel[];
}

/** The receiver's SMS gateway: a stub in this process that keeps each delivery code by tracking ID. */
async function smsGateway(): Promise<{ url: string; codes: Map<string, string>; close: () => void }> {
  const codes = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const message = new URL(request.url ?? '/', 'http://gateway').searchParams.get('message') ?? '';
    const trackingId = /DSH-\d{13,}/.exec(message)?.[0];
    const code = /(?:code|কোড) (\d{6})/i.exec(message)?.[1];
    if (trackingId && code) codes.set(trackingId, code);
    response.end('OK');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/send?number={number}&message={message}`,
    codes,
    close: () => server.close(),
  };
}

/** Where merchants are (mostly Dhaka city) and where parcels go (the whole country), from the coverage. */
function areaPicker(areas: { district: string; upazila: string }[]) {
  const dhaka = areas.filter((area) => area.district === 'dhaka');
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  return {
    store: () => (Math.random() < 0.7 ? pick(dhaka) : pick(areas)),
    receiver: () => (Math.random() < 0.4 ? pick(dhaka) : pick(areas)),
  };
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const helloPerSecond = await machineSpeed(root);
  const speedShare = helloPerSecond / recordingMachineHelloPerSecond;
  log(
    `machine speed: bare Fastify ${formatNumber(helloPerSecond)} requests a second, ${formatNumber(speedShare * 100)} % of the AMD EPYC cores that recorded the day`,
  );
  if (full && speedShare < 0.6) {
    log(
      'these cores are much slower than those that recorded the day: the whole day will measure the machine (Ctrl-C to stop)',
    );
  }
  const started = performance.now();
  const db = await createBenchDatabase(benchServerUrl);
  const gateway = await smsGateway();
  const servers: Server[] = [];
  const secret = crypto.randomBytes(24).toString('hex');
  const cleanUp = async () => {
    for (const server of servers.splice(0)) await server.stop();
    gateway.close();
    if (!keepDatabase) return db.drop();
    await db.close();
    log(`kept the database ${db.name}: drop it with DROP DATABASE ${db.name} WITH (FORCE)`);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    // With the settings that decide how often a write-heavy day checkpoints, how much it reads back, how the
    // buffer pool is mapped (huge pages) and whether vacuum works beside it.
    const [{ version, postgresSettings } = { version: 'PostgreSQL', postgresSettings: '' }] = await db.query<{
      version: string;
      postgresSettings: string;
    }>(
      `select version() as version, (select string_agg(name || ' ' || current_setting(name), ', ' order by name)
         from pg_settings where name in ('shared_buffers', 'max_wal_size', 'checkpoint_timeout', 'synchronous_commit', 'huge_pages', 'autovacuum'))
         as "postgresSettings"`,
    );
    for (let index = 0; index < 2; index += 1) {
      servers.push(
        await startProductionApi({
          root,
          databaseUrl: db.url,
          secret,
          nodeArgs: cpuProfileFlags(profileDir),
          // Every person's requests count under their own address (clientAddress), as behind production's proxy.
          env: {
            SEED_DEMO: 'true',
            SMS_URL: gateway.url,
            LOG_LEVEL: 'error',
            TRUST_PROXY: 'true',
            ...raisedLimits,
          },
        }),
      );
    }
    const url = (server: number) => servers[server % servers.length]?.url ?? '';
    const hubs = (await db.query<{ id: string }>('select id from hubs where active order by id')).map(
      (row) => row.id,
    );
    const areas = await db.query<{ district: string; upazila: string }>(
      `select district, upazila from hub_coverage where upazila <> '*'`,
    );
    log(`accounts: ${merchantCount} merchants, a manager and two riders at each of ${hubs.length} hubs`);
    const merchants: (Account & { area: { district: string; upazila: string } })[] = [];
    const picker = areaPicker(areas);
    await inPool(
      Array.from({ length: merchantCount }, (_, index) => index),
      4,
      async (index) => {
        const merchant = await merchantAccount(url(index), db, `merchant-${index}@bench.test`);
        merchants.push({ ...merchant, area: picker.store() });
      },
    );
    const managers = new Map<string, Account>();
    const riders = new Map<string, RiderAccount[]>();
    await inPool(hubs, 4, async (hub) => {
      managers.set(hub, await hubStaffAccount(url(0), db, hub, 'manager'));
      riders.set(hub, [await riderAccount(url(1), db, hub, 'a'), await riderAccount(url(0), db, hub, 'b')]);
    });
    await sessionCachePassed();
    const setUpSeconds = (performance.now() - started) / 1000;

    const latencies = new Latencies();
    const sizeBefore = await databaseSize(db);
    const cpuBefore = { servers: servers.map(cpuMsOf), driver: process.cpuUsage() };
    const postgresCpu = await followPostgresCpu(db);
    const dayStarted = performance.now();
    const parcels: Parcel[] = [];
    const call = <T>(
      name: string,
      server: number,
      request: Omit<Call, 'url'> & { path: string },
      expect = 200,
    ) => timed<T>(latencies, name, { ...request, url: `${url(server)}${request.path}` }, expect);

    // Public tracking all day long: readers ask for parcels booked so far, spread over both processes.
    let reads = 0;
    const tracking = Promise.all(
      Array.from({ length: readers }, async (_, reader) => {
        while (reads < readCount) {
          const index = Math.floor(Math.random() * parcels.length);
          const parcel = parcels[index];
          if (!parcel) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          reads += 1;
          // Read by its receiver, from an address of their own (after the accounts' addresses).
          await call('GET /api/track/:id', reads + reader, {
            path: `/api/track/${parcel.trackingId}`,
            headers: { 'x-forwarded-for': clientAddress(1_000_000 + index) },
          });
        }
      }),
    );

    const phase = async <T>(
      name: string,
      items: readonly T[],
      work: (item: T, index: number) => Promise<void>,
      inFlight = concurrency,
    ) => {
      const at = performance.now();
      await inPool(items, inFlight, work);
      log(
        `${name}: ${formatNumber(items.length)} in ${formatNumber((performance.now() - at) / 1000, 1)} s (reads so far ${formatNumber(reads)}, errors ${latencies.errorCount}, load ${loadAverage()})`,
      );
    };
    const scanBody = (code: string, action: string, extra: Record<string, string> = {}) => ({
      code,
      action,
      scanId: crypto.randomUUID(),
      deviceId: 'bench-day',
      ...extra,
    });

    await phase(
      'bookings',
      Array.from({ length: parcelCount }, (_, index) => index),
      async (index) => {
        const merchant = merchants[index % merchants.length] as (typeof merchants)[number];
        const to = picker.receiver();
        const cod = 200 + (index % 40) * 50;
        const booked = await call<{ _id: string; trackingId: string; amountToCollect: number }>(
          'POST /api/parcels',
          index,
          {
            method: 'POST',
            path: '/api/parcels',
            headers: merchant.headers,
            body: {
              parcelTitle: `Order ${index}`,
              receiverName: `Receiver ${index}`,
              receiverPhone: `017${String(10_000_000 + (index % 89_999_999)).padStart(8, '0')}`,
              receiverLanguage: 'en',
              pickupAddress: `Shop ${index % 1000}, Road ${index % 30}`,
              deliveryAddress: `House ${index % 500}, Road ${index % 20}`,
              parcelType: 'small',
              deliveryFee: to.district === merchant.area.district ? 60 : 120,
              paymentMethod: 'cod',
              codAmount: cod,
              pickupDistrict: merchant.area.district,
              pickupUpazila: merchant.area.upazila,
              deliveryDistrict: to.district,
              deliveryUpazila: to.upazila,
            },
          },
          201,
        );
        if (booked) {
          parcels.push({
            id: booked._id,
            trackingId: booked.trackingId,
            cash: Math.round(booked.amountToCollect * 100),
            server: index,
            origin: '',
            destination: '',
            at: '',
            next: null,
          });
        }
      },
    );
    // The hub's pickup list: where the coverage put each parcel (its route, fixed at booking).
    const routes = new Map(
      (
        await db.query<{ parcel_id: string; origin_hub_id: string; destination_hub_id: string }>(
          'select parcel_id, origin_hub_id, destination_hub_id from parcel_routes',
        )
      ).map((row) => [row.parcel_id, row]),
    );
    for (const parcel of parcels) {
      const route = routes.get(parcel.id);
      parcel.origin = route?.origin_hub_id ?? '';
      parcel.destination = route?.destination_hub_id ?? '';
      parcel.at = parcel.origin;
    }
    const byHub = (list: Parcel[], hubOf: (parcel: Parcel) => string) => {
      const groups = new Map<string, Parcel[]>();
      for (const parcel of list) {
        const hub = hubOf(parcel);
        const group = groups.get(hub) ?? [];
        group.push(parcel);
        groups.set(hub, group);
      }
      return groups;
    };
    /** A manager assigns the hub's parcels to its riders, up to 500 at once; answers each parcel's rider. */
    const assignRuns = async (
      name: string,
      list: Parcel[],
      hubOf: (parcel: Parcel) => string,
      rider: number,
    ) => {
      const chunks: { hub: string; parcels: Parcel[] }[] = [];
      for (const [hub, group] of byHub(list, hubOf)) {
        for (let start = 0; start < group.length; start += assignChunk) {
          chunks.push({ hub, parcels: group.slice(start, start + assignChunk) });
        }
      }
      await phase(
        name,
        chunks,
        async (chunk, index) => {
          await call('POST /api/network/hubs/:hubId/assign', index, {
            method: 'POST',
            path: `/api/network/hubs/${chunk.hub}/assign`,
            headers: managers.get(chunk.hub)?.headers,
            body: {
              riderId: riders.get(chunk.hub)?.[rider]?.riderId,
              parcelIds: chunk.parcels.map((p) => p.id),
            },
          });
        },
        assignConcurrency,
      );
    };
    const riderOf = (hub: string, rider: number) => riders.get(hub)?.[rider] as RiderAccount;

    await assignRuns('pickup assignment', parcels, (parcel) => parcel.origin, 0);
    await phase('pickups', parcels, async (parcel) => {
      await call('PATCH /api/parcels/:id/status (picked_up)', parcel.server, {
        method: 'PATCH',
        path: `/api/parcels/${parcel.id}/status`,
        headers: riderOf(parcel.origin, 0).headers,
        body: { status: 'picked_up' },
      });
    });

    type ScanAnswer = { parcel?: { nextHub: { id: string } | null } };
    const receive = async (parcel: Parcel) => {
      const answer = await call<ScanAnswer>('POST scans (receive)', parcel.server, {
        method: 'POST',
        path: `/api/network/hubs/${parcel.at}/scans`,
        headers: managers.get(parcel.at)?.headers,
        body: scanBody(parcel.trackingId, 'receive'),
      });
      parcel.next = answer?.parcel?.nextHub?.id ?? null;
    };
    await phase('receive at the origin hub', parcels, receive);

    // Line-haul: bags from every hub towards each next hub, a trip per lane, received and reconciled.
    for (let leg = 1; parcels.some((parcel) => parcel.next); leg += 1) {
      const moving = parcels.filter((parcel) => parcel.next);
      const bags: Bag[] = [];
      for (const [lane, group] of byHub(moving, (parcel) => `${parcel.at}>${parcel.next}`)) {
        const [from = '', to = ''] = lane.split('>');
        for (let start = 0; start < group.length; start += bagSize) {
          bags.push({ id: '', code: '', from, to, parcels: group.slice(start, start + bagSize) });
        }
      }
      await phase(`leg ${leg}: open bags`, bags, async (bag, index) => {
        const opened = await call<{ id: string; code: string }>(
          'POST /api/network/hubs/:hubId/bags',
          index,
          {
            method: 'POST',
            path: `/api/network/hubs/${bag.from}/bags`,
            headers: managers.get(bag.from)?.headers,
            body: { destinationHubId: bag.to },
          },
          201,
        );
        bag.id = opened?.id ?? '';
        bag.code = opened?.code ?? '';
      });
      // One operator per bag: the scans in flight at once go into different bags (a scan into a bag locks
      // its row, so scans into one bag queue behind each other as one operator's would).
      const bagged: { bag: Bag; parcel: Parcel }[] = [];
      for (let slot = 0; slot < bagSize; slot += 1) {
        for (const bag of bags) {
          const parcel = bag.parcels[slot];
          if (parcel) bagged.push({ bag, parcel });
        }
      }
      await phase(`leg ${leg}: bag scans`, bagged, async ({ bag, parcel }) => {
        await call('POST scans (bag)', parcel.server, {
          method: 'POST',
          path: `/api/network/hubs/${bag.from}/scans`,
          headers: managers.get(bag.from)?.headers,
          body: scanBody(parcel.trackingId, 'bag', { bagId: bag.id }),
        });
      });
      await phase(`leg ${leg}: seal`, bags, async (bag, index) => {
        await call('POST /api/network/bags/:id/seal', index, {
          method: 'POST',
          path: `/api/network/bags/${bag.id}/seal`,
          headers: managers.get(bag.from)?.headers,
          body: { sealNumber: `S-${bag.code}` },
        });
      });
      const trips = new Map<string, Bag[]>();
      for (const bag of bags) {
        const lane = `${bag.from}>${bag.to}`;
        const list = trips.get(lane) ?? [];
        list.push(bag);
        trips.set(lane, list);
      }
      const tripLoads = [...trips.values()].flatMap((list) => {
        const loads: Bag[][] = [];
        for (let start = 0; start < list.length; start += tripBags)
          loads.push(list.slice(start, start + tripBags));
        return loads;
      });
      await phase(`leg ${leg}: dispatch trips`, tripLoads, async (load, index) => {
        const first = load[0] as Bag;
        await call(
          'POST /api/network/hubs/:hubId/trips',
          index,
          {
            method: 'POST',
            path: `/api/network/hubs/${first.from}/trips`,
            headers: managers.get(first.from)?.headers,
            body: {
              destinationHubId: first.to,
              vehicleNumber: 'DHAKA METRO-TA 11-2233',
              driverName: 'Abdul Malek',
              driverPhone: '01711223344',
              bagIds: load.map((bag) => bag.id),
            },
          },
          201,
        );
      });
      await phase(`leg ${leg}: receive bags`, bags, async (bag, index) => {
        await call('POST scans (receive_bag)', index, {
          method: 'POST',
          path: `/api/network/hubs/${bag.to}/scans`,
          headers: managers.get(bag.to)?.headers,
          // The seal read on the bag: the one it was sealed with above.
          body: scanBody(bag.code, 'receive_bag', { sealNumber: `S-${bag.code}` }),
        });
      });
      for (const { bag, parcel } of bagged) parcel.at = bag.to;
      await phase(
        `leg ${leg}: receive parcels`,
        bagged.map(({ parcel }) => parcel),
        receive,
      );
      await phase(`leg ${leg}: reconcile`, bags, async (bag, index) => {
        await call('POST /api/network/bags/:id/reconcile', index, {
          method: 'POST',
          path: `/api/network/bags/${bag.id}/reconcile`,
          headers: { authorization: managers.get(bag.to)?.headers.authorization ?? '' },
        });
      });
    }

    await assignRuns('delivery assignment', parcels, (parcel) => parcel.at, 1);
    await phase('handouts', parcels, async (parcel) => {
      await call('POST scans (handout)', parcel.server, {
        method: 'POST',
        path: `/api/network/hubs/${parcel.at}/scans`,
        headers: managers.get(parcel.at)?.headers,
        // The operator names the rider they hand it to: the one whose run it is on.
        body: scanBody(parcel.trackingId, 'handout', { riderId: riderOf(parcel.at, 1).riderId }),
      });
    });
    await phase('deliveries', parcels, async (parcel) => {
      // The receiver's code comes by SMS: the worker may still be sending it.
      let code = gateway.codes.get(parcel.trackingId);
      for (let waited = 0; !code && waited < 60_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        code = gateway.codes.get(parcel.trackingId);
      }
      if (!code) {
        latencies.fail('POST /api/deliveries/:id/complete', `no code by SMS for ${parcel.trackingId}`);
        return;
      }
      await call('POST /api/deliveries/:id/complete', parcel.server, {
        method: 'POST',
        path: `/api/deliveries/${parcel.id}/complete`,
        headers: riderOf(parcel.at, 1).headers,
        body: { code, cashCollected: parcel.cash },
      });
    });
    const journeySeconds = (performance.now() - dayStarted) / 1000;
    await tracking;
    const wallSeconds = (performance.now() - dayStarted) / 1000;
    const memory = servers.map((server) => memoryOf(server));
    // CPU the day cost, whatever else the machine was doing: the two servers, our database's backends, the driver.
    const cpu = {
      servers:
        servers.reduce((sum, server, index) => sum + cpuMsOf(server) - (cpuBefore.servers[index] ?? 0), 0) /
        1000,
      postgres: await postgresCpu.stop(),
      driver: (() => {
        const used = process.cpuUsage(cpuBefore.driver);
        return (used.user + used.system) / 1e6;
      })(),
    };
    const sizeAfter = await databaseSize(db);

    const [facts] = await db.query<{
      size: string;
      delivered: string;
      scans: string;
      events: string;
      bags: string;
      trips: string;
      open_exceptions: string;
    }>(
      `select pg_database_size(current_database()) as size,
         (select count(*) from parcels where status = 'delivered') as delivered,
         (select count(*) from scan_events) as scans,
         (select count(*) from parcel_events) as events,
         (select count(*) from bags) as bags,
         (select count(*) from trips) as trips,
         (select count(*) from network_exceptions where status = 'open') as open_exceptions`,
    );
    const tables = await db.query<{ name: string; bytes: string }>(
      `select relname as name, pg_total_relation_size(relid) as bytes from pg_statio_user_tables
       order by pg_total_relation_size(relid) desc limit 8`,
    );
    const size = Number(facts?.size ?? 0);
    const delivered = Number(facts?.delivered ?? 0);
    const rows = latencies.rows();
    const requests = rows.reduce((sum, row) => sum + row.count, 0);
    const share = dayParcels / parcelCount;
    const perParcelBytes = (sizeAfter - sizeBefore) / Math.max(1, parcelCount);
    const serverSidePerParcel = ((cpu.servers + cpu.postgres) * 1000) / Math.max(1, parcelCount);
    const mb = (bytes: number) => `${formatNumber(bytes / 2 ** 20)} MB`;
    const body = [
      `- Date: ${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${formatNumber(os.totalmem() / 2 ** 30, 1)} GiB RAM, shared with other work: load average ${loadBefore} before, ${loadAverage()} at the end.`,
      `- Machine speed before the run: bare Fastify's \`GET /hello\` answered ${formatNumber(helloPerSecond)} requests a second (autocannon, 100 connections, 10 s), ${formatNumber(speedShare * 100)} % of the ${formatNumber(recordingMachineHelloPerSecond)} on the 2 AMD EPYC cores of the API benchmarks (2026-11-23), the kind that recorded the whole day.`,
      `- ${version.split(' on ')[0]} on this machine (${postgresSettings}); two production server processes (\`apps/api/dist/server.js\`, NODE_ENV=production, rate limits raised as in the API benchmarks) on one fresh database, reached over ${postgresTransport(db.url)}; the driver (this script) runs on the same cores.`,
      `- Replayed: ${formatNumber(parcelCount)} bookings from ${formatNumber(merchantCount)} merchants${full ? ' (the whole day)' : parcelCount === dayParcels / 10 ? ' (a tenth of the day)' : ''} and ${formatNumber(readCount)} public tracking reads; ${concurrency} journey requests in flight at once and ${readers} tracking readers, spread over both processes.`,
      '',
      '**Method.** Accounts are signed up through the API (merchants, a manager and two riders at every hub) and not timed.',
      'The day is replayed stage by stage, as the network works it: merchants book (stores 70 % in Dhaka, receivers all',
      `over the country from the coverage table); each origin hub's manager assigns its pickups to a rider (${assignChunk} at a time, ${assignConcurrency} such requests at once);`,
      'the rider picks each parcel up; the hub receives it (a scan); then for every leg of the line-haul each hub opens a bag',
      `per ${bagSize} parcels for each next hub, scans the parcels in, seals the bags, dispatches them on trips of up to ${tripBags} bags per lane, and the next hub`,
      'scans the bags, scans every parcel out (the answer says where it goes next) and reconciles each bag; the last-mile',
      "hub's manager assigns the deliveries to a rider, hands each parcel out (a scan, which sends the receiver a code by SMS),",
      'and the rider completes it with that code and the exact cash. SMS go to a gateway stub in the driver (SMS_URL), which',
      'keeps the codes. Tracking readers ask for random parcels booked so far all through the day. Every person sends from an',
      "address of their own (X-Forwarded-For, to servers with TRUST_PROXY, as behind production's proxy), so the shared rate",
      'limits count each merchant, manager, rider and receiver apart, as they count phones.',
      '',
      '| Result | |',
      '| --- | ---: |',
      `| Wall time of the day (first booking to last read) | ${formatNumber(wallSeconds)} s (journeys done at ${formatNumber(journeySeconds)} s) |`,
      `| Requests | ${formatNumber(requests)} (${formatNumber(requests / wallSeconds)} a second) |`,
      `| Errors | ${latencies.errorCount}${latencies.errorCount ? `: ${latencies.failureSamples().join('; ')}` : ''} |`,
      `| Parcels delivered | ${formatNumber(delivered)} of ${formatNumber(parcelCount)} |`,
      `| Scan events / status events / bags / trips | ${formatNumber(Number(facts?.scans ?? 0))} / ${formatNumber(Number(facts?.events ?? 0))} / ${formatNumber(Number(facts?.bags ?? 0))} / ${formatNumber(Number(facts?.trips ?? 0))} |`,
      `| Open exceptions | ${facts?.open_exceptions ?? '?'} |`,
      `| Database size (\`pg_database_size\`) | ${mb(size)} at the end; the day added ${mb(sizeAfter - sizeBefore)} (${formatNumber(perParcelBytes / 1024, 1)} KB per parcel, its scans, events, bags, SMS and ledger rows included) |`,
      `| CPU time of the day | servers ${formatNumber(cpu.servers)} s, PostgreSQL backends ${formatNumber(cpu.postgres)} s, driver ${formatNumber(cpu.driver)} s: ${formatNumber(serverSidePerParcel, 1)} ms of server + database CPU per parcel (its ${formatNumber(readCount / parcelCount, 2)} tracking reads included) |`,
      `| Largest tables | ${tables.map((table) => `${table.name} ${mb(Number(table.bytes))}`).join(', ')} |`,
      `| Server memory now / peak | ${memory.map((m) => `${formatNumber(m.rssMb)} / ${formatNumber(m.peakMb)} MB`).join('; ')} |`,
      `| Set-up (accounts, not part of the day) | ${formatNumber(setUpSeconds)} s |`,
      '',
      '| Endpoint | requests | p50 ms | p99 ms | max ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${formatNumber(row.count)} | ${formatNumber(row.p50, 1)} | ${formatNumber(row.p99, 1)} | ${formatNumber(row.max)} | ${row.errors} |`,
      ),
      '',
      full
        ? `The whole day took ${formatNumber(wallSeconds / 60, 1)} minutes (goal: under 60).`
        : `**Extrapolation, not a measurement:** the whole day is ${formatNumber(share, 1)}× this run. At this run's wall-clock rate (on this shared machine) it would take about ${formatNumber((wallSeconds * share) / 60)} minutes; by CPU time, ${formatNumber(dayParcels)} parcels × ${formatNumber(serverSidePerParcel, 1)} ms = ${formatNumber((dayParcels * serverSidePerParcel) / 1000 / 60)} CPU-minutes of servers and database, i.e. ${formatNumber((dayParcels * serverSidePerParcel) / 1000 / 3600 / os.cpus().length, 2)} hours on these ${os.cpus().length} cores if they were ours alone (goal: under 1). The day would add about ${mb(perParcelBytes * dayParcels)} to the database. A bigger day's rate is not proven to stay the same (indexes grow, caches cool): \`--full\` measures it.`,
    ].join('\n');
    console.info(`\n${body}\n`);
    // A profiled run is slower than a real one: it is not recorded.
    if (!profileDir)
      writeSection(
        path.join(root, 'bench/RESULTS.md'),
        full ? '## A national day (the whole day)' : '## A national day (replayed in part)',
        body,
      );
  } finally {
    await cleanUp();
  }
}

await main();
