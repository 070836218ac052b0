// Head office's parcel search against a large table: how long each kind of query takes through the
// service (searchDesk), on PostgreSQL. Fill a database first (the run in RESULTS.md used 300,000
// parcels, 2,000 merchants each with a store and an SMS number), then:
//   DATABASE_URL=postgres://… node --import tsx apps/api/src/cli/bench-parcel-search.ts
import { openDatabase } from '../db/client.ts';
import { searchDesk } from '../modules/admin/parcel-desk-search.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a filled database.');
const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
const queries: Record<string, { q?: string; figure?: 'atHub' | 'awaitingPickup' }> = {
  'tracking ID without DSH-': { q: '1700000150000' },
  'receiver phone, Bangla digits': { q: '০১৯১০০৪২০০০' },
  'store phone (a merchant’s ~150 parcels)': { q: '01710000042' },
  'SMS phone of a sender': { q: '01810000042' },
  'order ID': { q: 'ORD-123456' },
  'part of a shop name': { q: 'Shop number 1234' },
  'board figure, whole network': { figure: 'awaitingPickup' },
};
for (const [name, query] of Object.entries(queries)) {
  await searchDesk(database.db, query as never, 24);
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < 10; run += 1) {
    const start = performance.now();
    found = (await searchDesk(database.db, query as never, 24)).parcels.length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.info(
    `${name}: median ${times[5]?.toFixed(1)} ms, worst ${times[9]?.toFixed(1)} ms, ${found} found`,
  );
}
await database.close();
