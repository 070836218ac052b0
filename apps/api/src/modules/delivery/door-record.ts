import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryAttempts, deliveryProofs, receiverCalls, riders } from '../../db/schema/index.ts';

/** What happened at a parcel's door, for head office's parcel page: attempts, proof, calls to the receiver. */
export async function parcelDoorRecord(db: Db, parcelId: string) {
  const [attempts, proofs, calls] = await Promise.all([
    db
      .select({ attempt: deliveryAttempts, riderName: riders.fullName })
      .from(deliveryAttempts)
      .leftJoin(riders, eq(riders.id, deliveryAttempts.riderId))
      .where(eq(deliveryAttempts.parcelId, parcelId))
      .orderBy(asc(deliveryAttempts.attemptNo)),
    db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcelId)),
    db
      .select({ call: receiverCalls, riderName: riders.fullName })
      .from(receiverCalls)
      .leftJoin(riders, eq(riders.id, receiverCalls.riderId))
      .where(eq(receiverCalls.parcelId, parcelId))
      .orderBy(asc(receiverCalls.id)),
  ]);
  return {
    attempts: attempts.map(({ attempt, riderName }) => ({
      attemptNo: attempt.attemptNo,
      reason: attempt.reason,
      note: attempt.note,
      riderName,
      at: attempt.createdAt.toISOString(),
    })),
    proofs: proofs.map((proof) => ({
      kind: proof.kind,
      receiverName: proof.receiverName,
      cashCollectedPoisha: proof.cashCollected,
      photoId: proof.photoId,
      at: proof.deliveredAt.toISOString(),
    })),
    calls: calls.map(({ call, riderName }) => ({
      phone: call.phone,
      riderName,
      at: call.calledAt.toISOString(),
    })),
  };
}
