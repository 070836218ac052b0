import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import type { ParcelRow } from './parcel-mapper.ts';

/** Inserts a return parcel; undefined when the parcel already has one (the unique index decides). */
export async function insertReturnLeg(
  tx: Tx,
  values: typeof parcels.$inferInsert,
): Promise<ParcelRow | undefined> {
  const [row] = await tx
    .insert(parcels)
    .values(values)
    .onConflictDoNothing({ target: parcels.returnOfParcelId })
    .returning();
  return row;
}

export async function findReturnLegOf(
  db: Pick<Db, 'select'>,
  parcelId: string,
): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(parcels).where(eq(parcels.returnOfParcelId, parcelId)).limit(1);
  return row;
}

/** The parcels linked to one: its return parcel and, for a return parcel, the one it came back from. */
export async function findLinkedParcels(
  db: Pick<Db, 'select'>,
  parcel: Pick<ParcelRow, 'id' | 'returnOfParcelId'>,
): Promise<ParcelRow[]> {
  const conditions = [eq(parcels.returnOfParcelId, parcel.id)];
  if (parcel.returnOfParcelId) conditions.push(eq(parcels.id, parcel.returnOfParcelId));
  return db
    .select()
    .from(parcels)
    .where(or(...conditions));
}
