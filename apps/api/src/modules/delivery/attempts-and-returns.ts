import {
  callFirstMessage,
  decisionDeadline,
  type FailedAttemptInput,
  needsCallFirst,
  type Parcel,
  poishaToTaka,
} from '@desh/shared';
import { transaction } from '../../db/transactions.ts';
import { commandTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { recordReturnCharge } from '../ledger/ledger.service.ts';
import { custodyGate } from '../parcels/custody-gate.ts';
import { decideAfterFailedAttempt } from '../parcels/failed-decisions.ts';
import { type ParcelRow, toParcel } from '../parcels/parcel-mapper.ts';
import { lockParcelForGate, moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { queueSmsToReceiverAndSender, queueSmsToSender } from '../sms/sms.service.ts';
import { enqueueDoorOutcome, enqueueNeedsDecision } from '../webhooks/webhooks.service.ts';
import { latestCallSince } from './code-missing.repository.ts';
import {
  attemptsSoFar,
  deleteCode,
  findPhoto,
  insertAttempt,
  insertReturn,
  type Tx,
} from './delivery.repository.ts';
import { actorOn, type DeliveryDeps } from './delivery-access.ts';
import { askerFor, deliveryAction } from './delivery-action.ts';
import { automaticReturnNote, failedAttemptNote } from './event-notes.ts';
import { sendBack } from './moves.ts';

/**
 * A failed attempt with its reason: the parcel goes back to the rider's queue (`failed`, ready to go
 * out again). A refusal, or the last allowed attempt, sends it back to the sender (`returning`).
 * The receiver and the sender are told. The attempt keeps the rider's latest call to the receiver
 * from the app since the attempt before; a "could not reach them" reason (`needsCallFirst`) needs
 * that call when the parcel gives a receiver phone (an offline call is queued before the failure,
 * so it reaches the server first).
 */
export async function recordFailedAttempt(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: FailedAttemptInput,
): Promise<Parcel> {
  const row = await deliveryAction(deps, caller, parcelId, 'failAttempt', async (tx, { parcel, actor }) => {
    const before = await attemptsSoFar(tx, parcel.id);
    const attemptNo = before.count + 1;
    const call = await latestCallSince(tx, parcel.id, before.lastAt);
    const goesBack = input.reason === 'refused' || attemptNo >= deps.maxAttempts;
    // The attempt's own time (a late-sent action's): the shop's deadline runs from when it happened.
    const failedAt = commandTime();
    // It stays with the rider: the shop may choose until the deadline (decision 052).
    const decideBy = goesBack ? null : decisionDeadline(failedAt);
    if (!call && parcel.receiverPhone && needsCallFirst(input.reason)) {
      throw conflict(callFirstMessage);
    }
    await insertAttempt(tx, {
      parcelId: parcel.id,
      attemptNo,
      reason: input.reason,
      note: input.note || null,
      rescheduleDate: input.reason === 'reschedule' ? (input.rescheduleDate ?? null) : null,
      calledAt: call?.calledAt ?? null,
      riderId: parcel.riderId,
      actorId: actor.id,
      decideBy,
    });
    // The event note is ours, in plain words (the rider's own note stays on the attempt); public
    // tracking shows only the reason code it stands for (event-notes.ts).
    const eventNote = failedAttemptNote(input.reason, input.rescheduleDate);
    let current = await moveLockedParcel(tx, parcel, 'failed', actor, eventNote);
    await deleteCode(tx, parcel.id);
    await queueSmsToReceiverAndSender(tx, parcel, {
      receiver: { kind: 'attempt_failed', trackingId: parcel.trackingId, reason: input.reason },
      sender: {
        kind: 'merchant_attempt_failed',
        trackingId: parcel.trackingId,
        reason: input.reason,
        attemptNo,
        maxAttempts: deps.maxAttempts,
      },
    });
    if (!decideBy) {
      const why = automaticReturnNote(
        input.reason === 'refused' ? { refused: true } : { attempts: attemptNo },
      );
      current = await sendBack(tx, current, { id: null, role: 'system' }, why);
    } else {
      // It stays with the rider: the shop sees at once that it may choose (decision 052).
      await enqueueNeedsDecision(tx, {
        parcelId: parcel.id,
        attemptNo,
        maxAttempts: deps.maxAttempts,
        reason: input.reason,
        at: failedAt,
        decideBy,
      });
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
  const row = await transaction(deps.db, async (tx) => {
    const { parcel, facts } = await lockParcelForGate(tx, parcelId, caller);
    const actor = actorOn(caller, parcel, false);
    custodyGate(facts, askerFor(actor), { action: 'startReturn', to: 'returning' });
    // The sender's return is its decision after the failed attempt (decision 052).
    if (parcel.senderId === caller.user.id) {
      await decideAfterFailedAttempt(tx, parcel.id, { choice: 'return', by: 'shop', at: new Date() });
    }
    return sendBack(tx, parcel, actor, note);
  });
  return toParcel(row);
}

/**
 * A parcel back with its merchant (refused, not reachable, the rest of a partial delivery, an
 * exchange's old item) costs its return charge, fixed on it at booking: booked in the transaction
 * that marks it returned, once (the entry's key), and nothing when the charge is zero.
 */
async function chargeReturn(tx: Tx, parcel: ParcelRow): Promise<void> {
  const { created } = await recordReturnCharge(tx, {
    parcelId: parcel.id,
    merchantId: parcel.senderId,
    chargePoisha: parcel.returnChargePoisha,
  });
  if (!created) return;
  await enqueueDoorOutcome(tx, {
    parcelId: parcel.id,
    type: 'parcel.return_charged',
    at: new Date(),
    data: {
      returnChargePoisha: parcel.returnChargePoisha,
      returnCharge: poishaToTaka(parcel.returnChargePoisha),
      returnOfParcelId: parcel.returnOfParcelId,
    },
  });
}

/** The parcel is back with its sender: the sender (or an admin) confirms it, or the rider with a photo. */
export async function confirmReturn(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  photoId: string | undefined,
): Promise<Parcel> {
  const row = await deliveryAction(deps, caller, parcelId, 'returnHandover', async (tx, found) => {
    const { parcel, actor, transition } = found;
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
    await chargeReturn(tx, parcel);
    if (actor.role !== 'customer') {
      await queueSmsToSender(tx, parcel, { kind: 'merchant_returned', trackingId: parcel.trackingId });
    }
    return moved;
  });
  return toParcel(row);
}
