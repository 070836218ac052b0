import fs from 'node:fs';
import pg from 'pg';

/** The PostgreSQL server a benchmark makes its own database on: DATABASE_URL, else the local test server. */
export const benchServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
  /** Closes this process's connection and leaves the database as it is (to read its plans afterwards). */
  close(): Promise<void>;
}

/**
 * How a connection string reaches its server, for a record's settings line: a `host` parameter naming a
 * directory is PostgreSQL's Unix socket there (docs/runbook.md's capacity plan), anything else is TCP.
 */
export function postgresTransport(url: string): string {
  const parsed = new URL(url);
  // node-postgres lets a `host` parameter override the URL's host name, so it is the one to name.
  const host = parsed.searchParams.get('host') ?? parsed.hostname;
  return host.startsWith('/') ? `its Unix socket (${host})` : `TCP (${host}:${parsed.port || '5432'})`;
}

/** A fresh database on the server named by `serverUrl`, dropped again by `drop`. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `desh_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A pool of one connection queues overlapping queries itself (a bare client doing so is deprecated in pg 8).
  const client = new pg.Pool({ connectionString: url.toString(), max: 1, idleTimeoutMillis: 0 });
  const close = async () => {
    await client.end().catch(() => undefined);
  };
  return {
    url: url.toString(),
    name,
    async query(text, values) {
      return (await client.query(text, values)).rows;
    },
    close,
    async drop() {
      await close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Bulk parcels for one sender, straight in SQL. Tracking IDs start with `prefix` (one digit) so they
 * never meet the server's own, which start with the current millisecond timestamp.
 */
export async function insertParcels(
  db: BenchDatabase,
  options: { count: number; firstIndex: number; prefix: string; senderSql: string; emailSql: string },
): Promise<void> {
  const { count, firstIndex, prefix, senderSql, emailSql } = options;
  await db.query(
    `insert into parcels (id, tracking_id, parcel_title, receiver_name, pickup_address, delivery_address,
       pickup_district, delivery_district, parcel_type, delivery_fee_poisha, payment_method, sender_id, sender_email,
       status, booking_time, updated_at)
     select 'bench-${prefix}-' || g, 'DSH-${prefix}' || lpad(g::text, 12, '0'), 'Bench parcel ' || g, 'Receiver ' || g,
       'Pickup road ' || g, 'Delivery road ' || g, 'dhaka', 'sylhet',
       (array['small','medium','large','fragile'])[1 + g % 4], (60 + g % 200) * 100, (array['cod','prepaid'])[1 + g % 2],
       ${senderSql}, ${emailSql},
       (array['pending','assigned','picked_up','in_transit','delivered','failed','cancelled'])[1 + g % 7],
       now() - g * interval '7 seconds', now() - g * interval '7 seconds'
     from generate_series($1::bigint, $2::bigint) as g`,
    [firstIndex, firstIndex + count - 1],
  );
}

export const databaseSize = async (db: BenchDatabase) =>
  Number(
    (await db.query<{ size: string }>('select pg_database_size(current_database()) as size'))[0]?.size ?? 0,
  );

/**
 * CPU time (ms) of each PostgreSQL backend serving this database now, from /proc (same machine), keyed
 * by pid and start time, so a pid the system hands to a later backend is not read as the same one.
 */
async function postgresCpuMs(db: BenchDatabase): Promise<Map<string, number>> {
  const rows = await db.query<{ pid: string; backend: string }>(
    `select pid::text as pid, pid::text || '@' || extract(epoch from backend_start)::text as backend
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const cpu = new Map<string, number>();
  for (const { pid, backend } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      cpu.set(backend, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // Ended in between.
    }
  }
  return cpu;
}

export interface PostgresCpuFollower {
  /** CPU seconds every backend seen since the start has used. */
  stop(): Promise<number>;
}

/**
 * Follows the CPU of this database's backends from now until `stop`. One reading at the end would see
 * only the backends still open then, and a long run's connections come and go: the API's pools close a
 * connection idle for 10 s (node-postgres' default) when a stage needs fewer, and autovacuum workers
 * end with their table, taking what they used with them. Reading every few seconds keeps each
 * backend's last figure; one closed for being idle 10 s used nothing after it.
 */
export async function followPostgresCpu(db: BenchDatabase, everyMs = 5_000): Promise<PostgresCpuFollower> {
  const before = await postgresCpuMs(db);
  const latest = new Map(before);
  const read = async () => {
    for (const [backend, ms] of await postgresCpuMs(db)) latest.set(backend, ms);
  };
  // One reading at a time; a failed one (a query refused mid-run) is skipped, never left unhandled.
  let reading: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(read).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    async stop(): Promise<number> {
      clearInterval(timer);
      await reading;
      await read();
      let total = 0;
      for (const [backend, ms] of latest) total += ms - (before.get(backend) ?? 0);
      return total / 1000;
    },
  };
}
