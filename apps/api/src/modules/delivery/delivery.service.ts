import crypto from 'node:crypto';
import {
  type CompleteDeliveryInput,
  type DeliveryCodeState,
  deliveryCodeMaxResends,
  deliveryCodeResendGapMs,
  deliveryCodeTtlMs,
  type FailedAttemptInput,
  formatPoisha,
  type Parcel,
  type ParcelStatus,
  photoProofAfterMs,
  type RiderDelivery,
  type Role,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../plugins/auth.ts';
import { recordDeliveryCollection } from '../ledger/ledger.service.ts';
import { amountToCollectPoisha } from '../parcels/amount-to-collect.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { wrongStatusForAction } from '../parcels/parcel-status-errors.ts';
import { getAssignedParcels, getParcelRow, moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { queueSms, queueSmsToUser, smsDeliveryStatus } from '../sms/sms.service.ts';
import type { FileStorage } from '../uploads/storage.ts';
import {
  addWrongTry,
  type CodeRow,
  countAttempts,
  countFailedAttemptsToday,
  deleteCode,
  findCode,
  findPhoto,
  insertAttempt,
  insertPhoto,
  insertProof,
  insertReturn,
  listAttemptsOf,
  listCodesOf,
  listProblemParcels,
  listProofs,
  saveCode,
  type Tx,
} from './delivery.repository.ts';
import {
  checkDeliveryCode,
  generateDeliveryCode,
  hashDeliveryCode,
  isLocked,
  newSalt,
} from './delivery-code.ts';
import { automaticReturnNote, failedAttemptNote } from './event-notes.ts';
import { announceDelivered, ensureMove, label, lockedParcel, sendBack } from './moves.ts';
import { holdForApproval, photoNeedsApproval } from './proof-approval.ts';

export interface DeliveryDeps {
  db: Db;
  storage: FileStorage;
  /** Failed attempts after which a parcel goes back to its sender (MAX_DELIVERY_ATTEMPTS). */
  maxAttempts: number;
}

interface Actor {
  id: string;
  role: Role;
}

/**
 * The role the caller acts in on this parcel: an admin; the rider it is assigned to; its sender
 * (as `customer`, whatever their account's role). Anyone else may not touch it.
 */
function actorOn(caller: AuthSession, parcel: ParcelRow, riderIds: string[]): Actor {
  const role = roleOf(caller);
  if (role === 'admin') return { id: caller.user.id, role };
  if (parcel.riderId && riderIds.includes(parcel.riderId)) return { id: caller.user.id, role: 'rider' };
  if (parcel.senderId === caller.user.id) return { id: caller.user.id, role: 'customer' };
  throw forbidden('Only the rider assigned to this parcel (or an admin) can do that.');
}

async function sendNewCode(tx: Tx, parcel: ParcelRow, resends: number): Promise<void> {
  if (!parcel.receiverPhone) {
    await deleteCode(tx, parcel.id);
    return;
  }
  const code = generateDeliveryCode();
  const salt = newSalt();
  const smsId = await queueSms(tx, {
    to: parcel.receiverPhone,
    language: parcel.receiverLanguage,
    message: { kind: 'delivery_code', trackingId: parcel.trackingId, code },
    parcelId: parcel.id,
  });
  await saveCode(tx, {
    parcelId: parcel.id,
    codeHash: hashDeliveryCode(code, salt),
    salt,
    expiresAt: new Date(Date.now() + deliveryCodeTtlMs),
    resends,
    smsId,
  });
}

async function codeState(
  db: Db | Tx,
  parcel: Pick<ParcelRow, 'receiverPhone'>,
  stored: CodeRow | undefined,
  now = new Date(),
): Promise<DeliveryCodeState> {
  const sms = stored?.smsId ? await smsDeliveryStatus(db, stored.smsId) : null;
  const smsStatus = sms === 'pending' ? 'queued' : (sms ?? 'none');
  const locked = stored ? isLocked(stored) : false;
  const expired = stored ? stored.expiresAt.getTime() <= now.getTime() : false;
  const waitedLongEnough = stored ? now.getTime() - stored.sentAt.getTime() >= photoProofAfterMs : true;
  const photoAllowed =
    !parcel.receiverPhone || !stored || locked || expired || smsStatus !== 'sent' || waitedLongEnough;
  return {
    hasPhone: Boolean(parcel.receiverPhone),
    smsStatus,
    locked,
    expired,
    resendsLeft: stored ? Math.max(0, deliveryCodeMaxResends - stored.resends) : 0,
    photoAllowed,
    photoAllowedAt:
      photoAllowed || !stored ? null : new Date(stored.sentAt.getTime() + photoProofAfterMs).toISOString(),
    photoNeedsApproval: photoNeedsApproval(stored),
  };
}

/** The rider (or an admin) takes the parcel out for delivery; a receiver with a phone gets a code. */
export async function markOutForDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
): Promise<Parcel> {
  const riderIds = await riderIdsOf(deps.db, caller);
  const row = await deps.db.transaction(async (tx) => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = actorOn(caller, parcel, riderIds);
    ensureMove(parcel.status, 'out_for_delivery', actor, 'outForDelivery');
    const moved = await moveLockedParcel(tx, parcel, 'out_for_delivery', actor, null);
    await sendNewCode(tx, moved, 0);
    return moved;
  });
  return toParcel(row);
}

/** Sends the receiver a fresh code (the old one stops working), a few times at most, a minute apart. */
export async function resendDeliveryCode(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
): Promise<DeliveryCodeState> {
  const riderIds = await riderIdsOf(deps.db, caller);
  return deps.db.transaction(async (tx) => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = actorOn(caller, parcel, riderIds);
    if (actor.role === 'customer') throw forbidden('Only the rider assigned to this parcel can do that.');
    if (parcel.status !== 'out_for_delivery') {
      throw wrongStatusForAction(
        parcel.status,
        `The parcel is ${label(parcel.status)}, not out for delivery.`,
      );
    }
    if (!parcel.receiverPhone)
      throw conflict('This parcel has no receiver phone: take a photo of the handover.');
    const stored = await findCode(tx, parcel.id);
    const resends = stored?.resends ?? 0;
    if (resends >= deliveryCodeMaxResends) {
      throw conflict('The code cannot be sent again. Take a photo of the handover instead.');
    }
    if (stored && Date.now() - stored.sentAt.getTime() < deliveryCodeResendGapMs) {
      throw new AppError(429, 'TOO_SOON', 'Please wait a minute before sending the code again.');
    }
    await sendNewCode(tx, parcel, resends + 1);
    return codeState(tx, parcel, await findCode(tx, parcel.id));
  });
}

type Completion = { parcel: ParcelRow } | { wrongTries: number };

/**
 * Completes a delivery, all in one transaction: the parcel row is locked, so of a rider and an admin
 * completing at once exactly one wins and the other sees it delivered. Proof is the receiver's code
 * or (when the code cannot arrive) a handover photo with the receiver's name; on a cash-on-delivery
 * parcel the cash must be exactly the amount to collect. A wrong code counts towards the lock even
 * though the request fails, so that try is committed on its own. A photo after the code was locked
 * does not deliver: the parcel waits for an admin's approval (`proof-approval.ts`).
 */
export async function completeDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: CompleteDeliveryInput,
): Promise<Parcel> {
  const riderIds = await riderIdsOf(deps.db, caller);
  const result = await deps.db.transaction(async (tx): Promise<Completion> => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = actorOn(caller, parcel, riderIds);
    ensureMove(parcel.status, 'delivered', actor, 'complete');

    const due = amountToCollectPoisha(parcel);
    const cash = input.cashCollected ?? 0;
    if (cash < due) {
      throw badRequest('The cash collected is short of the amount to collect.', {
        cashCollected: `Collect the full amount: ${formatPoisha(due)}.`,
      });
    }
    if (cash > due) {
      throw badRequest('The cash collected is more than the amount to collect.', {
        cashCollected: `Collect exactly ${formatPoisha(due)}.`,
      });
    }

    const stored = await findCode(tx, parcel.id);
    let photoId: string | null = null;
    if (input.code) {
      if (!stored)
        throw conflict('No code was sent for this delivery. Take a photo of the handover instead.');
      const check = checkDeliveryCode(stored, input.code, new Date());
      if (check === 'wrong') return { wrongTries: await addWrongTry(tx, parcel.id) };
      if (check === 'locked') {
        throw conflict('Too many wrong codes: the code is locked. Send a new one or take a photo.');
      }
      if (check === 'expired') throw conflict('The code has expired. Send a new one or take a photo.');
    } else {
      const photo = input.photoId ? await findPhoto(tx, input.photoId) : undefined;
      if (!photo || photo.parcelId !== parcel.id || photo.purpose !== 'delivery') {
        throw badRequest('Take a photo of the handover first.', {
          photoId: 'Take a photo of the handover first.',
        });
      }
      if (!(await codeState(tx, parcel, stored)).photoAllowed) {
        throw conflict(
          'The receiver got a code by SMS: ask them for it. A photo is accepted if it does not arrive.',
        );
      }
      photoId = photo.id;
      if (photoNeedsApproval(stored)) {
        const held = await holdForApproval(tx, parcel, actor, {
          photoId,
          receiverName: input.receiverName || null,
          cashCollected: cash,
        });
        return { parcel: held };
      }
    }

    await insertProof(tx, {
      parcelId: parcel.id,
      kind: photoId ? 'photo' : 'code',
      photoId,
      receiverName: input.receiverName || null,
      cashCollected: cash,
      riderId: parcel.riderId,
      actorId: actor.id,
    });
    const delivered = await moveLockedParcel(tx, parcel, 'delivered', actor, null);
    await deleteCode(tx, parcel.id);

    // The money moves in the same transaction as the status: both happen or neither.
    if (parcel.riderId) {
      await recordDeliveryCollection(tx, {
        parcelId: parcel.id,
        riderId: parcel.riderId,
        merchantId: parcel.senderId,
        paymentMethod: parcel.paymentMethod,
        collectedPoisha: cash,
        codPoisha: parcel.codAmountPoisha,
        feePoisha: parcel.deliveryFeePoisha,
      });
    }

    await announceDelivered(tx, parcel);
    return { parcel: delivered };
  });
  if ('wrongTries' in result) {
    const left = Math.max(0, 5 - result.wrongTries);
    if (left === 0)
      throw conflict('Too many wrong codes: the code is locked. Send a new one or take a photo.');
    const message = `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
    throw new AppError(400, 'WRONG_DELIVERY_CODE', message, { code: message }, { count: left });
  }
  return toParcel(result.parcel);
}

/**
 * A failed attempt with its reason: the parcel goes back to the rider's queue (`failed`, ready to go
 * out again). A refusal, or the last allowed attempt, sends it back to the sender (`returning`).
 * The receiver and the sender are told.
 */
export async function recordFailedAttempt(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: FailedAttemptInput,
): Promise<Parcel> {
  const riderIds = await riderIdsOf(deps.db, caller);
  const row = await deps.db.transaction(async (tx) => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = actorOn(caller, parcel, riderIds);
    ensureMove(parcel.status, 'failed', actor, 'failAttempt');
    const attemptNo = (await countAttempts(tx, parcel.id)) + 1;
    await insertAttempt(tx, {
      parcelId: parcel.id,
      attemptNo,
      reason: input.reason,
      note: input.note || null,
      rescheduleDate: input.reason === 'reschedule' ? (input.rescheduleDate ?? null) : null,
      riderId: parcel.riderId,
      actorId: actor.id,
    });
    // The event note is ours, in plain words (the rider's own note stays on the attempt); public
    // tracking shows only the reason code it stands for (event-notes.ts).
    const eventNote = failedAttemptNote(input.reason, input.rescheduleDate);
    let current = await moveLockedParcel(tx, parcel, 'failed', actor, eventNote);
    await deleteCode(tx, parcel.id);
    if (parcel.receiverPhone) {
      await queueSms(tx, {
        to: parcel.receiverPhone,
        language: parcel.receiverLanguage,
        message: { kind: 'attempt_failed', trackingId: parcel.trackingId, reason: input.reason },
        parcelId: parcel.id,
      });
    }
    await queueSmsToUser(
      tx,
      parcel.senderId,
      {
        kind: 'merchant_attempt_failed',
        trackingId: parcel.trackingId,
        reason: input.reason,
        attemptNo,
        maxAttempts: deps.maxAttempts,
      },
      parcel.id,
    );
    if (input.reason === 'refused' || attemptNo >= deps.maxAttempts) {
      const why = automaticReturnNote(
        input.reason === 'refused' ? { refused: true } : { attempts: attemptNo },
      );
      current = await sendBack(tx, current, { id: null, role: 'system' }, why);
    }
    return current;
  });
  return toParcel(row);
}

/** An admin sends a parcel with failed attempts back to its sender before the last attempt. */
export async function startReturn(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  note: string,
): Promise<Parcel> {
  const row = await deps.db.transaction(async (tx) => {
    const parcel = await lockedParcel(tx, parcelId);
    return sendBack(tx, parcel, actorOn(caller, parcel, []), note);
  });
  return toParcel(row);
}

/** The parcel is back with its sender: the sender (or an admin) confirms it, or the rider with a photo. */
export async function confirmReturn(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  photoId: string | undefined,
): Promise<Parcel> {
  const riderIds = await riderIdsOf(deps.db, caller);
  const row = await deps.db.transaction(async (tx) => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = actorOn(caller, parcel, riderIds);
    const transition = ensureMove(parcel.status, 'returned', actor, 'returnHandover');
    let photo: string | null = null;
    if (transition.needs.includes('photo')) {
      const found = photoId ? await findPhoto(tx, photoId) : undefined;
      if (!found || found.parcelId !== parcel.id || found.purpose !== 'return') {
        throw badRequest('Take a photo of the handover first.', {
          photoId: 'Take a photo of the handover first.',
        });
      }
      photo = found.id;
    }
    await insertReturn(tx, {
      parcelId: parcel.id,
      confirmedBy: actor.role,
      photoId: photo,
      actorId: actor.id,
    });
    const moved = await moveLockedParcel(tx, parcel, 'returned', actor, null);
    if (actor.role !== 'customer') {
      await queueSmsToUser(
        tx,
        parcel.senderId,
        { kind: 'merchant_returned', trackingId: parcel.trackingId },
        parcel.id,
      );
    }
    return moved;
  });
  return toParcel(row);
}

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
  const actor = actorOn(caller, parcel, riderIds);
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

const runOrder: Partial<Record<ParcelStatus, number>> = {
  out_for_delivery: 0,
  in_transit: 1,
  failed: 2,
  picked_up: 3,
  assigned: 4,
  returning: 5,
};

/**
 * The rider's run for today, in the order to work it: at the door first, then ready to go out
 * (a rescheduled parcel waits for its day), then still to collect, then returns; finished ones last.
 * An admin gets every parcel out with a rider.
 */
export async function getRiderRun(
  db: Db,
  caller: AuthSession,
): Promise<Array<RiderDelivery & { parcel: Parcel }>> {
  const parcels = await getAssignedParcels(db, caller);
  const ids = parcels.map((parcel) => parcel._id);
  const [attempts, codes] = await Promise.all([
    listAttemptsOf(db, ids),
    listCodesOf(
      db,
      parcels.filter((parcel) => parcel.status === 'out_for_delivery').map((parcel) => parcel._id),
    ),
  ]);
  const codeOf = new Map(codes.map((code) => [code.parcelId, code]));
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  const items = await Promise.all(
    parcels.map(async (parcel) => {
      const list = attempts.get(parcel._id) ?? [];
      const last = list.at(-1);
      const rescheduledFor =
        parcel.status === 'failed' && last?.reason === 'reschedule' ? last.rescheduleDate : null;
      return {
        parcel,
        parcelId: parcel._id,
        attempts: list,
        code:
          parcel.status === 'out_for_delivery' ? await codeState(db, parcel, codeOf.get(parcel._id)) : null,
        rescheduledFor,
        waiting: rescheduledFor !== null && rescheduledFor > today,
      };
    }),
  );
  const rank = (item: (typeof items)[number]) => (runOrder[item.parcel.status] ?? 9) + (item.waiting ? 5 : 0);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item: { waiting: _waiting, ...item } }) => item);
}

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
