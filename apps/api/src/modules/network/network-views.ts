import {
  type BagView,
  bagArrivalGraceMinutes,
  type CustodyView,
  type NetworkExceptionView,
  type ParcelHoldKind,
  type ParcelStatus,
  type ScannedParcel,
  type TripView,
} from '@desh/shared';
import { isoOrNull, pickColumns } from '../../lib/rows.ts';
import { holdStops } from '../parcels/custody-gate.ts';
import type { Executor } from './network.repository.ts';
import {
  type BagRow,
  type CustodyRow,
  type ExceptionRow,
  riderName,
  type TripRow,
} from './network.repository.ts';
import type { HeldElsewhere } from './network-errors.ts';
import { hubRef, type LiveNetwork, nextHubId } from './network-map.ts';

const unknownHub = { id: '', code: '?', name: '?', nameBn: '?' };

/** The hubs a bag or a trip leaves from and goes to. */
function ends(network: LiveNetwork, row: { originHubId: string; destinationHubId: string }) {
  return {
    originHub: hubRef(network, row.originHubId) ?? unknownHub,
    destinationHub: hubRef(network, row.destinationHubId) ?? unknownHub,
  };
}

/** `waiting`: for an open bag, the parcels at its hub still to go into a bag for its destination. */
export function toBagView(network: LiveNetwork, bag: BagRow, parcelCount: number, waiting?: number): BagView {
  return {
    ...pickColumns(bag, ['id', 'code', 'status', 'sealNumber', 'tripId']),
    ...ends(network, bag),
    parcelCount,
    createdAt: bag.createdAt.toISOString(),
    openedBy: bag.createdBy,
    ...(waiting === undefined ? {} : { waiting }),
  };
}

export function toTripView(
  network: LiveNetwork,
  trip: TripRow,
  bags: { count: number; in: number },
): TripView {
  const dueBy =
    trip.status === 'unloading' && trip.reachedAt
      ? new Date(trip.reachedAt.getTime() + bagArrivalGraceMinutes * 60_000).toISOString()
      : null;
  return {
    ...pickColumns(trip, ['id', 'code', 'status', 'vehicleNumber', 'driverName', 'driverPhone']),
    ...ends(network, trip),
    bagCount: bags.count,
    bagsIn: bags.in,
    dispatchedAt: trip.dispatchedAt.toISOString(),
    reachedAt: isoOrNull(trip.reachedAt),
    arrivedAt: isoOrNull(trip.arrivedAt),
    bagsDueBy: dueBy,
  };
}

/** The bag a missing parcel was last in, as the exception lists read it (left join on its bag). */
export interface ExceptionBag {
  code: string;
  sealNumber: string | null;
  originHubId: string;
}

/**
 * `shownAt`: the hub the exception is shown at (a damage report follows its parcel, see
 * `listExceptions`); the hub that recorded it when not given.
 */
export function toExceptionView(
  network: LiveNetwork,
  row: ExceptionRow,
  trackingId: string | null,
  bag: ExceptionBag | null = null,
  shownAt: string | null = row.hubId,
): NetworkExceptionView {
  const origin = bag ? hubRef(network, bag.originHubId) : null;
  return {
    ...pickColumns(row, [
      'id',
      'kind',
      'status',
      'parcelId',
      'lastHolder',
      'note',
      'photoId',
      'resolutionNote',
    ]),
    trackingId,
    hub: hubRef(network, shownAt),
    takenAt: hubRef(network, row.takenAtHubId),
    lastHolderBag: bag && origin ? { code: bag.code, sealNumber: bag.sealNumber, originHub: origin } : null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: isoOrNull(row.resolvedAt),
  };
}

/** What the caller already knows of a holder: its bag's code, a rider's name read with the parcel. */
export interface KnownOfHolder {
  bagCode?: string | undefined;
  rider?: { id: string; name: string } | undefined;
}

export async function custodyView(
  db: Executor,
  network: LiveNetwork,
  custody: Pick<CustodyRow, 'holderKind' | 'hubId' | 'riderId' | 'bagId'>,
  known: KnownOfHolder = {},
): Promise<CustodyView> {
  const { bagCode, rider } = known;
  const view: CustodyView = { kind: custody.holderKind };
  const hub = hubRef(network, custody.hubId);
  if (hub) view.hub = hub;
  if (custody.riderId) {
    const name = rider?.id === custody.riderId ? rider.name : await riderName(db, custody.riderId);
    if (name) view.riderName = name.split(/\s+/)[0] ?? name;
  }
  if (bagCode) view.bagCode = bagCode;
  return view;
}

/** Where a parcel is held, as a refusal to act on it at another hub names it (`heldElsewhere`). */
export const heldBy = (
  network: LiveNetwork,
  found: {
    parcel: { status: ParcelStatus };
    custody: Pick<CustodyRow, 'holderKind' | 'hubId'>;
    bag: HeldElsewhere['bag'];
  },
): HeldElsewhere => ({
  holderKind: found.custody.holderKind,
  status: found.parcel.status,
  bag: found.bag,
  hub: hubRef(network, found.custody.hubId),
});

/**
 * Whether a parcel's hold (a damage report, head office's) stops it moving on, as the custody gate
 * decides: until a manager or admin releases it. A return still takes it back to its sender.
 */
export const isHeld = (found: { parcel: { status: ParcelStatus }; holdKind: ParcelHoldKind | null }) =>
  holdStops({ hold: found.holdKind ? { kind: found.holdKind } : null, status: found.parcel.status });

/**
 * Where a parcel goes next: its destination hub, or on a return its origin hub. Null when no hub covers
 * its area (booked without districts): the hub that has it delivers it (or hands it back).
 */
export function targetHubOf(
  parcel: { status: string },
  route: { originHubId: string | null; destinationHubId: string | null } | null,
) {
  if (!route) return null;
  return parcel.status === 'returning' ? route.originHubId : route.destinationHubId;
}

export async function scannedParcel(
  db: Executor,
  network: LiveNetwork,
  parcel: { id: string; trackingId: string; status: string },
  route: { originHubId: string | null; destinationHubId: string | null } | null,
  custody: Pick<CustodyRow, 'holderKind' | 'hubId' | 'riderId' | 'bagId'>,
  known: KnownOfHolder = {},
): Promise<ScannedParcel> {
  const target = targetHubOf(parcel, route);
  const here = custody.hubId;
  return {
    id: parcel.id,
    trackingId: parcel.trackingId,
    status: parcel.status,
    holder: await custodyView(db, network, custody, known),
    destinationHub: hubRef(network, target),
    nextHub: here && target ? hubRef(network, nextHubId(network, here, target)) : null,
  };
}
