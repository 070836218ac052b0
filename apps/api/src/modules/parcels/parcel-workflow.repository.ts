import { type ParcelStatus, riderQueueStatuses } from '@desh/shared';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import type { ParcelRow } from './parcel-mapper.ts';

/** Statuses in which a parcel is out with its rider. */
export const activeStatuses: ParcelStatus[] = [...riderQueueStatuses];

export async function findParcelById(db: Db, id: string): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id)).limit(1);
  return row;
}

export async function listPendingParcels(
  db: Db,
  limit: number,
): Promise<{ rows: ParcelRow[]; total: number }> {
  const pending = eq(parcels.status, 'pending');
  const [rows, [counted]] = await Promise.all([
    db.select().from(parcels).where(pending).orderBy(asc(parcels.bookingTime), asc(parcels.id)).limit(limit),
    db.select({ total: count() }).from(parcels).where(pending),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const activeFirst = sql`case when ${inArray(parcels.status, activeStatuses)} then 0 else 1 end`;

/** Parcels carried by any of the given riders: the ones still out first, then the latest finished. */
export async function listParcelsOfRiders(db: Db, riderIds: string[], limit: number): Promise<ParcelRow[]> {
  if (riderIds.length === 0) return [];
  return db
    .select()
    .from(parcels)
    .where(inArray(parcels.riderId, riderIds))
    .orderBy(activeFirst, desc(parcels.updatedAt), asc(parcels.id))
    .limit(limit);
}

export async function listActiveParcels(db: Db, limit: number): Promise<ParcelRow[]> {
  return db
    .select()
    .from(parcels)
    .where(inArray(parcels.status, activeStatuses))
    .orderBy(asc(parcels.updatedAt), asc(parcels.id))
    .limit(limit);
}

/** Reads a parcel and locks its row until the transaction ends: concurrent movers queue behind it. */
export async function lockParcelRow(tx: Tx, id: string): Promise<ParcelRow | undefined> {
  const [row] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update').limit(1);
  return row;
}

/** Gives a parcel another rider without a status change (a hub assigning the delivery leg). */
export async function setParcelRider(tx: Tx, id: string, riderId: string): Promise<ParcelRow> {
  const [row] = await tx
    .update(parcels)
    .set({ riderId, updatedAt: new Date() })
    .where(eq(parcels.id, id))
    .returning();
  if (!row) throw new Error(`parcel ${id} vanished under its row lock`);
  return row;
}
