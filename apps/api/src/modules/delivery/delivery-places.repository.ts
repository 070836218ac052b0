import { and, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryPlaces } from '../../db/schema/index.ts';
import type { Tx } from './delivery.repository.ts';

export type DeliveryPlaceRow = typeof deliveryPlaces.$inferSelect;

/** At most one place per parcel: a repeat of the same handover keeps the first. */
export async function insertDeliveryPlace(tx: Tx, row: typeof deliveryPlaces.$inferInsert): Promise<void> {
  await tx.insert(deliveryPlaces).values(row).onConflictDoNothing({ target: deliveryPlaces.parcelId });
}

/** The latest place each of these riders recorded for each of these phones, in one query. */
export async function listLatestPlaces(
  db: Db,
  riderIds: readonly string[],
  phones: readonly string[],
): Promise<Array<Pick<DeliveryPlaceRow, 'riderId' | 'receiverPhone' | 'lat' | 'lng'>>> {
  if (riderIds.length === 0 || phones.length === 0) return [];
  return db
    .selectDistinctOn([deliveryPlaces.riderId, deliveryPlaces.receiverPhone], {
      riderId: deliveryPlaces.riderId,
      receiverPhone: deliveryPlaces.receiverPhone,
      lat: deliveryPlaces.lat,
      lng: deliveryPlaces.lng,
    })
    .from(deliveryPlaces)
    .where(
      and(inArray(deliveryPlaces.riderId, [...riderIds]), inArray(deliveryPlaces.receiverPhone, [...phones])),
    )
    .orderBy(deliveryPlaces.riderId, deliveryPlaces.receiverPhone, desc(deliveryPlaces.deliveredAt));
}
