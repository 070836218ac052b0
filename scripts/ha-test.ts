// `npm run test:ha` (a step of `npm test`): the database server dies mid-day and nothing is lost.
// Starts a pg_auto_failover cluster on loopback (deploy/ha/cluster.sh: monitor, primary, synchronous
// standby, WAL archived to pgBackRest) and two built API processes on DATABASE_URL listing both nodes
// with target_session_attrs=read-write. Merchants, hub staff, riders and the office drive bookings, hub
// scans, deliveries with cash, cash handovers and payouts; midway the primary's machine "dies" (SIGKILL
// of its postmaster and of its pg_auto_failover keeper). Then it proves: every acknowledged request is
// in the database, the ledger sums to zero, every parcel has exactly one holder, every SMS and webhook
// went out exactly once (no id twice at the receivers), writes worked again within 30 s, and a point-in-time
// restore from pgBackRest to before a deliberate mistake brings the data back, and the old primary
// comes back as the synchronous standby.
//
//   node --import tsx scripts/ha-test.ts [--runs N] [--record]
//   --runs N    N rounds, each on a fresh cluster (failover times over several runs)
//   --record    writes the times into bench/RESULTS.md
// Ports: HA_PORT_BASE (monitor; nodes +1, +2, the restore +3; default 5440), HA_API_PORTS (3407,3417).
// Needs root or sudo (Debian packages, the postgres system user) and `npm run build -w apps/api`.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signIn } from '../bench/lib/api.ts';
import { raisedLimits, startProductionApi } from '../bench/lib/api-server.ts';
import type { BenchDatabase } from '../bench/lib/database.ts';
import {
  type Account,
  hubStaffAccount,
  merchantAccount,
  type RiderAccount,
  riderAccount,
  sessionCachePassed,
} from '../bench/lib/network.ts';
import type { Server } from '../bench/lib/processes.ts';
import { writeSection } from '../bench/lib/results.ts';
import { ensureHaPackages } from './ensure-ha-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clusterScript = path.join(root, 'deploy/ha/cluster.sh');
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 1;
const record = args.includes('--record');
const portBase = Number(process.env.HA_PORT_BASE ?? 5440);
const apiPorts = (process.env.HA_API_PORTS ?? '3407,3417').split(',').map(Number);
const nodePorts = [portBase + 1, portBase + 2];
const restorePort = portBase + 3;
/** Merchants booking at once, each with its own journey loop (and the probe that times the failover). */
const clients = Number(process.env.HA_CLIENTS ?? 8);
/** Load before the kill, and after writes are back. */
const beforeKillMs = 6_000;
const afterBackMs = 5_000;
const writesBackWithinS = 30;
const pgbin = '/usr/lib/postgresql/15/bin';

const log = (message: string) => console.info(`[ha ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cluster(command: 'start' | 'stop', dir: string): void {
  execFileSync('bash', [clusterScript, command, dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, HA_PORT_BASE: String(portBase) },
  });
}

/** Runs a command as the postgres system user (the cluster's files are its). */
function asPostgres(command: string, commandArgs: string[]): string {
  const asRoot = process.getuid?.() === 0;
  return execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...commandArgs] : commandArgs,
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

const clusterUrl = `postgres://postgres@${nodePorts.map((port) => `127.0.0.1:${port}`).join(',')}/desh?target_session_attrs=read-write`;

/** A connection to whichever node takes writes now (the test's own check, not the API's code). */
async function primaryClient(): Promise<pg.Client> {
  for (const port of nodePorts) {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/desh`,
      connectionTimeoutMillis: 2_000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      if (!rows[0]?.standby) return client;
    } catch {
      // Down: the next node.
    }
    await client.end().catch(() => undefined);
  }
  throw new Error('no node takes writes');
}

/** The test's own reads and writes: a connection to whichever node is the primary, per query. */
function clusterDatabase(url: string): BenchDatabase {
  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]> => {
    const client = await primaryClient();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  return { url, name: 'desh', query, drop: async () => {}, close: async () => {} };
}

/** The SMS gateway: remembers each message id (desh-<n>) it was given and how often, and the delivery codes. */
async function smsGateway() {
  const seen = new Map<string, number>();
  const codes = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://gateway').searchParams;
    const id = query.get('id') ?? '';
    seen.set(id, (seen.get(id) ?? 0) + 1);
    const message = query.get('message') ?? '';
    const trackingId = /DSH-\d{13,}/.exec(message)?.[0];
    const code = /(?:code|কোড) (\d{6})/i.exec(message)?.[1];
    if (trackingId && code) codes.set(trackingId, code);
    response.end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/send?number={number}&message={message}&id={message_id}`,
    seen,
    codes,
    close: () => server.close(),
  };
}

/** A merchant's webhook endpoint: remembers each webhook-id it was sent and how often. */
async function webhookReceiver() {
  const seen = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const id = String(request.headers['webhook-id'] ?? '');
    request.resume();
    request.on('end', () => {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, seen, close: () => server.close() };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One request as a careful client sends it: on a 503, a dropped connection or a key still in progress,
 * the same request (the same idempotency key) again, on the other process, for up to a minute.
 */
async function send(
  servers: readonly Server[],
  turn: number,
  method: string,
  pathname: string,
  account: Account,
  body?: unknown,
  key?: string,
): Promise<Answer & { retried: boolean }> {
  const headers: Record<string, string> = { ...account.headers };
  if (key) headers['idempotency-key'] = key;
  const deadline = Date.now() + 60_000;
  for (let attempt = 0; ; attempt++) {
    const server = servers[(turn + attempt) % servers.length] as Server;
    try {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(40_000),
      });
      const text = await response.text();
      const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const code = (parsed.error as { code?: string } | undefined)?.code;
      const again = response.status === 503 || code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
      if (!again || Date.now() > deadline)
        return { status: response.status, body: parsed, retried: attempt > 0 };
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await sleep(250);
  }
}

/** What the servers acknowledged (a 2xx answer): each must be in the database afterwards. */
interface Acknowledged {
  bookings: string[];
  scans: string[];
  pickups: string[];
  deliveries: string[];
  handovers: string[];
  confirmations: string[];
  payouts: string[];
}

interface Round {
  writesBackS: number;
  acknowledged: number;
  retriedAfterFailure: number;
  journeys: number;
  smsDuplicates: number;
  webhookDuplicates: number;
  restoreS: number;
  rejoinS: number;
}

async function round(number: number): Promise<Round> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-ha-'));
  const servers: Server[] = [];
  const gateway = await smsGateway();
  const receiver = await webhookReceiver();
  const cleanUp = async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
    gateway.close();
    receiver.close();
    try {
      cluster('stop', dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const clusterStarted = performance.now();
    cluster('start', dir);
    log(`round ${number}: cluster up in ${((performance.now() - clusterStarted) / 1000).toFixed(1)} s`);
    const db = clusterDatabase(clusterUrl);
    const secret = crypto.randomBytes(24).toString('hex');
    for (const port of apiPorts.slice(0, 2)) {
      servers.push(
        await startProductionApi({
          root,
          databaseUrl: clusterUrl,
          secret,
          port,
          env: {
            SEED_DEMO: 'true',
            SMS_URL: gateway.url,
            LOG_LEVEL: 'error',
            TRUST_PROXY: 'true',
            WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
            WEBHOOK_POLL_MS: '500',
            WEBHOOK_RETRY_DELAYS_MS: '500,1000,2000,4000,8000',
            PAYOUT_HOLD_HOURS: '0',
            ...raisedLimits,
          },
        }),
      );
    }
    const url = (index: number) => (servers[index % servers.length] as Server).url;

    // The people: merchants with a webhook each, the staff and two riders of one hub, the office.
    const [area] = await db.query<{ district: string; upazila: string; hub: string }>(
      `select district, upazila, pickup_hub_id as hub from hub_coverage
       where upazila <> '*' and pickup_hub_id = last_mile_hub_id order by district, upazila limit 1`,
    );
    if (!area) throw new Error('no area whose pickups and deliveries are one hub');
    const tag = crypto.randomUUID().slice(0, 6);
    const merchants: Account[] = [];
    for (let index = 0; index <= clients; index++) {
      merchants.push(await merchantAccount(url(index), db, `ha-merchant-${index}-${tag}@ha.test`));
    }
    const manager = await hubStaffAccount(url(0), db, area.hub, 'manager', tag);
    const pickupRider: RiderAccount = await riderAccount(url(1), db, area.hub, `p${tag}`);
    const deliveryRider: RiderAccount = await riderAccount(url(0), db, area.hub, `d${tag}`);
    const adminToken = await signIn(url(1), 'admin@desh.test', 'admin123');
    const admin: Account = {
      userId: '',
      token: adminToken,
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.9.9',
      },
    };
    await sessionCachePassed();
    for (const merchant of merchants) {
      const hook = await send(servers, 0, 'POST', '/api/webhooks', merchant, {
        url: receiver.url,
        events: ['parcel.status_changed', 'payout.created'],
      });
      if (hook.status !== 201)
        throw new Error(`webhook endpoint: ${hook.status} ${JSON.stringify(hook.body)}`);
    }
    // What makes an acknowledged COMMIT safe: the primary answers it only once the standby has its WAL.
    const [sync] = await db.query<{ names: string; commit: string; standbys: string }>(
      `select current_setting('synchronous_standby_names') as names, current_setting('synchronous_commit') as commit,
              (select string_agg(application_name || ' ' || sync_state, ', ') from pg_stat_replication) as standbys`,
    );
    if (!sync?.names || sync.commit !== 'on' || !/ (sync|quorum)$/.test(sync.standbys ?? ''))
      throw new Error(`the standby is not synchronous: ${JSON.stringify(sync)}`);
    log(`round ${number}: synchronous_standby_names '${sync.names}', standby ${sync.standbys}`);
    // The base backup the restore starts from (WAL from here on is archived by the primary of the moment).
    asPostgres('pgbackrest', [
      `--config=${dir}/backrest/pgbackrest.conf`,
      '--stanza=desh',
      '--type=full',
      'backup',
    ]);
    log(
      `round ${number}: ${merchants.length} merchants, hub ${area.hub}, two API processes; base backup taken`,
    );

    const acknowledged: Acknowledged = {
      bookings: [],
      scans: [],
      pickups: [],
      deliveries: [],
      handovers: [],
      confirmations: [],
      payouts: [],
    };
    let retriedAfterFailure = 0;
    let journeys = 0;
    let stopping = false;
    const failures: string[] = [];
    const ok = (answer: Answer & { retried: boolean }, expected: number[], what: string): boolean => {
      if (answer.retried) retriedAfterFailure += 1;
      if (expected.includes(answer.status)) return true;
      failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return false;
    };
    /** A scan at the hub; a hand-out names the rider who takes the parcel. */
    const scan = async (turn: number, trackingId: string, action: string, riderId?: string) => {
      const scanId = crypto.randomUUID();
      const answer = await send(servers, turn, 'POST', `/api/network/hubs/${area.hub}/scans`, manager, {
        code: trackingId,
        action,
        scanId,
        deviceId: 'ha-test',
        ...(riderId ? { riderId } : {}),
      });
      if (ok(answer, [200, 201], `scan ${action}`)) acknowledged.scans.push(scanId);
      return answer.status < 300;
    };

    /** One parcel from booking to the merchant's payout, every step through the HTTP API. */
    const journey = async (client: number, turn: number) => {
      const merchant = merchants[client] as Account;
      const booked = await send(
        servers,
        turn,
        'POST',
        '/api/parcels',
        merchant,
        {
          parcelTitle: `HA order ${client}-${turn}`,
          receiverName: `Receiver ${turn}`,
          receiverPhone: `017${String(10_000_000 + client * 10_000 + turn).padStart(8, '0')}`,
          receiverLanguage: 'en',
          pickupAddress: `Shop ${client}, Road 1`,
          deliveryAddress: `House ${turn}, Road 2`,
          parcelType: 'small',
          deliveryFee: 60,
          paymentMethod: 'cod',
          codAmount: 500,
          pickupDistrict: area.district,
          pickupUpazila: area.upazila,
          deliveryDistrict: area.district,
          deliveryUpazila: area.upazila,
        },
        crypto.randomUUID(),
      );
      if (!ok(booked, [201, 200], 'booking')) return;
      const parcelId = String(booked.body._id);
      const trackingId = String(booked.body.trackingId);
      const cash = Math.round(Number(booked.body.amountToCollect) * 100);
      acknowledged.bookings.push(parcelId);
      const assign = (rider: RiderAccount) =>
        send(servers, turn, 'POST', `/api/network/hubs/${area.hub}/assign`, manager, {
          riderId: rider.riderId,
          parcelIds: [parcelId],
        });
      if (!ok(await assign(pickupRider), [200], 'pickup assignment')) return;
      const pickedUp = await send(
        servers,
        turn,
        'PATCH',
        `/api/parcels/${parcelId}/status`,
        pickupRider,
        { status: 'picked_up' },
        crypto.randomUUID(),
      );
      if (!ok(pickedUp, [200], 'pickup')) return;
      acknowledged.pickups.push(parcelId);
      if (!(await scan(turn, trackingId, 'receive'))) return;
      if (!ok(await assign(deliveryRider), [200], 'delivery assignment')) return;
      if (!(await scan(turn, trackingId, 'handout', deliveryRider.riderId))) return;
      let code = gateway.codes.get(trackingId);
      for (let waited = 0; !code && waited < 90_000; waited += 200) {
        await sleep(200);
        code = gateway.codes.get(trackingId);
      }
      if (!code) {
        failures.push(`no delivery code by SMS for ${trackingId}`);
        return;
      }
      const completed = await send(
        servers,
        turn,
        'POST',
        `/api/deliveries/${parcelId}/complete`,
        deliveryRider,
        { code, cashCollected: cash },
        crypto.randomUUID(),
      );
      if (!ok(completed, [200, 201], 'delivery')) return;
      acknowledged.deliveries.push(parcelId);
      const handover = await send(servers, turn, 'POST', '/api/ledger/handovers', deliveryRider, {
        amountPoisha: cash,
        idempotencyKey: crypto.randomUUID(),
      });
      if (!ok(handover, [200, 201], 'handover')) return;
      const handoverId = String(handover.body.id);
      acknowledged.handovers.push(handoverId);
      const counted = await send(
        servers,
        turn,
        'POST',
        `/api/ledger/hubs/${area.hub}/handovers/${handoverId}/confirm`,
        manager,
        { countedPoisha: cash },
      );
      // A count whose answer was lost and sent again finds it confirmed: 409, and the first count stands.
      if (!ok(counted, counted.retried ? [200, 409] : [200], 'handover count')) return;
      acknowledged.confirmations.push(handoverId);
      const payout = await send(servers, turn, 'POST', '/api/ledger/payouts', admin, {
        merchantId: merchant.userId,
        amountPoisha: 100,
        method: 'cash',
        reference: `HA ${turn}`,
        idempotencyKey: crypto.randomUUID(),
      });
      if (!ok(payout, [200, 201], 'payout')) return;
      acknowledged.payouts.push(String(payout.body.id));
      journeys += 1;
    };

    const loops = Array.from({ length: clients }, async (_, client) => {
      for (let turn = client; !stopping; turn += clients) await journey(client, turn);
    });

    // The kill: the primary's machine stops at once, its keeper with it (else the keeper restarts PostgreSQL).
    await sleep(beforeKillMs);
    const supervisor = Number(fs.readFileSync(path.join(dir, 'node1.pid'), 'utf8'));
    const postmaster = Number(fs.readFileSync(path.join(dir, 'node1/postmaster.pid'), 'utf8').split('\n')[0]);
    const keepers = execFileSync('pgrep', ['-P', String(supervisor)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    const acknowledgedSoFar = () => Object.values(acknowledged).reduce((sum, list) => sum + list.length, 0);
    const bookedBeforeKill = acknowledged.bookings.length;
    const acknowledgedBeforeKill = acknowledgedSoFar();
    const killedAt = performance.now();
    for (const pid of [supervisor, ...keepers, postmaster]) process.kill(pid, 'SIGKILL');
    log(
      `round ${number}: SIGKILL to node1's postmaster ${postmaster} and keeper ${supervisor} after ${bookedBeforeKill} bookings`,
    );

    // The probe: a booking every 100 ms (a new key each), until one is acknowledged.
    const probe = merchants[clients] as Account;
    let writesBackS = Number.POSITIVE_INFINITY;
    for (let attempt = 0; (performance.now() - killedAt) / 1000 < 60; attempt++) {
      const server = servers[attempt % servers.length] as Server;
      const status = await fetch(`${server.url}/api/parcels`, {
        method: 'POST',
        headers: { ...probe.headers, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          parcelTitle: 'Probe',
          receiverName: 'Probe',
          receiverPhone: '01711111111',
          pickupAddress: 'Probe shop',
          deliveryAddress: 'Probe house',
          parcelType: 'small',
          deliveryFee: 60,
          paymentMethod: 'prepaid',
          pickupDistrict: area.district,
          pickupUpazila: area.upazila,
          deliveryDistrict: area.district,
          deliveryUpazila: area.upazila,
        }),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 201) {
        writesBackS = (performance.now() - killedAt) / 1000;
        break;
      }
      await sleep(100);
    }
    log(`round ${number}: writes acknowledged again ${writesBackS.toFixed(1)} s after the kill`);
    await sleep(afterBackMs);
    stopping = true;
    await Promise.all(loops);
    const states = execFileSync('bash', [clusterScript, 'state', dir], { encoding: 'utf8' });
    log(
      `round ${number}: ${journeys} journeys done, ${retriedAfterFailure} requests sent again; cluster now:\n${states}`,
    );

    // Outboxes drain: an SMS claimed on the old primary waits out its lease (60 s) before it is sent again.
    const drainedBy = Date.now() + 120_000;
    for (;;) {
      const [left] = await db.query<{ sms: string; hooks: string }>(
        `select (select count(*) from sms_outbox where status <> 'sent') as sms,
                (select count(*) from webhook_messages where status <> 'delivered') as hooks`,
      );
      if (left?.sms === '0' && left.hooks === '0') break;
      if (Date.now() > drainedBy) throw new Error(`outboxes not drained: ${JSON.stringify(left)}`);
      await sleep(1_000);
    }

    const problems = [...failures];
    const missing = async (what: string, list: string[], sql: string) => {
      const [row] = await db.query<{ found: string }>(sql, [list]);
      const lost = list.length - Number(row?.found ?? 0);
      if (lost !== 0) problems.push(`${lost} acknowledged ${what} are not in the database`);
    };
    await missing(
      'bookings',
      acknowledged.bookings,
      'select count(*) as found from parcels where id = any($1)',
    );
    await missing(
      'scans',
      acknowledged.scans,
      'select count(*) as found from scan_events where scan_key = any($1)',
    );
    await missing(
      'pickups',
      acknowledged.pickups,
      `select count(*) as found from parcel_events where parcel_id = any($1) and to_status = 'picked_up'`,
    );
    await missing(
      'deliveries',
      acknowledged.deliveries,
      `select count(*) as found from parcels where id = any($1) and status = 'delivered'`,
    );
    await missing(
      'handovers',
      acknowledged.handovers,
      'select count(*) as found from cash_handovers where id = any($1)',
    );
    await missing(
      'handover counts',
      acknowledged.confirmations,
      `select count(*) as found from cash_handovers where id = any($1) and status = 'confirmed'`,
    );
    await missing(
      'payouts',
      acknowledged.payouts,
      'select count(*) as found from payouts where id = any($1)',
    );

    const [books] = await db.query<{ total: string; unbalanced: string }>(
      `select coalesce(sum(amount_poisha), 0) as total,
              (select count(*) from (select entry_id from ledger_lines group by entry_id
                                     having sum(amount_poisha) <> 0) as entries) as unbalanced
       from ledger_lines`,
    );
    if (books?.total !== '0' || books.unbalanced !== '0')
      problems.push(`the books do not balance: ${JSON.stringify(books)}`);
    const [custody] = await db.query<{ parcels: string; held: string; holders: string }>(
      `select (select count(*) from parcels) as parcels,
              (select count(distinct parcel_id) from parcel_custody) as held,
              (select count(*) from parcel_custody
                where num_nonnulls(rider_id, hub_id, bag_id) = case when holder_kind in ('merchant', 'receiver') then 0 else 1 end) as holders`,
    );
    if (custody?.parcels !== custody?.held || custody?.held !== custody?.holders)
      problems.push(`custody: ${JSON.stringify(custody)} (every parcel one row, one holder)`);

    const smsIds = (await db.query<{ id: string }>('select id from sms_outbox')).map(
      (row) => `desh-${row.id}`,
    );
    const smsMissing = smsIds.filter((id) => !gateway.seen.has(id));
    const smsUnknown = [...gateway.seen.keys()].filter((id) => !smsIds.includes(id));
    if (smsMissing.length > 0 || smsUnknown.length > 0)
      problems.push(
        `SMS: ${smsMissing.length} never reached the gateway, ${smsUnknown.length} it got are not in the outbox`,
      );
    const hookIds = (await db.query<{ id: string }>('select message_id as id from webhook_messages')).map(
      (row) => row.id,
    );
    const hooksMissing = hookIds.filter((id) => !receiver.seen.has(id));
    const hooksUnknown = [...receiver.seen.keys()].filter((id) => !hookIds.includes(id));
    if (hooksMissing.length > 0 || hooksUnknown.length > 0)
      problems.push(
        `webhooks: ${hooksMissing.length} never arrived, ${hooksUnknown.length} arrived that are not in the outbox`,
      );
    const duplicates = (seen: Map<string, number>) => [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
    // Exactly once: a worker that sent a message keeps recording it until the new primary takes it, so
    // nothing is sent a second time (the receivers would drop a repeat by its id, but none may come).
    if (duplicates(gateway.seen) > 0 || duplicates(receiver.seen) > 0)
      problems.push(
        `sent more than once: ${duplicates(gateway.seen)} SMS and ${duplicates(receiver.seen)} webhooks repeated`,
      );
    if (writesBackS > writesBackWithinS)
      problems.push(`writes came back after ${writesBackS.toFixed(1)} s (at most ${writesBackWithinS})`);
    const acknowledgedCount = acknowledgedSoFar();
    if (
      bookedBeforeKill === 0 ||
      acknowledgedCount <= acknowledgedBeforeKill ||
      acknowledged.payouts.length === 0
    )
      problems.push(
        `the load did not run on both sides of the failover (${acknowledgedBeforeKill} writes acknowledged before the kill, ${acknowledgedCount} in all)`,
      );
    log(
      `round ${number}: ${acknowledgedCount} acknowledged writes (${acknowledgedCount - acknowledgedBeforeKill} after the kill) all found; books sum to ${books?.total}; ${custody?.parcels} parcels, one holder each; ` +
        `${smsIds.length} SMS and ${hookIds.length} webhooks, each sent once`,
    );

    // Point-in-time recovery: a mistake after a known moment, and a restore to just before it.
    const restoreStarted = performance.now();
    const [before] = await db.query<{ at: string; parcels: string; lines: string }>(
      `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US+00') as at,
              (select count(*) from parcels) as parcels, (select count(*) from ledger_lines) as lines`,
    );
    if (!before) throw new Error('no time');
    await sleep(1_000);
    await db.query(`update parcels set receiver_name = 'MISTAKE'`);
    await db.query('select pg_switch_wal()');
    // The mistake's WAL file must be in the repository: pgBackRest's check waits for a switch to arrive.
    asPostgres('pgbackrest', [`--config=${dir}/backrest/pgbackrest.conf`, '--stanza=desh', 'check']);
    const restoreDir = path.join(dir, 'restore');
    asPostgres('pgbackrest', [
      `--config=${dir}/backrest/pgbackrest.conf`,
      '--stanza=desh',
      `--pg1-path=${restoreDir}`,
      '--type=time',
      `--target=${before.at}`,
      '--target-timeline=latest',
      '--target-action=promote',
      'restore',
    ]);
    // On a port of its own, archiving nothing into the repository, waiting for no standby.
    asPostgres(`${pgbin}/pg_ctl`, [
      '-D',
      restoreDir,
      '-w',
      '-t',
      '120',
      '-l',
      path.join(dir, 'logs/restore.log'),
      '-o',
      `-p ${restorePort} -c listen_addresses=127.0.0.1 -c archive_mode=off -c synchronous_standby_names= -c hot_standby=on`,
      'start',
    ]);
    const restored = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${restorePort}/desh` });
    await restored.connect();
    for (let waited = 0; waited < 60_000; waited += 250) {
      const { rows } = await restored.query<{ recovering: boolean }>(
        'select pg_is_in_recovery() as recovering',
      );
      if (!rows[0]?.recovering) break;
      await sleep(250);
    }
    const { rows } = await restored.query<{
      parcels: string;
      mistakes: string;
      lines: string;
      total: string;
    }>(
      `select (select count(*) from parcels) as parcels,
              (select count(*) from parcels where receiver_name = 'MISTAKE') as mistakes,
              (select count(*) from ledger_lines) as lines,
              (select coalesce(sum(amount_poisha), 0) from ledger_lines) as total`,
    );
    await restored.end();
    asPostgres(`${pgbin}/pg_ctl`, ['-D', restoreDir, '-m', 'immediate', 'stop']);
    const restoreS = (performance.now() - restoreStarted) / 1000;
    const after = rows[0];
    if (
      after?.parcels !== before.parcels ||
      after.mistakes !== '0' ||
      after.lines !== before.lines ||
      after.total !== '0'
    )
      problems.push(
        `restore to ${before.at}: ${JSON.stringify(after)}, expected ${before.parcels} parcels, ${before.lines} ledger lines, no mistake`,
      );
    else
      log(
        `round ${number}: restored to ${before.at} (before the mistake) in ${restoreS.toFixed(1)} s: ${after.parcels} parcels, none touched`,
      );

    // The old primary's machine comes back: its keeper rewinds it and it follows the new primary.
    const rejoinStarted = performance.now();
    execFileSync('bash', [clusterScript, 'rejoin', dir, '1'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, HA_PORT_BASE: String(portBase) },
    });
    const [afterRejoin] = await db.query<{ standbys: string }>(
      `select string_agg(application_name || ' ' || sync_state, ', ') as standbys from pg_stat_replication`,
    );
    if (!/ (sync|quorum)$/.test(afterRejoin?.standbys ?? ''))
      problems.push(
        `the old primary came back but is no synchronous standby: ${JSON.stringify(afterRejoin)}`,
      );
    const rejoinS = (performance.now() - rejoinStarted) / 1000;
    log(`round ${number}: the old primary is the synchronous standby again after ${rejoinS.toFixed(1)} s`);

    if (problems.length > 0) throw new Error(`round ${number} failed:\n  ${problems.join('\n  ')}`);
    return {
      writesBackS,
      acknowledged: acknowledgedCount,
      retriedAfterFailure,
      journeys,
      smsDuplicates: duplicates(gateway.seen),
      webhookDuplicates: duplicates(receiver.seen),
      restoreS,
      rejoinS,
    };
  } finally {
    await cleanUp();
  }
}

async function main() {
  ensureHaPackages();
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    throw new Error('apps/api/dist/server.js is missing: npm run build -w apps/api first');
  }
  const rounds: Round[] = [];
  for (let number = 1; number <= runs; number++) rounds.push(await round(number));
  const times = rounds.map((entry) => entry.writesBackS.toFixed(1));
  log(`failover: writes acknowledged again after ${times.join(', ')} s`);
  if (record) {
    const rows = rounds.map(
      (entry, index) =>
        `| ${index + 1} | ${entry.writesBackS.toFixed(1)} s | ${entry.acknowledged} | ${entry.retriedAfterFailure} | ${entry.journeys} | ${entry.smsDuplicates} / ${entry.webhookDuplicates} | ${entry.restoreS.toFixed(1)} s | ${entry.rejoinS.toFixed(1)} s |`,
    );
    writeSection(
      path.join(root, 'bench/RESULTS.md'),
      '## Database failover',
      [
        `\`node --import tsx scripts/ha-test.ts --runs ${runs} --record\`, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores: pg_auto_failover 2.0 (monitor, primary, synchronous standby on loopback, deploy/ha/cluster.sh), two API processes, ${clients} merchants' journeys; SIGKILL of the primary's postmaster and keeper mid-load. "Writes back": from the kill to the first booking acknowledged again. Every round: 0 acknowledged writes lost, books sum to zero, one holder per parcel, every SMS and webhook at its receiver exactly once, a PITR restore to before a mistake, and the old primary back as the synchronous standby.`,
        '',
        '| round | writes back | acknowledged writes (0 lost) | sent again after a failure | journeys | sent more than once (SMS / webhooks) | PITR restore | old primary back as standby |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
