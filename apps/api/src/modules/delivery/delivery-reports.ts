import type { Db } from '../../db/client.ts';
import {
  countFailedAttemptsToday,
  listAttemptsOf,
  listProblemParcels,
  listProofs,
} from './delivery.repository.ts';

/** What the admin's deliveries page and dashboard read: proofs, parcels in trouble, today's failures. */

export async function getDeliveryProofs(db: Db) {
  const rows = await listProofs(db, 200);
  return rows.map(({ photoId, deliveredAt, ...row }) => ({
    ...row,
    hasPhoto: Boolean(photoId),
    photoId,
    deliveredAt: deliveredAt.toISOString(),
  }));
}

export async function getProblemParcels(db: Db) {
  const rows = await listProblemParcels(db, 200);
  const attempts = await listAttemptsOf(
    db,
    rows.map((row) => row.parcelId),
  );
  return rows.map(({ updatedAt, returnPhotoId, ...row }) => ({
    ...row,
    attempts: attempts.get(row.parcelId) ?? [],
    returnPhoto: Boolean(returnPhotoId),
    returnPhotoId,
    updatedAt: updatedAt.toISOString(),
  }));
}

export function failedAttemptsToday(db: Db): Promise<number> {
  return countFailedAttemptsToday(db);
}
