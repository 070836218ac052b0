import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryApprovals, parcels, riders } from '../../db/schema/index.ts';
import type { Tx } from './delivery.repository.ts';

type Executor = Db | Tx;
export type ApprovalRow = typeof deliveryApprovals.$inferSelect;

export async function insertApproval(tx: Tx, row: typeof deliveryApprovals.$inferInsert): Promise<void> {
  await tx.insert(deliveryApprovals).values(row);
}

export async function findPendingApproval(tx: Executor, parcelId: string): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(deliveryApprovals)
    .where(and(eq(deliveryApprovals.parcelId, parcelId), eq(deliveryApprovals.status, 'pending')));
  return row;
}

export async function decideApproval(
  tx: Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; rejectReason: string | null },
): Promise<void> {
  await tx
    .update(deliveryApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(deliveryApprovals.id, id), eq(deliveryApprovals.status, 'pending')));
}

/** Every delivery waiting for an admin, oldest first (the one waiting longest is decided first). */
export function listPendingApprovals(db: Db, limit: number) {
  return db
    .select({
      parcelId: deliveryApprovals.parcelId,
      trackingId: parcels.trackingId,
      photoId: deliveryApprovals.photoId,
      receiverName: deliveryApprovals.receiverName,
      cashCollected: deliveryApprovals.cashCollected,
      riderId: deliveryApprovals.riderId,
      riderName: riders.fullName,
      submittedAt: deliveryApprovals.submittedAt,
    })
    .from(deliveryApprovals)
    .innerJoin(parcels, eq(parcels.id, deliveryApprovals.parcelId))
    .leftJoin(riders, eq(riders.id, deliveryApprovals.riderId))
    .where(eq(deliveryApprovals.status, 'pending'))
    .orderBy(asc(deliveryApprovals.submittedAt), asc(deliveryApprovals.id))
    .limit(limit);
}

/** Per rider since `since`: photo deliveries after a locked code, by decision, the most first. */
export function countApprovalsByRider(db: Db, since: Date) {
  const total = sql<number>`count(*)::int`;
  const by = (status: string) =>
    sql<number>`(count(*) filter (where ${deliveryApprovals.status} = ${status}))::int`;
  return db
    .select({
      riderId: sql<string>`${deliveryApprovals.riderId}`,
      riderName: riders.fullName,
      total,
      pending: by('pending'),
      approved: by('approved'),
      rejected: by('rejected'),
    })
    .from(deliveryApprovals)
    .innerJoin(riders, eq(riders.id, deliveryApprovals.riderId))
    .where(and(isNotNull(deliveryApprovals.riderId), gte(deliveryApprovals.submittedAt, since)))
    .groupBy(deliveryApprovals.riderId, riders.fullName)
    .orderBy(desc(total), asc(riders.fullName));
}

/** Cash on deliveries still waiting for approval, by the parcel's sender or its rider. */
export async function pendingCashOf(
  db: Executor,
  owner: { merchantId: string } | { riderIds: string[] },
): Promise<{ count: number; cashPoisha: number }> {
  const where =
    'merchantId' in owner
      ? eq(parcels.senderId, owner.merchantId)
      : owner.riderIds.length > 0
        ? inArray(deliveryApprovals.riderId, owner.riderIds)
        : sql`false`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cashPoisha: sql<number>`coalesce(sum(${deliveryApprovals.cashCollected}), 0)::bigint`,
    })
    .from(deliveryApprovals)
    .innerJoin(parcels, eq(parcels.id, deliveryApprovals.parcelId))
    .where(and(eq(deliveryApprovals.status, 'pending'), where));
  return { count: Number(row?.count ?? 0), cashPoisha: Number(row?.cashPoisha ?? 0) };
}
