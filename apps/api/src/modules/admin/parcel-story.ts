import { deskNoParcelMessage, type ParcelStatus, type ParcelStory } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { parcelDoorRecord } from '../delivery/door-record.ts';
import { publicEventDetail } from '../delivery/event-notes.ts';
import { parcelLedgerLines } from '../ledger/parcel-ledger.ts';
import { riderName } from '../network/network.repository.ts';
import { parcelTrail } from '../network/parcel-trail.ts';
import { parcelByTrackingId } from '../parcels/parcel-corrections.ts';
import { listParcelEvents } from '../parcels/parcel-history.repository.ts';
import { openHoldOf } from '../parcels/parcel-holds.ts';
import { listParcelSms } from '../sms/sms.service.ts';
import { findUserRecordById } from '../users/users.service.ts';
import { listDeskActions } from './parcel-desk.repository.ts';

/**
 * The code of a note the server wrote on a step (a failed attempt's reason, a return's cause, a
 * receiver's request), which the desk words in its reader's language; none for words people typed.
 * `sent_back` is a return an admin decided and explained in their own words: those stay.
 */
function serverNoteCode(toStatus: string, note: string | null, fromStatus: string | null) {
  // A partial delivery's note also names the return parcel that brings the rest back: kept whole.
  if (!note || toStatus === 'partially_delivered') return {};
  const detail = publicEventDetail(toStatus as ParcelStatus, note, fromStatus as ParcelStatus | null);
  return detail.reason && detail.reason !== 'sent_back' ? detail : {};
}

/** A parcel's whole story for head office: each module tells its own part. */
export async function getParcelStory(db: Db, trackingId: string): Promise<ParcelStory> {
  const parcel = await parcelByTrackingId(db, trackingId);
  if (!parcel) throw notFound(deskNoParcelMessage);
  const [trail, door, money, sms, events, actions, hold, sender, rider] = await Promise.all([
    parcelTrail(db, parcel.id),
    parcelDoorRecord(db, parcel.id),
    parcelLedgerLines(db, parcel.id),
    listParcelSms(db, parcel.id),
    listParcelEvents(db, parcel.id),
    listDeskActions(db, parcel.id),
    openHoldOf(db, parcel.id),
    findUserRecordById(db, parcel.senderId),
    parcel.riderId ? riderName(db, parcel.riderId) : Promise.resolve(undefined),
  ]);
  return {
    parcel: {
      id: parcel.id,
      trackingId: parcel.trackingId,
      status: parcel.status as ParcelStatus,
      parcelTitle: parcel.parcelTitle,
      receiverName: parcel.receiverName,
      receiverPhone: parcel.receiverPhone,
      deliveryAddress: parcel.deliveryAddress,
      deliveryDistrict: parcel.deliveryDistrict,
      pickupAddress: parcel.pickupAddress,
      pickupDistrict: parcel.pickupDistrict,
      paymentMethod: parcel.paymentMethod,
      codAmountPoisha: parcel.codAmountPoisha,
      deliveryFeePoisha: parcel.deliveryFeePoisha,
      merchantOrderId: parcel.merchantOrderId,
      senderName: sender?.name ?? null,
      senderEmail: parcel.senderEmail,
      riderId: parcel.riderId,
      riderName: rider ?? null,
      bookingTime: parcel.bookingTime.toISOString(),
      promisedDate: parcel.promisedDate,
    },
    held: Boolean(hold),
    lost: trail.lost,
    route: trail.route,
    holder: trail.holder ?? {
      kind: 'merchant',
      hub: null,
      riderName: null,
      bagCode: null,
      since: parcel.bookingTime.toISOString(),
    },
    timeline: events.map((event) => {
      const told = serverNoteCode(event.toStatus, event.note, event.fromStatus);
      return {
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        note: told.reason ? null : event.note,
        ...told,
        actorRole: event.actorRole,
        at: event.createdAt.toISOString(),
      };
    }),
    custody: trail.custody,
    exceptions: trail.exceptions,
    ...door,
    money,
    sms,
    deskActions: actions.map(({ action, actorName }) => ({
      id: action.id,
      action: action.action,
      reason: action.reason,
      details: action.details,
      actorName,
      at: action.createdAt.toISOString(),
    })),
  };
}
