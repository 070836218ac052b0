import { type DeskQuery, deskCodOnPrepaidMessage, deskNothingToCorrectMessage } from '@desh/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { queueSmsToSender } from '../sms/sms.service.ts';
import type { CorrectedField } from '../sms/sms-templates.ts';
import {
  type DeskCriteria,
  findParcelByTrackingId,
  searchParcelsForDesk,
  updateDeliveryDetails,
} from './parcel-desk.repository.ts';
import { recordParcelNote } from './parcel-events.ts';
import type { ParcelRow } from './parcel-mapper.ts';

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
  deliveryAddress?: string | undefined;
  receiverPhone?: string | undefined;
  codAmountPoisha?: number | undefined;
}

/**
 * Corrects the delivery address, the receiver's phone or the COD amount of a parcel the transaction
 * holds locked, and tells the merchant: a step on the timeline, `parcel.corrected` to their webhooks
 * (before and after) and an SMS, all in the caller's transaction. Answers the values before and after.
 */
export async function correctDeliveryDetails(
  tx: Tx,
  parcel: ParcelRow,
  correction: DeliveryCorrection,
  actor: { id: string; note: string },
): Promise<Record<string, string | number | null>> {
  const change: Partial<Pick<ParcelRow, 'deliveryAddress' | 'receiverPhone' | 'codAmountPoisha'>> = {};
  const fields: CorrectedField[] = [];
  const details: Record<string, string | number | null> = {};
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
  if (fields.length === 0) throw badRequest(deskNothingToCorrectMessage);
  const updated = await updateDeliveryDetails(tx, parcel.id, change, parcel.status);
  if (!updated) throw conflict('The parcel changed in the meantime. Please reload and try again.');
  await recordParcelNote(tx, {
    parcelId: parcel.id,
    trackingId: parcel.trackingId,
    senderId: parcel.senderId,
    riderId: parcel.riderId,
    status: parcel.status,
    note: actor.note,
    actorRole: 'admin',
    actorId: actor.id,
    webhook: { type: 'parcel.corrected', data: { fields, ...details, reason: actor.note } },
  });
  await queueSmsToSender(tx, parcel, { kind: 'merchant_corrected', trackingId: parcel.trackingId, fields });
  return details;
}
