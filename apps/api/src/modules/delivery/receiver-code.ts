import {
  type DeliveryCodeState,
  deliveryCodeMaxResends,
  deliveryCodeResendGapMs,
  deliveryCodeTtlMs,
  type Parcel,
} from '@desh/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { wrongStatusForAction } from '../parcels/parcel-status-errors.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { nextReceiverLinkSql } from '../receivers/receiver-links.service.ts';
import { queuedSmsSql, smsDeliveryStatus } from '../sms/sms.service.ts';
import {
  type CodeRow,
  deleteCode,
  findCode,
  saveCode,
  savedCodeCtes,
  type Tx,
} from './delivery.repository.ts';
import { actorOn, type DeliveryDeps } from './delivery-access.ts';
import { deliveryAction } from './delivery-action.ts';
import { generateDeliveryCode, hashDeliveryCode, isLocked, newSalt } from './delivery-code.ts';
import { ensureMove, label, lockedParcelForCaller } from './moves.ts';
import {
  approvalFlag,
  type CodeMissingEvidence,
  codeMissingEvidenceOf,
  currentEvidence,
  photoGround,
} from './photo-grounds.ts';

/** The receiver's code: sent when the parcel goes out, sent again on request, and where it stands. */

export async function sendNewCode(tx: Tx, parcel: ParcelRow, resends: number): Promise<void> {
  const ctes = newCodeCtes(parcel, resends);
  if (ctes) await saveCode(tx, ctes);
  else await deleteCode(tx, parcel.id);
}

/**
 * A fresh code for the parcel's receiver as data-modifying CTEs (delivery.repository `savedCodeCtes`):
 * the code, the SMS that carries it, and a fresh private link (the booking's one stops working: from
 * the new one the receiver sees the rider's name and can call them). With `onlyIf` (a condition on
 * the statement's other CTEs: the handout it goes with happened) nothing is written unless it holds.
 * Undefined when the receiver left no phone: there is no code to send.
 */
export function newCodeCtes(
  parcel: Pick<ParcelRow, 'id' | 'trackingId' | 'receiverPhone' | 'receiverLanguage'>,
  resends: number,
  onlyIf?: SQL,
): SQL[] | undefined {
  if (!parcel.receiverPhone) return undefined;
  const code = generateDeliveryCode();
  const salt = newSalt();
  const link = nextReceiverLinkSql(parcel.id, onlyIf);
  return savedCodeCtes(
    {
      parcelId: parcel.id,
      codeHash: hashDeliveryCode(code, salt),
      salt,
      expiresAt: new Date(Date.now() + deliveryCodeTtlMs),
      resends,
    },
    queuedSmsSql(
      {
        to: parcel.receiverPhone,
        language: parcel.receiverLanguage,
        message: { kind: 'delivery_code', trackingId: parcel.trackingId, code, receiverToken: link.token },
        parcelId: parcel.id,
      },
      onlyIf && sql`(select 1) as only_if where ${onlyIf}`,
    ),
    link.ctes,
  );
}

/**
 * Where the parcel's code stands for the rider's screen, and so what a handover photo would do now
 * (`photo-grounds.ts`): deliver at once, or wait for an admin. `evidence` is the parcel's latest call
 * and reason (`codeMissingEvidenceOf`); only what came after the code went out counts.
 */
export async function codeState(
  db: Db | Tx,
  parcel: Pick<ParcelRow, 'receiverPhone'>,
  stored: CodeRow | undefined,
  evidence: CodeMissingEvidence | undefined,
  now = new Date(),
): Promise<DeliveryCodeState> {
  const sms = stored?.smsId ? await smsDeliveryStatus(db, stored.smsId) : null;
  const smsStatus = sms === 'pending' ? 'queued' : (sms ?? 'none');
  const found = currentEvidence(stored, evidence);
  const ground = photoGround(Boolean(parcel.receiverPhone), stored, smsStatus, found);
  const waits = approvalFlag(stored, ground);
  return {
    hasPhone: Boolean(parcel.receiverPhone),
    smsStatus,
    locked: stored ? isLocked(stored) : false,
    expired: stored ? stored.expiresAt.getTime() <= now.getTime() : false,
    resendsLeft: stored ? Math.max(0, deliveryCodeMaxResends - stored.resends) : 0,
    photoGround: waits ? null : ground,
    receiverCalledAt: found.call?.calledAt.toISOString() ?? null,
    codeMissingReason: found.report?.reason ?? null,
    photoWaitsBecause: waits,
    photoNeedsApproval: waits !== null,
  };
}

/**
 * `codeState` of one parcel, its code and evidence read here (in the caller's transaction, if any),
 * one query after the other: a transaction is one connection, which runs one query at once.
 */
export async function codeStateOf(
  db: Db | Tx,
  parcel: Pick<ParcelRow, 'id' | 'receiverPhone'>,
  stored?: CodeRow,
): Promise<DeliveryCodeState> {
  const code = stored ?? (await findCode(db, parcel.id));
  const evidence = await codeMissingEvidenceOf(db, [parcel.id]);
  return codeState(db, parcel, code, evidence.get(parcel.id));
}

/** The rider (or an admin) takes the parcel out for delivery; a receiver with a phone gets a code. */
export async function markOutForDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
): Promise<Parcel> {
  const row = await deliveryAction(deps, caller, parcelId, 'outForDelivery', async (tx, found) => {
    const { parcel, actor } = found;
    const moved = await moveLockedParcel(tx, parcel, 'out_for_delivery', actor, null);
    await sendNewCode(tx, moved, 0);
    return moved;
  });
  return toParcel(row);
}

/**
 * A hub hands a parcel to its delivery rider (a scan at the hub), in the scan's transaction on a
 * locked row: out for delivery, and the receiver gets a code as when a rider takes it out.
 */
export async function handOutAtHub(
  tx: Tx,
  parcel: ParcelRow,
  actor: { id: string; role: 'hub' | 'admin' },
): Promise<ParcelRow> {
  ensureMove(parcel.status, 'out_for_delivery', actor, actor.role === 'hub' ? 'scan' : 'outForDelivery');
  const moved = await moveLockedParcel(tx, parcel, 'out_for_delivery', actor, null);
  await sendNewCode(tx, moved, 0);
  return moved;
}

/**
 * The parcel locked for an action about its code (send it again, call the receiver, say why it did
 * not arrive): only its rider or an admin, only while it is out for delivery, only with a receiver phone.
 */
export async function lockedForCodeAction(
  tx: Tx,
  parcelId: string,
  caller: AuthSession,
): Promise<{ parcel: ParcelRow; receiverPhone: string }> {
  const { parcel, carriedByUser } = await lockedParcelForCaller(tx, parcelId, caller);
  const actor = actorOn(caller, parcel, carriedByUser);
  if (actor.role === 'customer') throw forbidden('Only the rider assigned to this parcel can do that.');
  if (parcel.status !== 'out_for_delivery') {
    throw wrongStatusForAction(parcel.status, `The parcel is ${label(parcel.status)}, not out for delivery.`);
  }
  if (!parcel.receiverPhone)
    throw conflict('This parcel has no receiver phone: take a photo of the handover.');
  return { parcel, receiverPhone: parcel.receiverPhone };
}

/** Sends the receiver a fresh code (the old one stops working), a few times at most, a minute apart. */
export async function resendDeliveryCode(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
): Promise<DeliveryCodeState> {
  return transaction(deps.db, async (tx) => {
    const { parcel } = await lockedForCodeAction(tx, parcelId, caller);
    const stored = await findCode(tx, parcel.id);
    const resends = stored?.resends ?? 0;
    if (resends >= deliveryCodeMaxResends) {
      throw conflict(
        'The code cannot be sent again. Call the receiver from the app, or take a photo of the handover.',
      );
    }
    if (stored && Date.now() - stored.sentAt.getTime() < deliveryCodeResendGapMs) {
      throw new AppError(429, 'TOO_SOON', 'Please wait a minute before sending the code again.');
    }
    await sendNewCode(tx, parcel, resends + 1);
    return codeStateOf(tx, parcel);
  });
}
