import { finalParcelStatuses, type ScanResult } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { type BagRow, countParcelsInBags, lockBag } from './network.repository.ts';
import {
  bagNotOpen,
  chooseOpenBag,
  deliversFromHere,
  goesElsewhere,
  heldElsewhere,
  parcelHeld,
} from './network-errors.ts';
import { hubRef, nextHubId } from './network-map.ts';
import { heldBy, isHeld, targetHubOf, toBagView } from './network-views.ts';
import { parcelAnswer, repeatedAnswer } from './scan-answers.ts';
import {
  describeHolder,
  type Found,
  recordHandover,
  type ScanContext,
  type ScanFacts,
  scanEventBy,
} from './scan-context.ts';
import { recordBagging } from './scan-writes.repository.ts';

/** What scanning a parcel into a bag comes to, decided on the parcel's holder and route and on the bag. */
type BagPlan = { kind: 'refused'; error: AppError } | { kind: 'repeated' } | { kind: 'record' };

function planBagging(facts: ScanFacts, found: Found, bag: BagRow | undefined): BagPlan {
  const { hubId, network } = facts;
  const { parcel, route, custody } = found;
  const refused = (error: AppError): BagPlan => ({ kind: 'refused', error });
  if (!bag || bag.originHubId !== hubId) return refused(chooseOpenBag());
  if (custody.holderKind === 'bag' && custody.bagId === bag.id) return { kind: 'repeated' };
  if (bag.status !== 'open') return refused(bagNotOpen(bag.code));
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId)
    return refused(heldElsewhere(heldBy(network, found), hubId));
  if (isHeld(found)) return refused(parcelHeld());
  const target = targetHubOf(parcel, route);
  if (!target || target === hubId) return refused(deliversFromHere());
  const next = nextHubId(network, hubId, target);
  if (next !== bag.destinationHubId) return refused(goesElsewhere(hubRef(network, next)));
  return { kind: 'record' };
}

/**
 * A parcel scanned into a bag in one statement and no transaction, decided on the unlocked read (the
 * scan's first statement reads the parcel and the bag): written only if, with the rows locked, the
 * parcel still has the status and the hub holder read and the bag is still open (recordBagging).
 * Anything else (a refusal, a repeat, a parcel or a bag that changed meanwhile) answers undefined and
 * goes the locked transaction's way, which decides again.
 */
export async function bagAtOnce(
  db: Db,
  facts: ScanFacts,
  seen: Found,
  bag: BagRow | undefined,
): Promise<ScanResult | undefined> {
  if (!bag || finalParcelStatuses.includes(seen.parcel.status)) return undefined;
  if (planBagging(facts, seen, bag).kind !== 'record') return undefined;
  const { parcel, custody } = seen;
  const written = await recordBagging(db, {
    parcelId: parcel.id,
    expected: { status: parcel.status, hubId: facts.hubId },
    bag: { id: bag.id, destinationHubId: bag.destinationHubId },
    at: facts.at,
    scan: {
      ...scanEventBy(facts),
      action: 'bag',
      result: 'bagged',
      bagId: bag.id,
      riderId: null,
      fromHolder: describeHolder(custody),
      toHolder: `bag:${bag.id}`,
    },
  });
  if (!written) return undefined;
  return baggedAnswer({ ...facts, tx: db }, seen, bag, written);
}

/** The same under the scan's lock: the bag's row is locked too, and every refusal is told. */
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
    const inside = (await countParcelsInBags(tx, [bag.id])).get(bag.id) ?? 0;
    return { ...answer, bag: toBagView(context.network, bag, inside) };
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
  context: Parameters<typeof parcelAnswer>[0],
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
  return { ...answer, bag: toBagView(context.network, bag, written.parcelsInBag) };
}
