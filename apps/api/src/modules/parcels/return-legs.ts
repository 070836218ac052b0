import crypto from 'node:crypto';
import type { LinkedParcel, ParcelActor, ReturnLegKind } from '@desh/shared';
import type { Db, Tx } from '../../db/client.ts';
import { recordParcelEvent } from './parcel-events.ts';
import type { ParcelRow } from './parcel-mapper.ts';
import { findLinkedParcels, findReturnLegOf, insertReturnLeg } from './return-legs.repository.ts';
import { formatTrackingId, takeTrackingMs } from './tracking-id.ts';

/**
 * A return parcel made at the door (docs/decisions/022): the rest of a partial delivery, or an
 * exchange's old item. It is a parcel of its own (own tracking ID, own timeline), created in
 * `returning` in the hands of the rider at the door (the custody trigger makes that rider its one
 * holder and gives it the outbound parcel's route, so it goes back to the same origin hub), with no
 * fee and nothing to collect. It keeps the outbound parcel's return charge, fixed at booking, which
 * posts when it reaches the merchant. Made in the caller's transaction; a second call finds the first.
 */
export async function createReturnLeg(
  tx: Tx,
  outbound: ParcelRow,
  leg: {
    kind: ReturnLegKind;
    parcelTitle: string;
    /** The first timeline note (delivery's `returnLegNote`, which public tracking reads as a reason code). */
    note: string;
    actor: { id: string | null; role: ParcelActor };
  },
): Promise<ParcelRow> {
  const existing = await findReturnLegOf(tx, outbound.id);
  if (existing) return existing;
  const ms = await takeTrackingMs(tx);
  const row = await insertReturnLeg(tx, {
    id: crypto.randomUUID(),
    trackingId: formatTrackingId(ms),
    parcelTitle: leg.parcelTitle,
    receiverName: outbound.receiverName,
    receiverPhone: outbound.receiverPhone,
    receiverLanguage: outbound.receiverLanguage,
    pickupAddress: outbound.pickupAddress,
    deliveryAddress: outbound.deliveryAddress,
    pickupDistrict: outbound.pickupDistrict,
    deliveryDistrict: outbound.deliveryDistrict,
    pickupUpazila: outbound.pickupUpazila,
    deliveryUpazila: outbound.deliveryUpazila,
    storeId: outbound.storeId,
    parcelType: outbound.parcelType,
    deliveryFeePoisha: 0,
    paymentMethod: 'prepaid',
    codAmountPoisha: 0,
    returnChargePoisha: outbound.returnChargePoisha,
    senderId: outbound.senderId,
    senderEmail: outbound.senderEmail,
    status: 'returning',
    riderId: outbound.riderId,
    returnOfParcelId: outbound.id,
    returnKind: leg.kind,
    bookingTime: new Date(ms),
  });
  if (!row) {
    const first = await findReturnLegOf(tx, outbound.id);
    if (!first) throw new Error(`return parcel of ${outbound.id} vanished`);
    return first;
  }
  await recordParcelEvent(tx, {
    parcelId: row.id,
    trackingId: row.trackingId,
    senderId: row.senderId,
    riderId: row.riderId,
    fromStatus: null,
    toStatus: 'returning',
    note: leg.note,
    actorId: leg.actor.id,
    actorRole: leg.actor.role,
  });
  return row;
}

/** The parcels linked to this one, as its pages show them (both ways). */
export async function linkedParcelsOf(
  db: Pick<Db, 'select'>,
  parcel: Pick<ParcelRow, 'id' | 'returnOfParcelId' | 'returnKind'>,
): Promise<LinkedParcel[]> {
  const rows = await findLinkedParcels(db, parcel);
  return rows.map((row) =>
    row.id === parcel.returnOfParcelId
      ? {
          _id: row.id,
          trackingId: row.trackingId,
          status: row.status,
          relation: 'outbound' as const,
          kind: parcel.returnKind ?? 'partial',
        }
      : {
          _id: row.id,
          trackingId: row.trackingId,
          status: row.status,
          relation: 'return' as const,
          kind: row.returnKind ?? 'partial',
        },
  );
}
