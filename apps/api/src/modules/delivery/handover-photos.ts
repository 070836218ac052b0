import crypto from 'node:crypto';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { getParcelRow } from '../parcels/parcel-workflow.service.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { type Executor, findPhoto, insertPhoto } from './delivery.repository.ts';
import { actorOn, type DeliveryDeps } from './delivery-access.ts';
import { label } from './moves.ts';

/**
 * Keeps a handover photo in private storage (never a public URL). Only the parcel's rider or an
 * admin, and only while the parcel is at the door (out for delivery) or on its way back.
 */
export async function saveHandoverPhoto(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  image: { bytes: Buffer; extension: string; contentType: string },
): Promise<{ photoId: string }> {
  const riderIds = await riderIdsOf(deps.db, caller);
  const parcel = await getParcelRow(deps.db, parcelId);
  if (!parcel) throw notFound('No such parcel.');
  const actor = actorOn(caller, parcel, parcel.riderId !== null && riderIds.includes(parcel.riderId));
  if (actor.role === 'customer') throw forbidden('Only the rider assigned to this parcel can do that.');
  const purpose =
    parcel.status === 'out_for_delivery' ? 'delivery' : parcel.status === 'returning' ? 'return' : undefined;
  if (!purpose) {
    throw new AppError(
      409,
      'NOTHING_TO_PHOTOGRAPH',
      `The parcel is ${label(parcel.status)}: there is no handover to photograph.`,
      undefined,
      { status: parcel.status },
    );
  }
  const storageKey = await deps.storage.savePrivate(image.bytes, image.extension, image.contentType);
  const photoId = crypto.randomUUID();
  await insertPhoto(deps.db, {
    id: photoId,
    parcelId: parcel.id,
    purpose,
    storageKey,
    contentType: image.contentType,
    uploadedBy: caller.user.id,
  });
  return { photoId };
}

/**
 * A photo of a damaged parcel, taken where it was found (a hub): the network checks the caller's
 * hub before it calls this. Kept privately like a handover photo; only admins open it.
 */
export async function saveDamagePhoto(
  deps: Pick<DeliveryDeps, 'db' | 'storage'>,
  parcelId: string,
  uploadedBy: string,
  image: { bytes: Buffer; extension: string; contentType: string },
): Promise<{ photoId: string }> {
  const storageKey = await deps.storage.savePrivate(image.bytes, image.extension, image.contentType);
  const photoId = crypto.randomUUID();
  await insertPhoto(deps.db, {
    id: photoId,
    parcelId,
    purpose: 'damage',
    storageKey,
    contentType: image.contentType,
    uploadedBy,
  });
  return { photoId };
}

/**
 * Whether a stored photo is of this parcel (a damage report may only cite its own parcel's photo).
 * Takes the caller's transaction when there is one: on PGlite's single connection a query on `db`
 * inside an open transaction waits for that transaction forever.
 */
export async function isPhotoOfParcel(db: Executor, photoId: string, parcelId: string) {
  return (await findPhoto(db, photoId))?.parcelId === parcelId;
}

/** A handover photo's bytes, for an admin (the route is admin-only). */
export async function readHandoverPhoto(
  deps: DeliveryDeps,
  photoId: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const photo = await findPhoto(deps.db, photoId);
  const bytes = photo ? await deps.storage.readPrivate(photo.storageKey) : undefined;
  if (!photo || !bytes) throw notFound('No such photo.');
  return { bytes, contentType: photo.contentType };
}

/** The photos a sender may open: the proof of a delivery or of a return to them, never a hub's damage photo. */
const sendersPhotoPurposes = new Set(['delivery', 'return']);

/**
 * A proof photo's bytes for the parcel's sender (the shop's parcel page, issue 63 item 5) or an admin.
 * Anyone else is refused as if it were another shop's parcel; a damage photo stays head office's.
 */
export async function readProofPhotoForSender(
  deps: DeliveryDeps,
  caller: AuthSession,
  photoId: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const photo = await findPhoto(deps.db, photoId);
  if (!photo || !sendersPhotoPurposes.has(photo.purpose)) throw notFound('No such photo.');
  const parcel = await getParcelRow(deps.db, photo.parcelId);
  if (!parcel) throw notFound('No such photo.');
  if (roleOf(caller) !== 'admin' && parcel.senderId !== caller.user.id) {
    throw forbidden('This parcel belongs to another customer.');
  }
  return readHandoverPhoto(deps, photoId);
}
