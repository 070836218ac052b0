import {
  type DeskQuery,
  deskCodOnPrepaidMessage,
  deskNothingToCorrectMessage,
  shopCodAfterPickupMessage,
  shopCorrectableStatuses,
  shopEditAfterPickupMessage,
  shopEditableStatuses,
  shopNoReceiverRequestMessage,
  shopNothingToChangeMessage,
  shopNotYoursMessage,
} from '@desh/shared';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { issueReceiverLink } from '../receivers/receiver-links.service.ts';
import { closeReceiverRequest, receiverRequestFor } from '../receivers/receiver-page.service.ts';
import { queueSms, queueSmsToSender } from '../sms/sms.service.ts';
import type { CorrectedField } from '../sms/sms-templates.ts';
import { decideAfterFailedAttempt } from './failed-decisions.ts';
import {
  type DeskCriteria,
  findParcelByTrackingId,
  searchParcelsForDesk,
  updateDeliveryDetails,
} from './parcel-desk.repository.ts';
import { recordParcelNote } from './parcel-events.ts';
import type { ParcelRow } from './parcel-mapper.ts';
import { lockParcelRow } from './parcel-workflow.repository.ts';

export type { DeskCriteria };

/** Head office's search over every parcel (the admin module says what each typed word means). */
export function searchParcels(db: Db, criteria: DeskCriteria, limit: number) {
  return searchParcelsForDesk(db, criteria, limit);
}

export function parcelByTrackingId(db: Db, trackingId: string) {
  return findParcelByTrackingId(db, trackingId);
}

/** The criteria a typed query gives the parcels table directly (the rest come from other modules). */
export function ownCriteria(query: DeskQuery): DeskCriteria {
  if (query.kind === 'tracking') return { trackingId: query.trackingId };
  if (query.kind === 'phone') return { receiverPhone: query.phone };
  return { merchantOrderId: query.text };
}

export interface DeliveryCorrection {
  receiverName?: string | undefined;
  deliveryAddress?: string | undefined;
  receiverPhone?: string | undefined;
  codAmountPoisha?: number | undefined;
}

/**
 * Who corrects: head office from the desk (the merchant is told by SMS), or the sender before pickup
 * from its own parcel page (it made the change, so no SMS to it; a new receiver's number gets the
 * booking SMS with a fresh private link, which revokes the old number's).
 */
export interface CorrectionActor {
  id: string;
  note: string;
  role: 'admin' | 'customer';
}

/**
 * Corrects the receiver's name, the delivery address, the receiver's phone or the COD amount of a
 * parcel the transaction holds locked, and tells those it concerns: a step on the timeline with who,
 * `parcel.corrected` to the merchant's webhooks (before and after) and an SMS, all in the caller's
 * transaction. Answers the values before and after.
 */
export async function correctDeliveryDetails(
  tx: Tx,
  parcel: ParcelRow,
  correction: DeliveryCorrection,
  actor: CorrectionActor,
): Promise<Record<string, string | number | null>> {
  const change: Partial<
    Pick<ParcelRow, 'receiverName' | 'deliveryAddress' | 'receiverPhone' | 'codAmountPoisha'>
  > = {};
  const fields: CorrectedField[] = [];
  const details: Record<string, string | number | null> = {};
  if (correction.receiverName !== undefined && correction.receiverName !== parcel.receiverName) {
    change.receiverName = correction.receiverName;
    details.receiverNameBefore = parcel.receiverName;
    details.receiverNameAfter = correction.receiverName;
  }
  if (correction.deliveryAddress !== undefined && correction.deliveryAddress !== parcel.deliveryAddress) {
    change.deliveryAddress = correction.deliveryAddress;
    fields.push('address');
    details.deliveryAddressBefore = parcel.deliveryAddress;
    details.deliveryAddressAfter = correction.deliveryAddress;
  }
  if (correction.receiverPhone !== undefined && correction.receiverPhone !== parcel.receiverPhone) {
    change.receiverPhone = correction.receiverPhone;
    fields.push('phone');
    details.receiverPhoneBefore = parcel.receiverPhone;
    details.receiverPhoneAfter = correction.receiverPhone;
  }
  if (correction.codAmountPoisha !== undefined && correction.codAmountPoisha !== parcel.codAmountPoisha) {
    if (parcel.paymentMethod !== 'cod') {
      throw badRequest(deskCodOnPrepaidMessage, { codAmountPoisha: deskCodOnPrepaidMessage });
    }
    change.codAmountPoisha = correction.codAmountPoisha;
    fields.push('cod');
    details.codAmountPoishaBefore = parcel.codAmountPoisha;
    details.codAmountPoishaAfter = correction.codAmountPoisha;
  }
  if (Object.keys(change).length === 0) {
    throw badRequest(actor.role === 'admin' ? deskNothingToCorrectMessage : shopNothingToChangeMessage);
  }
  const updated = await updateDeliveryDetails(tx, parcel.id, change, parcel.status);
  if (!updated) throw conflict('The parcel changed in the meantime. Please reload and try again.');
  const webhookFields = change.receiverName === undefined ? fields : [...fields, 'name'];
  await recordParcelNote(tx, {
    parcelId: parcel.id,
    trackingId: parcel.trackingId,
    senderId: parcel.senderId,
    riderId: parcel.riderId,
    status: parcel.status,
    note: actor.note,
    actorRole: actor.role,
    actorId: actor.id,
    webhook: { type: 'parcel.corrected', data: { fields: webhookFields, ...details, reason: actor.note } },
  });
  if (actor.role === 'admin' && fields.length > 0) {
    await queueSmsToSender(tx, parcel, { kind: 'merchant_corrected', trackingId: parcel.trackingId, fields });
  }
  if (change.receiverPhone) {
    // The booking SMS again, to the new number, with a new private link (the old number's stops working).
    const receiverToken = await issueReceiverLink(tx, parcel.id);
    await queueSms(tx, {
      to: change.receiverPhone,
      language: parcel.receiverLanguage,
      message: { kind: 'booked', trackingId: parcel.trackingId, receiverToken },
      parcelId: parcel.id,
    });
  }
  return details;
}

const shopFieldWords = {
  receiverName: 'name',
  receiverPhone: 'phone',
  deliveryAddress: 'address',
  codAmountPoisha: 'COD amount',
} as const;

/** The note a sender's own change leaves on the timeline: which of the receiver's details it changed. */
export function shopEditNote(parcel: ParcelRow, correction: DeliveryCorrection): string {
  const changed = (Object.keys(shopFieldWords) as Array<keyof typeof shopFieldWords>)
    .filter((key) => correction[key] !== undefined && correction[key] !== parcel[key])
    .map((key) => shopFieldWords[key]);
  const when = parcel.status === 'failed' ? 'for the next attempt' : 'before pickup';
  return `The sender changed the receiver’s ${changed.join(', ')} ${when}.`;
}

/** The sender's own parcel, locked for `work` in one transaction: 404 for none, 403 for another's. */
async function withSendersParcel<T>(
  db: Db,
  caller: AuthSession,
  trackingId: string,
  work: (tx: Tx, parcel: ParcelRow) => Promise<T>,
): Promise<T> {
  const found = await findParcelByTrackingId(db, trackingId);
  if (!found) throw notFound('No parcel has this tracking ID.');
  if (found.senderId !== caller.user.id) throw forbidden(shopNotYoursMessage);
  return transaction(db, async (tx) => {
    const parcel = await lockParcelRow(tx, found.id);
    if (!parcel) throw notFound('No parcel has this tracking ID.');
    return work(tx, parcel);
  });
}

/**
 * The sender changes its parcel's receiver (name, phone, address) or COD amount before pickup, from
 * its own parcel page. Refused once a rider or a hub has it (head office corrects it from the desk
 * then); the change is one transaction with its timeline step, webhook and the receiver's SMS.
 */
export async function editParcelBeforePickup(
  db: Db,
  caller: AuthSession,
  trackingId: string,
  correction: DeliveryCorrection,
): Promise<Record<string, string | number | null>> {
  return withSendersParcel(db, caller, trackingId, async (tx, parcel) => {
    if (!(shopEditableStatuses as readonly string[]).includes(parcel.status)) {
      // After a failed attempt the receiver may be corrected for the next one, never the COD amount.
      if (!(shopCorrectableStatuses as readonly string[]).includes(parcel.status)) {
        throw conflict(shopEditAfterPickupMessage);
      }
      if (correction.codAmountPoisha !== undefined && correction.codAmountPoisha !== parcel.codAmountPoisha) {
        throw conflict(shopCodAfterPickupMessage);
      }
      // Correcting the receiver after a failed attempt is the shop's choice of another attempt.
      await decideAfterFailedAttempt(tx, parcel.id, {
        choice: 'another_attempt',
        by: 'shop',
        at: new Date(),
      });
    }
    return correctDeliveryDetails(tx, parcel, correction, {
      id: caller.user.id,
      note: shopEditNote(parcel, correction),
      role: 'customer',
    });
  });
}

/**
 * The sender accepts the correction the receiver asked for through their private link after a failed
 * attempt: applied for the next attempt by the same correction as the sender's own (a new phone gets
 * the booking SMS with a new link), and the request closed, in one transaction.
 */
export async function acceptReceiverRequest(
  db: Db,
  caller: AuthSession,
  trackingId: string,
): Promise<Record<string, string | number | null>> {
  return withSendersParcel(db, caller, trackingId, async (tx, parcel) => {
    if (!(shopCorrectableStatuses as readonly string[]).includes(parcel.status)) {
      throw conflict(shopEditAfterPickupMessage);
    }
    const request = await receiverRequestFor(tx, parcel.id);
    if (!request) throw conflict(shopNoReceiverRequestMessage);
    const correction: DeliveryCorrection = {
      ...(request.deliveryAddress ? { deliveryAddress: request.deliveryAddress } : {}),
      ...(request.receiverPhone ? { receiverPhone: request.receiverPhone } : {}),
    };
    await closeReceiverRequest(tx, parcel.id);
    await decideAfterFailedAttempt(tx, parcel.id, { choice: 'another_attempt', by: 'shop', at: new Date() });
    return correctDeliveryDetails(tx, parcel, correction, {
      id: caller.user.id,
      note: `The sender accepted the receiver’s corrected ${[
        correction.deliveryAddress && 'address',
        correction.receiverPhone && 'phone',
      ]
        .filter(Boolean)
        .join(' and ')} for the next attempt.`,
      role: 'customer',
    });
  });
}
