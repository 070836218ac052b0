import pg from 'pg';

export interface BenchDatabase {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
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
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    name,
    async query(text, values) {
      return (await client.query(text, values)).rows;
    },
    async drop() {
      await client.end().catch(() => undefined);
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
