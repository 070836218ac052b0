import type { ParcelHoldKind } from '@desh/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { parcelHolds } from '../../db/schema/index.ts';

/**
 * The one hold on a parcel (`parcel_holds`): a hub's damage report or head office's desk puts it, a
 * manager or an admin releases it with a note. The custody gate reads the open one (`hold` in its
 * facts) and refuses to bag, hand out, take out or deliver a held parcel. Only these functions write
 * the table; callers pass their transaction, in which the parcel is locked.
 */

export type HoldRow = typeof parcelHolds.$inferSelect;

/** Holds a parcel; false when it already is (by either kind). */
export async function placeHold(
  tx: Tx,
  hold: { parcelId: string; kind: ParcelHoldKind; reason: string; by: string | null; at?: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(parcelHolds)
    .values({
      parcelId: hold.parcelId,
      kind: hold.kind,
      reason: hold.reason,
      heldBy: hold.by,
      ...(hold.at ? { heldAt: hold.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: parcelHolds.id });
  return rows.length > 0;
}

/**
 * Releases the parcel's open hold (only one of `kind`, when given), saying who and why; the row stays
 * as history. Answers the released hold, or undefined when there was none.
 */
export async function releaseHold(
  tx: Tx,
  release: { parcelId: string; kind?: ParcelHoldKind; by: string; note: string; at?: Date },
): Promise<HoldRow | undefined> {
  const [row] = await tx
    .update(parcelHolds)
    .set({ releasedBy: release.by, releasedAt: release.at ?? new Date(), releaseNote: release.note })
    .where(
      and(
        eq(parcelHolds.parcelId, release.parcelId),
        isNull(parcelHolds.releasedAt),
        release.kind ? eq(parcelHolds.kind, release.kind) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The parcel's open hold, if any. */
export async function openHoldOf(db: Executor, parcelId: string): Promise<HoldRow | undefined> {
  const [row] = await db
    .select()
    .from(parcelHolds)
    .where(and(eq(parcelHolds.parcelId, parcelId), isNull(parcelHolds.releasedAt)));
  return row;
}

/** Every hold the parcel had, newest first (the desk's story). */
export function holdsOf(db: Executor, parcelId: string): Promise<HoldRow[]> {
  return db
    .select()
    .from(parcelHolds)
    .where(eq(parcelHolds.parcelId, parcelId))
    .orderBy(desc(parcelHolds.id));
}
