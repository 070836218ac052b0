import { type BenchDatabase, insertParcels } from './database.ts';

/**
 * Three more steps for every parcel booked so far, so each lookup returns a four-step timeline.
 * Written straight in SQL (no NOTIFY): run it before anything has been looked up.
 */
export async function addTimelineSteps(db: BenchDatabase): Promise<void> {
  await db.query(
    `insert into parcel_events (parcel_id, from_status, to_status, actor_role, note, created_at)
     select p.id, s.from_status, s.to_status, 'admin', s.note, p.booking_time + s.after
     from parcels p cross join (values
       ('pending', 'assigned', null, interval '1 hour'),
       ('assigned', 'picked_up', null, interval '2 hours'),
       ('picked_up', 'failed', 'Receiver was not at home', interval '5 hours')) as s(from_status, to_status, note, after)`,
  );
  await db.query(`update parcels set status = 'failed', updated_at = now()`);
}

export async function countParcels(db: BenchDatabase): Promise<number> {
  const [row] = await db.query<{ count: string }>('select count(*) from parcels');
  return Number(row?.count ?? 0);
}

/** Tops the parcels table up to `target` rows, spread over `senders` other customers. */
export async function fillTable(
  db: BenchDatabase,
  target: number,
  senders: number,
  progress: (rows: number) => void,
): Promise<number> {
  await db.query(
    `insert into users (id, name, email, role)
     select 'bench-user-' || g, 'Bench sender ' || g, 'bench-' || g || '@bench.test', 'customer'
     from generate_series(0, ${senders - 1}) as g on conflict do nothing`,
  );
  let missing = target - (await countParcels(db));
  let next = 1;
  const chunk = 100_000;
  while (missing > 0) {
    const size = Math.min(chunk, missing);
    await insertParcels(db, {
      count: size,
      firstIndex: next,
      prefix: '9',
      senderSql: `'bench-user-' || (g % ${senders})`,
      emailSql: `'bench-' || (g % ${senders}) || '@bench.test'`,
    });
    next += size;
    missing -= size;
    progress(target - missing);
  }
  await db.query('vacuum analyze parcels');
  return countParcels(db);
}
