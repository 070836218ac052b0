import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, signUp } from './lib/api.ts';
import { startProductionApi } from './lib/api-server.ts';
import { benchServerUrl, createBenchDatabase } from './lib/database.ts';
import { median } from './lib/load.ts';
import { formatNumber, writeSection } from './lib/results.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const batch = 500;
const heading = '## Bulk booking';

const rows = (round: number) =>
  Array.from({ length: batch }, (_, n) => ({
    ...booking,
    parcelTitle: `Bulk parcel ${n}`,
    receiverPhone: '01712345678',
    merchantOrderId: `B${round}-${n}`,
  }));

const db = await createBenchDatabase(benchServerUrl);
// Default rate limits: the whole batch is one request.
const server = await startProductionApi({ root, databaseUrl: db.url });
try {
  const token = await signUp(server.url, `bulk-${Date.now()}@example.test`);
  const [{ version } = { version: 'PostgreSQL' }] = await db.query<{ version: string }>('select version()');
  const seconds: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/parcels/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ parcels: rows(round) }),
    });
    const body = (await response.json()) as { created: number };
    const elapsed = (performance.now() - started) / 1000;
    if (response.status !== 200 || body.created !== batch) {
      throw new Error(`round ${round}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    seconds.push(elapsed);
    console.info(`[bench] bulk round ${round + 1}: ${elapsed.toFixed(2)} s`);
  }
  const typical = median(seconds);
  writeSection(
    path.join(root, 'bench/RESULTS.md'),
    heading,
    [
      `- Date: ${new Date().toISOString()}; ${os.cpus().length} cores, load average at the end of the run ${os.loadavg()[0]?.toFixed(1)} (a shared machine: the figures are a floor, not a capacity)`,
      `- ${version.split(' on ')[0]}; server as in the API benchmarks (NODE_ENV=production, default rate limits: one request per batch)`,
      `- One request of ${batch} parcels (each with a merchant order ID and a receiver phone: one statement per parcel writing the parcel, its first event and its webhook and SMS outbox rows), ${rounds} rounds`,
      '',
      '| batch | median time | parcels/s | rounds (s) |',
      '| ---: | ---: | ---: | --- |',
      `| ${batch} | ${formatNumber(typical, 2)} s | ${formatNumber(batch / typical)} | ${seconds.map((s) => s.toFixed(2)).join(', ')} |`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  await db.drop();
}
