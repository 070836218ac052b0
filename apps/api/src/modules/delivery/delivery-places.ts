import {
  type DoorPlace,
  keepsDoorPlace,
  normalizeBdMobile,
  type Parcel,
  type ParcelStatus,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { currentActionTime } from '../../lib/action-time.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import type { Tx } from './delivery.repository.ts';
import type { Actor } from './delivery-access.ts';
import { insertDeliveryPlace, listLatestPlaces } from './delivery-places.repository.ts';

/**
 * Where the rider handed a parcel over (docs/decisions/023): kept, in the handover's transaction,
 * when the rider's own phone sent a place precise enough (`keepsDoorPlace`) and the parcel has a
 * receiver phone to find it by later. An admin completing from a desk is not at the door: their
 * browser's place is never kept. A vague place is dropped, not refused: it must not stop a delivery.
 */
export async function keepDeliveryPlace(
  tx: Tx,
  parcel: ParcelRow,
  actor: Actor,
  place: DoorPlace | undefined,
): Promise<void> {
  if (!place || !keepsDoorPlace(place)) return;
  if (actor.role !== 'rider' || !parcel.riderId || !parcel.receiverPhone) return;
  await insertDeliveryPlace(tx, {
    parcelId: parcel.id,
    riderId: parcel.riderId,
    receiverPhone: normalizeBdMobile(parcel.receiverPhone),
    lat: place.lat,
    lng: place.lng,
    accuracyM: place.accuracyM,
    deliveredAt: currentActionTime() ?? new Date(),
  });
}

/** Statuses of a parcel still on its way to its receiver (a returning one goes to its sender). */
const towardsReceiver: readonly ParcelStatus[] = [
  'assigned',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'failed',
];

export interface EarlierPlace {
  lat: number;
  lng: number;
}

/**
 * For a rider's run: each stop still to deliver, placed where the parcel's rider last handed a
 * parcel to the same phone (by parcel ID; the run prefers the receiver's pin). Only the rider's own
 * record: the caller passes `forRider` false for anyone else (an admin sees every run), who gets none.
 */
export async function earlierPlacesOf(
  db: Db,
  parcels: readonly Parcel[],
  forRider: boolean,
): Promise<Map<string, EarlierPlace>> {
  const places = new Map<string, EarlierPlace>();
  if (!forRider) return places;
  const wanted = parcels.flatMap((parcel) =>
    parcel.riderId && parcel.receiverPhone && towardsReceiver.includes(parcel.status)
      ? [{ id: parcel._id, riderId: parcel.riderId, phone: normalizeBdMobile(parcel.receiverPhone) }]
      : [],
  );
  const rows = await listLatestPlaces(
    db,
    [...new Set(wanted.map((stop) => stop.riderId))],
    [...new Set(wanted.map((stop) => stop.phone))],
  );
  const byRiderPhone = new Map(rows.map((row) => [`${row.riderId} ${row.receiverPhone}`, row]));
  for (const stop of wanted) {
    const row = byRiderPhone.get(`${stop.riderId} ${stop.phone}`);
    if (row) places.set(stop.id, { lat: row.lat, lng: row.lng });
  }
  return places;
}
