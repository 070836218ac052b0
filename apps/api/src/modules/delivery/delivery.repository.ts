import { type DeliveryAttempt, deliveryCodeMaxTries, type FailedAttemptReason } from '@desh/shared';
import { and, asc, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import {
  deliveryAttempts,
  deliveryCodes,
  deliveryPhotos,
  deliveryProofs,
  parcelReturns,
  parcels,
  partialDeliveries,
  riders,
} from '../../db/schema/index.ts';
import { atActionTime, currentActionTime } from '../../lib/action-time.ts';

export type { Executor, Tx };

export type CodeRow = typeof deliveryCodes.$inferSelect;
export type PhotoRow = typeof deliveryPhotos.$inferSelect;

export async function countAttempts(tx: Executor, parcelId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.parcelId, parcelId));
  return row?.n ?? 0;
}

/** How many attempts the parcel has had, and when the latest was recorded (null: none yet). */
export async function attemptsSoFar(
  tx: Executor,
  parcelId: string,
): Promise<{ count: number; lastAt: Date | null }> {
  const [row] = await tx
    .select({ n: count(), lastAt: max(deliveryAttempts.createdAt) })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.parcelId, parcelId));
  return { count: row?.n ?? 0, lastAt: row?.lastAt ?? null };
}

export async function insertAttempt(
  tx: Tx,
  attempt: {
    parcelId: string;
    attemptNo: number;
    reason: FailedAttemptReason;
    note: string | null;
    rescheduleDate: string | null;
    calledAt: Date | null;
    riderId: string | null;
    actorId: string;
    /** The shop's deadline to decide; null when the parcel goes back at once. */
    decideBy: Date | null;
  },
): Promise<void> {
  await tx.insert(deliveryAttempts).values({ ...attempt, ...atActionTime('createdAt') });
}

export async function listAttemptsOf(
  db: Executor,
  parcelIds: string[],
): Promise<Map<string, DeliveryAttempt[]>> {
  const byParcel = new Map<string, DeliveryAttempt[]>();
  if (parcelIds.length === 0) return byParcel;
  const rows = await db
    .select()
    .from(deliveryAttempts)
    .where(inArray(deliveryAttempts.parcelId, parcelIds))
    .orderBy(asc(deliveryAttempts.attemptNo));
  for (const row of rows) {
    const list = byParcel.get(row.parcelId) ?? [];
    list.push({
      attemptNo: row.attemptNo,
      reason: row.reason,
      note: row.note,
      rescheduleDate: row.rescheduleDate,
      calledAt: row.calledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
    byParcel.set(row.parcelId, list);
  }
  return byParcel;
}

const codeOfParcel = prebuiltQuery((tx) =>
  tx
    .select()
    .from(deliveryCodes)
    .where(eq(deliveryCodes.parcelId, slot('parcelId'))),
);

export async function findCode(tx: Executor, parcelId: string): Promise<CodeRow | undefined> {
  const [row] = await codeOfParcel(tx, { parcelId });
  return row;
}

export async function listCodesOf(db: Executor, parcelIds: string[]): Promise<CodeRow[]> {
  if (parcelIds.length === 0) return [];
  return db.select().from(deliveryCodes).where(inArray(deliveryCodes.parcelId, parcelIds));
}

/**
 * The receiver's new code saved with the SMS that carries it, as data-modifying CTEs of one statement:
 * `queued` is the outbox insert (sms.service `queuedSmsSql`), whose id the code keeps (no message
 * queued: no code saved). A resend unlocks the code, but a lock earlier in the run is remembered; a
 * new run forgets it.
 */
export function savedCodeCtes(
  code: { parcelId: string; codeHash: string; salt: string; expiresAt: Date; resends: number },
  queued: SQL,
  /** More data-modifying CTEs the same statement runs (the receiver's new link the SMS carries). */
  alsoWith: SQL[] = [],
): SQL[] {
  const newRun = code.resends === 0;
  return [
    ...alsoWith,
    sql`queued as (${queued})`,
    sql`saved_code as (
      insert into delivery_codes (parcel_id, code_hash, salt, expires_at, resends, sms_id, wrong_tries, sent_at)
      select ${code.parcelId}::text, ${code.codeHash}::text, ${code.salt}::text,
        ${code.expiresAt.toISOString()}::timestamptz, ${code.resends}::integer, queued.id, 0,
        ${new Date().toISOString()}::timestamptz
      from queued
      on conflict (parcel_id) do update set code_hash = excluded.code_hash, salt = excluded.salt,
        expires_at = excluded.expires_at, resends = excluded.resends, sms_id = excluded.sms_id, wrong_tries = 0,
        sent_at = excluded.sent_at${newRun ? sql`, was_locked = false` : sql``}
    )`,
  ];
}

/** Runs `savedCodeCtes` as its own statement. */
export async function saveCode(tx: Tx, ctes: SQL[]): Promise<void> {
  await executePrepared(tx, 'save_code', sql`with ${sql.join(ctes, sql`, `)} select 1`);
}

export async function addWrongTry(tx: Executor, parcelId: string): Promise<number> {
  const [row] = await tx
    .update(deliveryCodes)
    .set({
      wrongTries: sql`${deliveryCodes.wrongTries} + 1`,
      wasLocked: sql`${deliveryCodes.wasLocked} or ${deliveryCodes.wrongTries} + 1 >= ${deliveryCodeMaxTries}`,
    })
    .where(eq(deliveryCodes.parcelId, parcelId))
    .returning({ wrongTries: deliveryCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

const deleteCodeOfParcel = prebuiltQuery((tx) =>
  tx.delete(deliveryCodes).where(eq(deliveryCodes.parcelId, slot('parcelId'))),
);

export async function deleteCode(tx: Tx, parcelId: string): Promise<void> {
  await deleteCodeOfParcel(tx, { parcelId });
}

export async function insertPhoto(db: Db, photo: typeof deliveryPhotos.$inferInsert): Promise<void> {
  await db.insert(deliveryPhotos).values(photo);
}

export async function findPhoto(db: Executor, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(deliveryPhotos).where(eq(deliveryPhotos.id, id));
  return row;
}

/**
 * The proof a delivery was made, and the receiver's code forgotten with it (a proof ends the code's
 * use), in one statement built once.
 */
const insertProofForgetCode = prebuiltQuery((tx) => {
  const forgotten = tx.$with('forgotten').as(
    tx
      .delete(deliveryCodes)
      .where(eq(deliveryCodes.parcelId, slot('parcelId')))
      .returning({ parcelId: deliveryCodes.parcelId }),
  );
  return tx
    .with(forgotten)
    .insert(deliveryProofs)
    .values({
      parcelId: slot('parcelId'),
      kind: slot('kind'),
      photoId: slot('photoId'),
      receiverName: slot('receiverName'),
      cashCollected: slot('cashCollected'),
      riderId: slot('riderId'),
      actorId: slot('actorId'),
      deliveredAt: sql`coalesce(${slot('deliveredAt')}::timestamptz, now())`,
    });
});

export type DeliveryProof = typeof deliveryProofs.$inferInsert;

/** Records a delivery's proof; the receiver's code is forgotten by the same statement. */
export async function insertProof(tx: Tx, proof: typeof deliveryProofs.$inferInsert): Promise<void> {
  await insertProofForgetCode(tx, {
    parcelId: proof.parcelId,
    kind: proof.kind,
    photoId: proof.photoId ?? null,
    receiverName: proof.receiverName ?? null,
    cashCollected: proof.cashCollected ?? null,
    riderId: proof.riderId ?? null,
    actorId: proof.actorId ?? null,
    deliveredAt: (proof.deliveredAt ?? currentActionTime())?.toISOString() ?? null,
  });
}

export type PartialDeliveryRow = typeof partialDeliveries.$inferSelect;

export async function insertPartialDelivery(
  tx: Tx,
  row: typeof partialDeliveries.$inferInsert,
): Promise<void> {
  await tx.insert(partialDeliveries).values({ ...atActionTime('recordedAt'), ...row });
}

export async function findPartialDelivery(
  db: Executor,
  parcelId: string,
): Promise<PartialDeliveryRow | undefined> {
  const [row] = await db.select().from(partialDeliveries).where(eq(partialDeliveries.parcelId, parcelId));
  return row;
}

export async function insertReturn(tx: Tx, handover: typeof parcelReturns.$inferInsert): Promise<void> {
  await tx.insert(parcelReturns).values({ ...atActionTime('returnedAt'), ...handover });
}

export async function findProof(db: Executor, parcelId: string) {
  const [row] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcelId));
  return row;
}

export async function findReturn(db: Executor, parcelId: string) {
  const [row] = await db.select().from(parcelReturns).where(eq(parcelReturns.parcelId, parcelId));
  return row;
}

/** The latest deliveries with their proof and rider, newest first. */
export async function listProofs(db: Db, limit: number) {
  return db
    .select({
      parcelId: deliveryProofs.parcelId,
      trackingId: parcels.trackingId,
      kind: deliveryProofs.kind,
      receiverName: deliveryProofs.receiverName,
      photoId: deliveryProofs.photoId,
      cashCollected: deliveryProofs.cashCollected,
      deliveredAt: deliveryProofs.deliveredAt,
      riderName: riders.fullName,
    })
    .from(deliveryProofs)
    .innerJoin(parcels, eq(parcels.id, deliveryProofs.parcelId))
    .leftJoin(riders, eq(riders.id, deliveryProofs.riderId))
    .orderBy(desc(deliveryProofs.deliveredAt), asc(deliveryProofs.parcelId))
    .limit(limit);
}

/** Parcels that failed an attempt and are still out, or are going (or went) back. */
export async function listProblemParcels(db: Db, limit: number) {
  return db
    .select({
      parcelId: parcels.id,
      trackingId: parcels.trackingId,
      status: parcels.status,
      receiverName: parcels.receiverName,
      deliveryDistrict: parcels.deliveryDistrict,
      riderName: riders.fullName,
      updatedAt: parcels.updatedAt,
      returnPhotoId: parcelReturns.photoId,
    })
    .from(parcels)
    .leftJoin(riders, eq(riders.id, parcels.riderId))
    .leftJoin(parcelReturns, eq(parcelReturns.parcelId, parcels.id))
    .where(
      and(
        inArray(parcels.status, ['failed', 'returning', 'returned', 'out_for_delivery', 'in_transit']),
        sql`(exists (select 1 from ${deliveryAttempts} where ${deliveryAttempts.parcelId} = ${parcels.id})
            or ${parcels.status} in ('returning', 'returned'))`,
      ),
    )
    .orderBy(
      sql`case ${parcels.status} when 'returning' then 0 when 'failed' then 1 when 'returned' then 3 else 2 end`,
      desc(parcels.updatedAt),
    )
    .limit(limit);
}

/** Failed attempts recorded since the start of today in Dhaka. */
export async function countFailedAttemptsToday(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryAttempts)
    .where(
      sql`${deliveryAttempts.createdAt} >= date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka'`,
    );
  return row?.n ?? 0;
}
