import { type ScanResult, sameSeal, sealNumberMessage } from '@desh/shared';
import { badRequest } from '../../lib/errors.ts';
import {
  bagsStillOnTrip,
  countParcelsInBags,
  insertException,
  lastScanLike,
  lockBag,
  lockTrip,
  resolveBagExceptions,
  updateBag,
  updateTrip,
} from './network.repository.ts';
import { bagForOtherHub, bagNotDispatched, unknownLabel } from './network-errors.ts';
import { hubRef } from './network-map.ts';
import { toBagView } from './network-views.ts';
import { record, type ScanContext } from './scan-context.ts';

/**
 * A bag scanned off a vehicle at the hub it was sent to, with the number read on its seal, under the
 * bag's and its trip's row locks. The bag arrives whatever its seal says (it is here), but a seal other
 * than the one it was sealed with is an exception. Its trip is `unloading` from its first bag in, and
 * `arrived` only with its last: the trip's lock queues its bags' arrivals, so the last one counts none
 * still on the road. A bag that came after it was reported overdue resolves that report.
 */
export async function receiveBag(context: ScanContext, bagCode: string): Promise<ScanResult> {
  const { tx, hubId, network, input, at, actor } = context;
  const bag = await lockBag(tx, { code: bagCode });
  if (!bag) throw unknownLabel();
  if ((bag.status === 'arrived' || bag.status === 'closed') && bag.destinationHubId === hubId) {
    const last = await lastScanLike(tx, { bagId: bag.id, action: 'receive_bag', hubId });
    const counts = await countParcelsInBags(tx, [bag.id]);
    return {
      result: 'bag_received',
      next: bag.status === 'arrived' ? 'scan_bag_parcels' : 'scan_next',
      repeated: true,
      eventId: last?.id ?? 0,
      bag: toBagView(network, bag, counts.get(bag.id) ?? 0),
      seal: sameSeal(bag.arrivalSealNumber, bag.sealNumber) ? 'matches' : 'differs',
    };
  }
  if (bag.destinationHubId !== hubId) throw bagForOtherHub(hubRef(network, bag.destinationHubId));
  if (bag.status !== 'dispatched') throw bagNotDispatched(bag.code);
  const sealRead = input.sealNumber;
  if (!sealRead) throw badRequest(sealNumberMessage, { sealNumber: sealNumberMessage });
  const trip = bag.tripId ? await lockTrip(tx, bag.tripId) : undefined;
  const arrived = await updateBag(tx, bag.id, {
    status: 'arrived',
    arrivedAt: at,
    arrivalSealNumber: sealRead,
  });
  const eventId = await record(context, {
    action: 'receive_bag',
    result: 'bag_received',
    parcelId: null,
    bagId: bag.id,
    fromHolder: trip ? `trip:${trip.id}` : null,
    toHolder: `hub:${hubId}`,
  });
  const sealMatches = sameSeal(sealRead, bag.sealNumber);
  if (!sealMatches) {
    await insertException(tx, {
      id: crypto.randomUUID(),
      parcelId: null,
      kind: 'seal_mismatch',
      hubId,
      bagId: bag.id,
      lastHolder: trip ? `trip:${trip.code}` : `bag:${bag.code}`,
      // In no one language: the seal read, and the one it was sealed with.
      note: `${sealRead} ≠ ${bag.sealNumber ?? '—'}`,
      createdBy: actor.userId,
      createdAt: at,
    });
  }
  await resolveBagExceptions(tx, bag.id, 'bag_overdue', {
    userId: actor.userId,
    note: 'The bag was scanned in after all.',
    at,
  });
  if (trip) {
    const stillOnRoad = await bagsStillOnTrip(tx, trip.id);
    await updateTrip(tx, trip.id, {
      reachedAt: trip.reachedAt ?? at,
      ...(stillOnRoad === 0 ? { status: 'arrived', arrivedAt: at } : { status: 'unloading' }),
    });
  }
  const parcelCount = (await countParcelsInBags(tx, [bag.id])).get(bag.id) ?? 0;
  return {
    result: 'bag_received',
    next: 'scan_bag_parcels',
    repeated: false,
    eventId,
    bag: toBagView(network, arrived, parcelCount),
    seal: sealMatches ? 'matches' : 'differs',
  };
}
