import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { parcelDeskActions, parcelHolds, users } from '../../db/schema/index.ts';

export type DeskActionRow = typeof parcelDeskActions.$inferInsert;

export async function insertDeskAction(tx: Tx, row: DeskActionRow): Promise<void> {
  await tx.insert(parcelDeskActions).values(row);
}

export async function listDeskActions(db: Db, parcelId: string) {
  return db
    .select({ action: parcelDeskActions, actorName: users.name })
    .from(parcelDeskActions)
    .leftJoin(users, eq(users.id, parcelDeskActions.actorId))
    .where(eq(parcelDeskActions.parcelId, parcelId))
    .orderBy(asc(parcelDeskActions.id));
}

/** Puts a parcel on hold; false when it already was. */
export async function insertHold(tx: Tx, parcelId: string, reason: string, heldBy: string): Promise<boolean> {
  const rows = await tx
    .insert(parcelHolds)
    .values({ parcelId, reason, heldBy })
    .onConflictDoNothing()
    .returning({ parcelId: parcelHolds.parcelId });
  return rows.length > 0;
}

/** Releases a parcel; false when it was not on hold. */
export async function deleteHold(tx: Tx, parcelId: string): Promise<boolean> {
  const rows = await tx
    .delete(parcelHolds)
    .where(eq(parcelHolds.parcelId, parcelId))
    .returning({ parcelId: parcelHolds.parcelId });
  return rows.length > 0;
}

export async function findHold(db: Db | Tx, parcelId: string) {
  const [row] = await db.select().from(parcelHolds).where(eq(parcelHolds.parcelId, parcelId));
  return row;
}
