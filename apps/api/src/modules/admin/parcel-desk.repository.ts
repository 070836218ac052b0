import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { parcelDeskActions, users } from '../../db/schema/index.ts';

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
