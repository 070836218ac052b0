import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from './lib/api.ts';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import { benchServerUrl, createBenchDatabase } from './lib/database.ts';
import { envLoadSettings, measureServer } from './lib/load.ts';
import { cpuProfileFlags } from './lib/processes.ts';
import { formatNumber, writeSection } from './lib/results.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = envLoadSettings;
// More parcels than the run can complete: a request that found none left would be a 409, not a measurement.
const parcelCount = Number(process.env.BENCH_DELIVERIES ?? 20_000);
const code = '246810';
const log = (line: string) => console.info(`[bench:delivery] ${line}`);

async function main(): Promise<void> {
  const db = await createBenchDatabase(benchServerUrl);
  const server = await startProductionApi({
    root,
    databaseUrl: db.url,
    env: { SEED_DEMO: 'true', LOG_LEVEL: 'error', ...raisedLimits },
    // BENCH_PROFILE=<dir>: V8's CPU profile of the server, written there when it stops.
    nodeArgs: cpuProfileFlags(process.env.BENCH_PROFILE),
  });
  try {
    const token = await signIn(server.url, 'rider@desh.test', 'rider123');
    const [rider] = await db.query<{ id: string }>(`select id from riders where email = 'rider@desh.test'`);
    const [sender] = await db.query<{ id: string }>(
      `select id from users where email = 'customer@desh.test'`,
    );
    if (!rider || !sender) throw new Error('demo accounts missing');
    log(`${formatNumber(parcelCount)} parcels out for delivery with the demo rider`);
    await db.query(
      `insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, pickup_address,
         delivery_address, parcel_type, delivery_fee_poisha, payment_method, cod_amount_poisha, sender_id, sender_email,
         status, rider_id)
       select 'bench-d-' || g, 'DSH-7' || lpad(g::text, 12, '0'), 'Bench parcel', 'Receiver ' || g, '01712345678',
         'Pickup road', 'Delivery road', 'small', 10000, 'cod', 50000, $1, 'customer@desh.test',
         'out_for_delivery', $2
       from generate_series(1, $3::int) as g`,
      [sender.id, rider.id, parcelCount],
    );
    // Codes stored the way the server stores them: sha256("salt:code") with a salt per parcel.
    await db.query(
      `insert into delivery_codes (parcel_id, code_hash, salt, expires_at)
       select 'bench-d-' || g, encode(sha256(convert_to(md5(g::text) || ':' || $1, 'UTF8')), 'hex'), md5(g::text),
         now() + interval '6 hours'
       from generate_series(1, $2::int) as g`,
      [code, parcelCount],
    );
    await db.query('vacuum analyze parcels');
    let nextParcel = 0;
    const next = () => {
      nextParcel += 1;
      return { path: `/api/deliveries/bench-d-${nextParcel}/complete` };
    };
    log(`${settings.connections} connections for ${settings.durationSeconds} s`);
    const { run: result, cpuPerRequestUs: cpuPerRequest } = await measureServer(
      server,
      '`POST /api/deliveries/:id/complete` (code + cash)',
      `${server.url}/api/deliveries/x/complete`,
      settings,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ code, cashCollected: 60_000 }),
        next,
      },
    );
    const [done] = await db.query<{ n: string }>(
      `select count(*) as n from parcels where status = 'delivered'`,
    );
    const [proofs] = await db.query<{ n: string }>('select count(*) as n from delivery_proofs');
    const [sms] = await db.query<{ n: string }>(
      `select count(*) as n from sms_outbox where kind = 'delivered'`,
    );
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores, shared; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')} at the end), PostgreSQL, one API process, rate limits raised for the run.`,
      '',
      '| Endpoint | req/s | p50 ms | p99 ms | server CPU µs per request | requests | errors / non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      `| ${result.name} | ${formatNumber(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${formatNumber(cpuPerRequest)} | ${formatNumber(result.total)} | ${result.failures === 0 ? 'none' : result.detail} |`,
      '',
      `After the run: ${formatNumber(Number(done?.n ?? 0))} parcels delivered, ${formatNumber(Number(proofs?.n ?? 0))} proofs (one per delivery), ${formatNumber(Number(sms?.n ?? 0))} "delivered" SMS queued in the same transactions (warm-up included).`,
      `Target: no errors at ${settings.connections} connections: ${result.failures === 0 ? 'met' : 'NOT met'}.`,
      'Every request is one transaction that locks its parcel row; requests for different parcels do not wait on each other, so the rate is bounded by CPU (session lookup, about ten statements, two NOTIFYs).',
    ].join('\n');
    console.info(body);
    writeSection(path.join(root, 'bench/RESULTS.md'), '## Delivery completion', body);
  } finally {
    await server.stop();
    await db.drop();
  }
}

await main();
