import type { ScanResult } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import {
  type BagRow,
  countParcelsInBags,
  type Executor,
  lastScanLike,
  lockBag,
} from './network.repository.ts';
import { bagForOtherHub, bagNotDispatched, unknownLabel } from './network-errors.ts';
import { hubRef } from './network-map.ts';
import { toBagView } from './network-views.ts';
import { type ScanContext, type ScanFacts, scanEventBy } from './scan-context.ts';
import { recordBagArrival } from './scan-writes.repository.ts';

/**
 * The bag arrives (recordBagArrival): the view of the bag it answers, or undefined when the bag was no
 * longer on its way to this hub once locked (nothing written).
 */
async function arrive(executor: Executor, facts: ScanFacts, bag: BagRow): Promise<ScanResult | undefined> {
  const { hubId, at, network } = facts;
  const written = await recordBagArrival(executor, {
    bagId: bag.id,
    hubId,
    at,
    scan: {
      ...scanEventBy(facts),
      action: 'receive_bag',
      result: 'bag_received',
      bagId: bag.id,
      fromHolder: bag.tripId ? `trip:${bag.tripId}` : null,
      toHolder: `hub:${hubId}`,
    },
  });
  if (!written) return undefined;
  return {
    result: 'bag_received',
    next: 'scan_bag_parcels',
    repeated: false,
    eventId: written.eventId,
    bag: toBagView(network, { ...bag, status: 'arrived', arrivedAt: at }, written.parcelCount),
  };
}

/**
 * A bag scanned off the truck at the hub it was sent to, still on its way, in one statement and no
 * transaction (recordBagArrival re-checks it under the bag's row lock). Anything else answers
 * undefined and goes the locked transaction's way (`receiveBag`): a repeat, a refusal, a bag that
 * arrived meanwhile.
 */
export async function bagArrivesAtOnce(
  db: Db,
  facts: ScanFacts,
  bag: BagRow,
): Promise<ScanResult | undefined> {
  if (bag.status !== 'dispatched' || bag.destinationHubId !== facts.hubId) return undefined;
  return arrive(db, facts, bag);
}

export async function receiveBag(context: ScanContext, bagCode: string): Promise<ScanResult> {
  const { tx, hubId, network } = context;
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
    };
  }
  if (bag.destinationHubId !== hubId) throw bagForOtherHub(hubRef(network, bag.destinationHubId));
  if (bag.status !== 'dispatched') throw bagNotDispatched(bag.code);
  const answer = await arrive(tx, context, bag);
  if (!answer) throw new Error(`bag ${bag.id} changed under its scan's lock`);
  return answer;
}
