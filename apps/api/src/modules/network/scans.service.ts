import {
  finalParcelStatuses,
  findTransition,
  type HubMilestone,
  parcelStatusLabels,
  readScannedCode,
  type ScanRequest,
  type ScanResult,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { believableActionTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { handOutAtHub } from '../delivery/delivery.service.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { enqueueHubMilestone } from '../webhooks/webhooks.service.ts';
import { actorAtHub, type HubActor } from './hub-access.ts';
import {
  addToBag,
  type CustodyRow,
  countParcelsInBags,
  type Executor,
  findBag,
  findScanByKey,
  hubOfRider,
  insertException,
  insertScan,
  lastScanLike,
  lockBag,
  lockParcelForScan,
  markBagItem,
  markTripArrived,
  readParcelForScan,
  resolveMissingOf,
  type ScanRow,
  setCustody,
  type Tx,
  updateBag,
} from './network.repository.ts';
import {
  bagForOtherHub,
  bagNotDispatched,
  bagNotHere,
  bagNotOpen,
  bagNotParcel,
  chooseOpenBag,
  deliversFromHere,
  goesElsewhere,
  noRiderForHandout,
  notAtThisHub,
  notForHandout,
  notPickedUpYet,
  outWithRider,
  parcelFinished,
  parcelNotBag,
  unknownLabel,
} from './network-errors.ts';
import { hubRef, type LiveNetwork, liveNetwork, nextHubId } from './network-map.ts';
import { scannedParcel, targetHubOf, toBagView } from './network-views.ts';

type Found = NonNullable<Awaited<ReturnType<typeof lockParcelForScan>>>;
type Route = Found['route'];

interface ScanContext {
  tx: Tx;
  network: LiveNetwork;
  hubId: string;
  actor: HubActor;
  input: ScanRequest;
  at: Date;
}

/** The same scan key met inside the transaction: another request with it won the race. */
class AlreadyScanned extends Error {}

const describeHolder = (custody: Pick<CustodyRow, 'holderKind' | 'riderId' | 'hubId' | 'bagId'>) =>
  `${custody.holderKind}${custody.riderId || custody.hubId || custody.bagId ? `:${custody.riderId ?? custody.hubId ?? custody.bagId}` : ''}`;

/**
 * One scan at a hub. Idempotent twice over: the same scan key replays the first answer, and a
 * handover that already happened (another operator scanned the parcel a moment ago) records nothing
 * new. The parcel's row and its custody row are locked for the scan, so concurrent scans queue.
 */
export async function scanAtHub(
  db: Db,
  caller: AuthSession,
  hubId: string,
  input: ScanRequest,
): Promise<ScanResult> {
  // Three independent reads at once (a scan waits for its round trips, not for work); a caller
  // refused at this hub gets the refusal, never another's replayed answer.
  const [actor, network, prior] = await Promise.all([
    actorAtHub(db, caller, hubId),
    liveNetwork(db),
    findScanByKey(db, input.scanId),
  ]);
  if (prior) return replay(db, network, prior);
  const code = readScannedCode(input.code);
  if (!code) throw unknownLabel();
  // The device's time when believable (an offline scan arrives late), never later than now.
  const now = new Date();
  const believed = believableActionTime(input.scannedAt, now);
  const at = believed && believed < now ? believed : now;
  try {
    return await db.transaction(async (tx) => {
      const context: ScanContext = { tx, network, hubId, actor, input, at };
      if (input.action === 'receive_bag') {
        if (code.kind !== 'bag') throw parcelNotBag();
        return receiveBag(context, code.code);
      }
      if (code.kind !== 'parcel') throw bagNotParcel();
      const found = await lockParcelForScan(tx, code.trackingId);
      if (!found) throw unknownLabel();
      if (finalParcelStatuses.includes(found.parcel.status)) {
        throw parcelFinished(parcelStatusLabels[found.parcel.status]);
      }
      if (input.action === 'bag') return bagParcel(context, found);
      if (input.action === 'handout') return handOut(context, found);
      return receiveParcel(context, found);
    });
  } catch (error) {
    if (!(error instanceof AlreadyScanned)) throw error;
    const first = await findScanByKey(db, input.scanId);
    if (!first) throw error;
    return replay(db, network, first);
  }
}

async function record(
  context: ScanContext,
  row: Omit<
    Parameters<typeof insertScan>[1],
    'scanKey' | 'actorId' | 'actorRole' | 'deviceId' | 'scannedAt' | 'hubId'
  >,
) {
  const id = await insertScan(context.tx, {
    ...row,
    scanKey: context.input.scanId,
    hubId: context.hubId,
    actorId: context.actor.userId,
    actorRole: context.actor.role,
    deviceId: context.input.deviceId ?? null,
    scannedAt: context.at,
  });
  if (id === undefined) throw new AlreadyScanned();
  return id;
}

async function nextStep(
  db: Executor,
  hubId: string,
  parcel: Pick<ParcelRow, 'status' | 'riderId'>,
  route: Route,
  custody: Pick<CustodyRow, 'holderKind' | 'hubId'>,
): Promise<ScanResult['next']> {
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId) return 'scan_next';
  const target = targetHubOf(parcel, route);
  if (target && target !== hubId) return 'bag_it';
  const riderHere = parcel.riderId ? (await hubOfRider(db, parcel.riderId)) === hubId : false;
  if (parcel.status === 'returning') return riderHere ? 'return_to_merchant' : 'assign_rider';
  return riderHere ? 'hand_to_rider' : 'assign_rider';
}

async function parcelAnswer(
  context: Pick<ScanContext, 'network' | 'hubId'> & { tx: Executor },
  parcel: ParcelRow,
  route: Route,
  custody: Pick<CustodyRow, 'holderKind' | 'hubId' | 'riderId' | 'bagId'>,
  answer: { result: ScanResult['result']; repeated: boolean; eventId: number; next?: ScanResult['next'] },
): Promise<ScanResult> {
  const bagCode = custody.bagId ? (await findBag(context.tx, custody.bagId))?.code : undefined;
  return {
    result: answer.result,
    repeated: answer.repeated,
    eventId: answer.eventId,
    next: answer.next ?? (await nextStep(context.tx, context.hubId, parcel, route, custody)),
    parcel: await scannedParcel(context.tx, context.network, parcel, route, custody, bagCode),
  };
}

async function repeatedAnswer(
  context: ScanContext,
  found: Found,
  action: string,
  result: ScanResult['result'],
) {
  const last = await lastScanLike(context.tx, { parcelId: found.parcel.id, action, hubId: context.hubId });
  return parcelAnswer(context, found.parcel, found.route, found.custody, {
    result,
    repeated: true,
    eventId: last?.id ?? 0,
  });
}

async function receiveParcel(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, hubId, actor, at } = context;
  const { parcel, route, custody } = found;
  if (custody.holderKind === 'hub' && custody.hubId === hubId) {
    return repeatedAnswer(context, found, 'receive', 'received');
  }
  let result: ScanResult['result'] = 'received';
  let moved = parcel;
  switch (custody.holderKind) {
    case 'merchant':
      throw notPickedUpYet();
    case 'receiver':
      throw parcelFinished(parcelStatusLabels[parcel.status]);
    case 'rider': {
      if (parcel.status === 'out_for_delivery') throw outWithRider();
      if (parcel.status === 'picked_up' || parcel.status === 'failed') {
        const transition = findTransition(parcel.status, 'in_transit', 'hub');
        if (!transition) throw outWithRider();
        moved = await moveLockedParcel(tx, parcel, 'in_transit', { id: actor.userId, role: 'hub' }, null);
      }
      break;
    }
    case 'bag': {
      const bag = custody.bagId ? await findBag(tx, custody.bagId) : undefined;
      if (bag?.status === 'arrived' && bag.destinationHubId === hubId) {
        result = 'received_from_bag';
        await markBagItem(tx, bag.id, parcel.id, 'received');
      } else if (bag && bag.destinationHubId === hubId && bag.status === 'dispatched') {
        throw bagNotHere(bag.code);
      } else if (bag && bag.originHubId === hubId && bag.status !== 'dispatched') {
        throw bagNotHere(bag.code);
      } else {
        result = 'received_misrouted';
        if (bag) await markBagItem(tx, bag.id, parcel.id, 'received');
      }
      break;
    }
    case 'hub':
      result = 'received_misrouted';
      break;
  }
  if (result === 'received_misrouted') {
    await insertException(tx, {
      id: crypto.randomUUID(),
      parcelId: parcel.id,
      kind: 'misrouted',
      status: 'resolved',
      hubId,
      bagId: custody.bagId,
      lastHolder: describeHolder(custody),
      note: null,
      createdBy: actor.userId,
      resolvedAt: at,
      resolvedBy: actor.userId,
      resolutionNote: 'Re-routed from the hub where it arrived.',
    });
  }
  await resolveMissingOf(tx, parcel.id, 'Found at a scan.', actor.userId, at);
  const holder = { holderKind: 'hub' as const, hubId, riderId: null, bagId: null };
  await setCustody(tx, parcel.id, { kind: 'hub', hubId }, at);
  const eventId = await record(context, {
    action: 'receive',
    result,
    parcelId: parcel.id,
    bagId: custody.bagId,
    riderId: custody.riderId,
    fromHolder: describeHolder(custody),
    toHolder: `hub:${hubId}`,
  });
  await announceMilestone(context, parcel, 'at_hub', hubId);
  return parcelAnswer(context, moved, route, holder, { result, repeated: false, eventId });
}

/** Tells the merchant's webhooks where the parcel is now (hub names only); tracking reads the scans. */
export async function announceMilestone(
  context: { tx: Tx; network: LiveNetwork; at: Date },
  parcel: Pick<ParcelRow, 'id'>,
  milestone: HubMilestone,
  hubId: string,
): Promise<void> {
  const hub = hubRef(context.network, hubId);
  if (!hub) return;
  await enqueueHubMilestone(context.tx, {
    parcelId: parcel.id,
    milestone,
    hub: { code: hub.code, name: hub.name, nameBn: hub.nameBn },
    at: context.at,
  });
}

async function bagParcel(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, hubId, network, at, input, actor } = context;
  const { parcel, route, custody } = found;
  if (!input.bagId) throw chooseOpenBag();
  const bag = await lockBag(tx, { id: input.bagId });
  if (!bag || bag.originHubId !== hubId) throw chooseOpenBag();
  if (custody.holderKind === 'bag' && custody.bagId === bag.id) {
    return repeatedAnswer(context, found, 'bag', 'bagged');
  }
  if (bag.status !== 'open') throw bagNotOpen(bag.code);
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId) throw notAtThisHub();
  const target = targetHubOf(parcel, route);
  if (!target || target === hubId) throw deliversFromHere();
  const next = nextHubId(network, hubId, target);
  if (next !== bag.destinationHubId) throw goesElsewhere(hubRef(network, next));
  await addToBag(tx, bag.id, parcel.id, actor.userId);
  await setCustody(tx, parcel.id, { kind: 'bag', bagId: bag.id }, at);
  const eventId = await record(context, {
    action: 'bag',
    result: 'bagged',
    parcelId: parcel.id,
    bagId: bag.id,
    fromHolder: describeHolder(custody),
    toHolder: `bag:${bag.id}`,
  });
  const holder = { holderKind: 'bag' as const, bagId: bag.id, hubId: null, riderId: null };
  const counts = await countParcelsInBags(tx, [bag.id]);
  const answer = await parcelAnswer(context, parcel, route, holder, {
    result: 'bagged',
    repeated: false,
    eventId,
    next: 'scan_next',
  });
  return { ...answer, bag: toBagView(network, bag, counts.get(bag.id) ?? 0) };
}

async function handOut(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, hubId, actor, at } = context;
  const { parcel, route, custody } = found;
  if (custody.holderKind === 'rider' && custody.riderId === parcel.riderId && parcel.riderId) {
    const last = await lastScanLike(tx, { parcelId: parcel.id, action: 'handout', hubId });
    if (last) return repeatedAnswer(context, found, 'handout', 'handed_out');
  }
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId) throw notAtThisHub();
  if (targetHubOf(parcel, route) !== hubId) throw notForHandout();
  const riderId = parcel.riderId;
  if (!riderId || (await hubOfRider(tx, riderId)) !== hubId) throw noRiderForHandout();
  if (parcel.status !== 'in_transit' && parcel.status !== 'returning') throw notForHandout();
  // The holder changes first, so the status trigger finds the rider already holding it.
  await setCustody(tx, parcel.id, { kind: 'rider', riderId }, at);
  const moved =
    parcel.status === 'in_transit'
      ? await handOutAtHub(tx, parcel, { id: actor.userId, role: 'hub' })
      : parcel;
  const eventId = await record(context, {
    action: 'handout',
    result: 'handed_out',
    parcelId: parcel.id,
    riderId,
    fromHolder: describeHolder(custody),
    toHolder: `rider:${riderId}`,
  });
  const holder = { holderKind: 'rider' as const, riderId, hubId: null, bagId: null };
  return parcelAnswer(context, moved, route, holder, {
    result: 'handed_out',
    repeated: false,
    eventId,
    next: 'scan_next',
  });
}

async function receiveBag(context: ScanContext, bagCode: string): Promise<ScanResult> {
  const { tx, hubId, network, at } = context;
  const bag = await lockBag(tx, { code: bagCode });
  if (!bag) throw unknownLabel();
  const count = async () => (await countParcelsInBags(tx, [bag.id])).get(bag.id) ?? 0;
  if ((bag.status === 'arrived' || bag.status === 'closed') && bag.destinationHubId === hubId) {
    const last = await lastScanLike(tx, { bagId: bag.id, action: 'receive_bag', hubId });
    return {
      result: 'bag_received',
      next: bag.status === 'arrived' ? 'scan_bag_parcels' : 'scan_next',
      repeated: true,
      eventId: last?.id ?? 0,
      bag: toBagView(network, bag, await count()),
    };
  }
  if (bag.destinationHubId !== hubId) throw bagForOtherHub(hubRef(network, bag.destinationHubId));
  if (bag.status !== 'dispatched') throw bagNotDispatched(bag.code);
  const arrived = await updateBag(tx, bag.id, { status: 'arrived', arrivedAt: at });
  if (bag.tripId) await markTripArrived(tx, bag.tripId, at);
  const eventId = await record(context, {
    action: 'receive_bag',
    result: 'bag_received',
    bagId: bag.id,
    fromHolder: bag.tripId ? `trip:${bag.tripId}` : null,
    toHolder: `hub:${hubId}`,
  });
  return {
    result: 'bag_received',
    next: 'scan_bag_parcels',
    repeated: false,
    eventId,
    bag: toBagView(network, arrived, await count()),
  };
}

/** The first answer to a scan key, told again with where things stand now. */
async function replay(db: Db, network: LiveNetwork, prior: ScanRow): Promise<ScanResult> {
  const result = prior.result as ScanResult['result'];
  if (!prior.parcelId) {
    const bag = prior.bagId ? await findBag(db, prior.bagId) : undefined;
    const counts = bag ? await countParcelsInBags(db, [bag.id]) : new Map<string, number>();
    return {
      result,
      next: bag?.status === 'arrived' ? 'scan_bag_parcels' : 'scan_next',
      repeated: true,
      eventId: prior.id,
      ...(bag ? { bag: toBagView(network, bag, counts.get(bag.id) ?? 0) } : {}),
    };
  }
  const found = await readParcelForScan(db, prior.parcelId);
  if (!found) throw unknownLabel();
  return parcelAnswer(
    { tx: db, network, hubId: prior.hubId ?? '' },
    found.parcel,
    found.route,
    found.custody,
    {
      result,
      repeated: true,
      eventId: prior.id,
    },
  );
}
