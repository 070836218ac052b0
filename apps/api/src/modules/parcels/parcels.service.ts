import crypto from 'node:crypto';
import { type CreateParcelInput, normalizeBdMobile, type Parcel, parcelStatusLabels } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../plugins/auth.ts';
import { queueSms } from '../sms/sms.service.ts';
import { recordParcelEvent } from './parcel-events.ts';
import { toParcel } from './parcel-mapper.ts';
import {
  cancelPendingParcel,
  countParcelsBySenderEmail,
  findParcelWithPeople,
  insertParcel,
  listParcelsBySenderEmail,
} from './parcels.repository.ts';
import { type ParcelDetail, type ParcelListQuery, totalCountCap } from './parcels.schemas.ts';
import { formatTrackingId, takeTrackingMs } from './tracking-id.ts';

const emptyToNull = (value: string | undefined) => (value ? value : null);

/**
 * Books a parcel for the signed-in caller. Sender, status, booking time and tracking ID come from
 * the server; the fee is the one the customer entered (the quote only suggests it).
 */
export async function createParcel(db: Db, caller: AuthSession, input: CreateParcelInput): Promise<Parcel> {
  const row = await db.transaction(async (tx) => {
    const ms = await takeTrackingMs(tx);
    const parcel = await insertParcel(tx, {
      id: crypto.randomUUID(),
      trackingId: formatTrackingId(ms),
      parcelTitle: input.parcelTitle,
      receiverName: input.receiverName,
      receiverPhone: input.receiverPhone ? normalizeBdMobile(input.receiverPhone) : null,
      receiverLanguage: input.receiverLanguage ?? 'bn',
      pickupAddress: input.pickupAddress,
      deliveryAddress: input.deliveryAddress,
      pickupDistrict: emptyToNull(input.pickupDistrict),
      deliveryDistrict: emptyToNull(input.deliveryDistrict),
      parcelType: input.parcelType,
      deliveryFee: input.deliveryFee,
      paymentMethod: input.paymentMethod,
      codAmount: input.paymentMethod === 'cod' ? (input.codAmount ?? 0) : 0,
      senderId: caller.user.id,
      senderEmail: caller.user.email.toLowerCase(),
      status: 'pending',
      // The booking time is the tracking clock's millisecond: the ID and the time always agree.
      bookingTime: new Date(ms),
    });
    await recordParcelEvent(tx, {
      parcelId: parcel.id,
      trackingId: parcel.trackingId,
      senderId: parcel.senderId,
      riderId: null,
      fromStatus: null,
      toStatus: 'pending',
      note: null,
      actorId: caller.user.id,
      actorRole: roleOf(caller),
    });
    if (parcel.receiverPhone) {
      await queueSms(tx, {
        to: parcel.receiverPhone,
        language: parcel.receiverLanguage,
        message: { kind: 'booked', trackingId: parcel.trackingId },
        parcelId: parcel.id,
      });
    }
    return parcel;
  });
  return toParcel(row);
}

export interface ParcelPage {
  parcels: Parcel[];
  page: number;
  limit: number;
  /** Exact up to `totalCountCap`; when `totalCapped`, there are at least this many. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/** A sender's parcels, newest first: one's own, or anyone's for an admin. */
export async function listParcels(db: Db, caller: AuthSession, query: ParcelListQuery): Promise<ParcelPage> {
  const own = caller.user.email.toLowerCase();
  const email = query.email ?? own;
  if (email !== own && roleOf(caller) !== 'admin') {
    throw forbidden('You can only see your own parcels.');
  }
  const offset = (query.page - 1) * query.limit;
  // Count one row past the page so "is there a next page" holds even past the cap.
  const cap = Math.max(totalCountCap, offset + query.limit + 1);
  const [rows, counted] = await Promise.all([
    listParcelsBySenderEmail(db, email, { limit: query.limit, offset }),
    countParcelsBySenderEmail(db, email, cap),
  ]);
  const totalCapped = counted >= cap;
  const total = totalCapped ? Math.min(counted, totalCountCap) : counted;
  return {
    parcels: rows.map(toParcel),
    page: query.page,
    limit: query.limit,
    total,
    totalCapped,
    hasMore: counted > offset + rows.length,
  };
}

/** One parcel, for its sender, an admin, or the rider it is assigned to (with the sender's name for the label). */
export async function getParcel(db: Db, caller: AuthSession, id: string): Promise<ParcelDetail> {
  const found = await findParcelWithPeople(db, id);
  if (!found) throw notFound('No parcel has that ID.');
  const allowed =
    found.parcel.senderId === caller.user.id ||
    roleOf(caller) === 'admin' ||
    (found.riderUserId !== null && found.riderUserId === caller.user.id);
  if (!allowed) throw forbidden('This parcel belongs to another customer.');
  return { ...toParcel(found.parcel), senderName: found.senderName };
}

/** The sender cancels a parcel that nobody has picked up yet. */
export async function cancelParcel(db: Db, caller: AuthSession, id: string): Promise<Parcel> {
  const cancelled = await db.transaction(async (tx) => {
    const row = await cancelPendingParcel(tx, id, caller.user.id);
    if (!row) return undefined;
    await recordParcelEvent(tx, {
      parcelId: row.id,
      trackingId: row.trackingId,
      senderId: row.senderId,
      riderId: row.riderId,
      fromStatus: 'pending',
      toStatus: 'cancelled',
      note: null,
      actorId: caller.user.id,
      actorRole: roleOf(caller),
    });
    return row;
  });
  if (cancelled) return toParcel(cancelled);

  const found = await findParcelWithPeople(db, id);
  if (!found) throw notFound('No parcel has that ID.');
  if (found.parcel.senderId !== caller.user.id) throw forbidden('Only the sender can cancel a parcel.');
  throw conflict(
    `Only pending parcels can be cancelled; this one is ${parcelStatusLabels[found.parcel.status]}.`,
  );
}
