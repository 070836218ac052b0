import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { parcels, stores, users } from '../../db/schema/index.ts';
import type { ParcelRow } from './parcel-mapper.ts';

/**
 * What head office's search asks of the parcels table: any of these matches (an OR). Each one is an
 * index: the tracking ID's unique index, the receiver's phone, the order ID, the sender, the store.
 */
export interface DeskCriteria {
  trackingId?: string;
  receiverPhone?: string;
  merchantOrderId?: string;
  senderIds?: readonly string[];
  storeIds?: readonly string[];
  parcelIds?: readonly string[];
}

export async function searchParcelsForDesk(db: Db, criteria: DeskCriteria, limit: number) {
  const any: SQL[] = [];
  if (criteria.trackingId) any.push(eq(parcels.trackingId, criteria.trackingId));
  if (criteria.receiverPhone) any.push(eq(parcels.receiverPhone, criteria.receiverPhone));
  if (criteria.merchantOrderId) any.push(eq(parcels.merchantOrderId, criteria.merchantOrderId));
  if (criteria.senderIds?.length) any.push(inArray(parcels.senderId, [...criteria.senderIds]));
  if (criteria.storeIds?.length) any.push(inArray(parcels.storeId, [...criteria.storeIds]));
  if (criteria.parcelIds?.length) any.push(inArray(parcels.id, [...criteria.parcelIds]));
  if (any.length === 0) return [];
  return db
    .select({
      id: parcels.id,
      trackingId: parcels.trackingId,
      status: parcels.status,
      receiverName: parcels.receiverName,
      receiverPhone: parcels.receiverPhone,
      deliveryDistrict: parcels.deliveryDistrict,
      merchantOrderId: parcels.merchantOrderId,
      senderName: users.name,
      storeName: stores.name,
      bookingTime: parcels.bookingTime,
    })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.senderId))
    .leftJoin(stores, eq(stores.id, parcels.storeId))
    .where(or(...any))
    .orderBy(desc(parcels.bookingTime), parcels.id)
    .limit(limit);
}

export async function findParcelByTrackingId(db: Db, trackingId: string): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(parcels).where(eq(parcels.trackingId, trackingId)).limit(1);
  return row;
}

/** Head office's correction of the delivery details, on a row the transaction holds locked. */
export async function updateDeliveryDetails(
  tx: Tx,
  parcelId: string,
  change: Partial<Pick<ParcelRow, 'receiverName' | 'deliveryAddress' | 'receiverPhone' | 'codAmountPoisha'>>,
  expectedStatus: ParcelRow['status'],
): Promise<ParcelRow | undefined> {
  const [row] = await tx
    .update(parcels)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(parcels.id, parcelId), eq(parcels.status, expectedStatus)))
    .returning();
  return row;
}
