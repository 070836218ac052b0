import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';

export function findParcelOwnership(db: Db, trackingId: string) {
  return db
    .select({ id: parcels.id, senderId: parcels.senderId, riderId: parcels.riderId })
    .from(parcels)
    .where(eq(parcels.trackingId, trackingId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The parcel's timeline, oldest first, notes included. */
export function listParcelEvents(db: Db, parcelId: string) {
  return db
    .select({
      id: parcelEvents.id,
      fromStatus: parcelEvents.fromStatus,
      toStatus: parcelEvents.toStatus,
      note: parcelEvents.note,
      actorRole: parcelEvents.actorRole,
      createdAt: parcelEvents.createdAt,
    })
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, parcelId))
    .orderBy(asc(parcelEvents.createdAt), asc(parcelEvents.id));
}
