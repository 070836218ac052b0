import type { ScanResult } from '@desh/shared';
import type { AppError } from '../../lib/errors.ts';
import { custodyFactsOf, custodyGate } from '../parcels/custody-gate.ts';
import { waitingFor } from './bag-waiting.ts';
import { type BagRow, countParcelsInBags, lockBag } from './network.repository.ts';
import {
  bagNotOpen,
  chooseOpenBag,
  deliversFromHere,
  goesElsewhere,
  heldElsewhere,
} from './network-errors.ts';
import { hubRef, nextHubId } from './network-map.ts';
import { heldBy, targetHubOf, toBagView } from './network-views.ts';
import { parcelAnswer, repeatedAnswer } from './scan-answers.ts';
import { describeHolder, type Found, recordHandover, type ScanContext } from './scan-context.ts';

/** What scanning a parcel into a bag comes to, decided on the parcel's holder and route and on the bag. */
type BagPlan = { kind: 'refused'; error: AppError } | { kind: 'repeated' } | { kind: 'record' };

function planBagging(context: ScanContext, found: Found, bag: BagRow | undefined): BagPlan {
  const { hubId, network, actor } = context;
  const { parcel, route, custody } = found;
  const refused = (error: AppError): BagPlan => ({ kind: 'refused', error });
  if (!bag || bag.originHubId !== hubId) return refused(chooseOpenBag());
  if (custody.holderKind === 'bag' && custody.bagId === bag.id) return { kind: 'repeated' };
  if (bag.status !== 'open') return refused(bagNotOpen(bag.code));
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId)
    return refused(heldElsewhere(heldBy(network, found), hubId));
  // The custody gate: the hub holds it, and no hold stops it.
  custodyGate(custodyFactsOf(found), { role: 'hub', userId: actor.userId, hubId }, { handover: 'bag' });
  const target = targetHubOf(parcel, route);
  if (!target || target === hubId) return refused(deliversFromHere());
  const next = nextHubId(network, hubId, target);
  if (next !== bag.destinationHubId) return refused(goesElsewhere(hubRef(network, next)));
  return { kind: 'record' };
}

/**
 * A parcel scanned into a bag: one function in the scan's one transaction, the parcel's and its
 * custody's rows locked by the caller and the bag's row here. It decides on what it holds locked, asks
 * the custody gate, and writes the bag as holder, the bag's manifest line and the scan event (all the
 * network's). Every refusal is told.
 */
export async function bagParcel(context: ScanContext, found: Found): Promise<ScanResult> {
  const { input, tx } = context;
  if (!input.bagId) throw chooseOpenBag();
  const bag = await lockBag(tx, { id: input.bagId });
  const plan = planBagging(context, found, bag);
  if (plan.kind === 'refused') throw plan.error;
  if (plan.kind === 'repeated' || !bag) {
    const answer = await repeatedAnswer(context, found, 'bag', 'bagged');
    if (!bag) return answer;
    // Told again with the bag it is in, as the first time.
    return { ...answer, bag: await bagNow(context, bag) };
  }
  const { parcel, custody } = found;
  const { id: eventId, parcelsInBag } = await recordHandover(
    context,
    { kind: 'bag', bagId: bag.id, into: 'bag' },
    {
      action: 'bag',
      result: 'bagged',
      parcelId: parcel.id,
      bagId: bag.id,
      fromHolder: describeHolder(custody),
      toHolder: `bag:${bag.id}`,
    },
  );
  return baggedAnswer(context, found, bag, { eventId, parcelsInBag: parcelsInBag ?? 0 });
}

async function baggedAnswer(
  context: ScanContext,
  found: Found,
  bag: BagRow,
  written: { eventId: number; parcelsInBag: number },
): Promise<ScanResult> {
  const holder = { holderKind: 'bag' as const, bagId: bag.id, hubId: null, riderId: null };
  const answer = await parcelAnswer(
    context,
    {
      parcel: found.parcel,
      route: found.route,
      custody: holder,
      bagCode: bag.code,
      riderHubId: found.riderHubId,
      riderName: found.riderName,
    },
    { result: 'bagged', repeated: false, eventId: written.eventId, next: 'scan_next' },
  );
  return { ...answer, bag: await bagNow(context, bag, written.parcelsInBag) };
}

/**
 * The bag as the scan leaves it: its count, and for an open bag the parcels still waiting at the hub
 * for its destination ("12 of 30 bagged for Rangpur"), read in the scan's transaction after its write.
 */
async function bagNow(context: ScanContext, bag: BagRow, inside?: number) {
  const { tx, network, hubId } = context;
  // One after the other: both read on the scan's one connection.
  const count = inside ?? (await countParcelsInBags(tx, [bag.id])).get(bag.id) ?? 0;
  const fills = bag.status === 'open' && bag.originHubId === hubId;
  const waiting = fills ? await waitingFor(tx, network, hubId, bag.destinationHubId) : undefined;
  return toBagView(network, bag, count, waiting);
}
