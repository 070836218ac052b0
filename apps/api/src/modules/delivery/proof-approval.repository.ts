import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryApprovals, deliveryProofs, parcels, riders } from '../../db/schema/index.ts';
import { atActionTime } from '../../lib/action-time.ts';
import type { Tx } from './delivery.repository.ts';

type Executor = Db | Tx;
export type ApprovalRow = typeof deliveryApprovals.$inferSelect;

export async function insertApproval(tx: Tx, row: typeof deliveryApprovals.$inferInsert): Promise<void> {
  await tx.insert(deliveryApprovals).values({ ...atActionTime('submittedAt'), ...row });
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
      flag: deliveryApprovals.flag,
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

/**
 * Per rider with any since `since`: photo deliveries instead of a code that was sent, delivered at once
 * (a parcel with a receiver phone, not delivered by an approval), those that waited by decision, and
 * every delivery they made. Only riders with photo deliveries are counted, each from its own index
 * range (delivery_proofs_photo_idx finds the few photo ones, delivery_proofs_rider_idx a rider's days).
 */
export async function countPhotoDeliveriesByRider(db: Db, since: Date) {
  const from = since.toISOString();
  const result = (await db.execute(sql`
    with at_once as (
      select proof.rider_id, count(*)::int as n
        from ${deliveryProofs} proof
        join ${parcels} parcel on parcel.id = proof.parcel_id
       where proof.kind = 'photo' and proof.delivered_at >= ${from}::timestamptz
         and proof.rider_id is not null and parcel.receiver_phone is not null
         and not exists (select 1 from ${deliveryApprovals} approval
                          where approval.parcel_id = proof.parcel_id and approval.status = 'approved')
       group by proof.rider_id
    ), waited as (
      select rider_id,
             (count(*) filter (where status = 'pending'))::int as pending,
             (count(*) filter (where status = 'approved'))::int as approved,
             (count(*) filter (where status = 'rejected'))::int as rejected
        from ${deliveryApprovals}
       where submitted_at >= ${from}::timestamptz and rider_id is not null
       group by rider_id
    ), counted as (select rider_id from at_once union select rider_id from waited)
    select rider.id as "riderId", rider.full_name as "riderName",
           coalesce(at_once.n, 0) as "withoutApproval",
           coalesce(waited.pending, 0) as pending,
           coalesce(waited.approved, 0) as approved,
           coalesce(waited.rejected, 0) as rejected,
           (select count(*)::int from ${deliveryProofs} mine
             where mine.rider_id = rider.id and mine.delivered_at >= ${from}::timestamptz) as delivered
      from counted
      join ${riders} rider on rider.id = counted.rider_id
      left join at_once on at_once.rider_id = counted.rider_id
      left join waited on waited.rider_id = counted.rider_id`)) as unknown as {
    rows: Array<{
      riderId: string;
      riderName: string;
      withoutApproval: number;
      pending: number;
      approved: number;
      rejected: number;
      delivered: number;
    }>;
  };
  return result.rows.map((row) => ({
    riderId: row.riderId,
    riderName: row.riderName,
    withoutApproval: Number(row.withoutApproval),
    pending: Number(row.pending),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    delivered: Number(row.delivered),
  }));
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
