import { dhakaDate, dhakaDayStart, type PickupProgress } from '@desh/shared';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';

/**
 * Today's pickups of the sender, per store (or pickup address when booked without one): how many
 * parcels booked today (Asia/Dhaka) have left the store. Cancelled bookings do not count.
 */
export async function getPickupProgress(
  db: Db,
  senderId: string,
  now = new Date(),
): Promise<PickupProgress[]> {
  const rows = await db
    .select({
      storeId: parcels.storeId,
      pickupAddress: sql<string>`min(${parcels.pickupAddress})`,
      total: sql<number>`count(*)::int`,
      pickedUp: sql<number>`(count(*) filter (where ${parcels.status} not in ('pending', 'assigned')))::int`,
    })
    .from(parcels)
    .where(
      and(
        eq(parcels.senderId, senderId),
        gte(parcels.bookingTime, dhakaDayStart(dhakaDate(now))),
        ne(parcels.status, 'cancelled'),
      ),
    )
    .groupBy(parcels.storeId, sql`case when ${parcels.storeId} is null then ${parcels.pickupAddress} end`)
    .orderBy(sql`count(*) desc`);
  return rows;
}
