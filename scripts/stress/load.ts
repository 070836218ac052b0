import type { BenchDatabase } from '../../bench/lib/database.ts';
import { type BookingResult, bookOnce, log, signUpMany, startApi, tempDir } from './common.ts';

export interface LoadFigures {
  users: number;
  bookings: number;
  created: number;
  errors: number;
  duplicates: number;
  missing: number;
  seconds: number;
}

/** 500 bookings from 50 customers, all in flight at once, against a production server on PostgreSQL. */
export async function loadWithoutLoss(
  db: BenchDatabase,
  port: number,
  users = 50,
  bookings = 500,
): Promise<LoadFigures> {
  const server = await startApi(port, tempDir('load'), db.url);
  try {
    const tokens = await signUpMany(server.url, users);
    log(`load: ${users} customers signed up; sending ${bookings} bookings at once`);
    const started = performance.now();
    const results: BookingResult[] = await Promise.all(
      Array.from({ length: bookings }, (_, index) =>
        bookOnce(server.url, tokens[index % users] as string, `Load parcel ${index + 1}`),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const created = results.flatMap((result) => (result.booked ? [result.booked] : []));
    const failures = results.filter((result) => !result.booked);
    for (const failure of failures.slice(0, 5)) log(`load: failed ${failure.status} ${failure.error}`);
    const trackingIds = new Set(created.map((parcel) => parcel.trackingId));
    const rows = await db.query<{ id: string }>('SELECT id FROM parcels WHERE id = ANY($1::text[])', [
      created.map((parcel) => parcel.id),
    ]);
    return {
      users,
      bookings,
      created: created.length,
      errors: failures.length,
      duplicates: created.length - trackingIds.size,
      missing: created.length - rows.length,
      seconds,
    };
  } finally {
    await server.stop();
  }
}
