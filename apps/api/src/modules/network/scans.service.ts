import {
  finalParcelStatuses,
  findTransition,
  parcelStatusLabels,
  readScannedCode,
  type ScanRequest,
  type ScanResult,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { believableActionTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import type { AppError } from '../../lib/errors.ts';
import { handOutAtHub } from '../delivery/delivery.service.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { hubMilestoneMessagesSql } from '../webhooks/webhooks.service.ts';
import { actorFromPosition, type HubActor } from './hub-access.ts';
import {
  addToBag,
  type CustodyRow,
  countParcelsInBags,
  type Executor,
  findBag,
  findScanByKey,
  insertScan,
  lastScanLike,
  lockBag,
  markTripArrived,
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
import {
  isScanKeyTaken,
  lockParcelAtScan,
  type ParcelAtScan,
  readParcelAtScan,
  readScanStart,
  recordReceive,
} from './scans.repository.ts';

type Found = ParcelAtScan;
type Route = Found['route'];

/** Who scans what, where and when. */
interface ScanFacts {
  network: LiveNetwork;
  hubId: string;
  actor: HubActor;
  input: ScanRequest;
  at: Date;
}

interface ScanContext extends ScanFacts {
  tx: Tx;
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
  const code = readScannedCode(input.code);
  // One statement reads what a scan needs first (the caller's position here, an answer already given
  // to this scan key, and for a receive the parcel as it stands); a scan waits for its round trips,
  // not for work. The network is cached.
  const [network, start] = await Promise.all([
    liveNetwork(db),
    readScanStart(db, {
      userId: caller.user.id,
      hubId,
      scanKey: input.scanId,
      trackingId: input.action === 'receive' && code?.kind === 'parcel' ? code.trackingId : null,
    }),
  ]);
  // A caller refused at this hub gets the refusal, never another's replayed answer.
  const actor = actorFromPosition(network, caller, hubId, start.position);
  const prior = start.priorScanId === null ? undefined : await findScanByKey(db, input.scanId);
  if (prior) return replay(db, network, prior);
  if (!code) throw unknownLabel();
  // The device's time when believable (an offline scan arrives late), never later than now.
  const now = new Date();
  const believed = believableActionTime(input.scannedAt, now);
  const at = believed && believed < now ? believed : now;
  const facts: ScanFacts = { network, hubId, actor, input, at };
  try {
    const atOnce = start.seen ? await receiveAtOnce(db, facts, start.seen) : undefined;
    if (atOnce) return atOnce;
    return await db.transaction(async (tx) => {
      const context: ScanContext = { ...facts, tx };
      if (input.action === 'receive_bag') {
        if (code.kind !== 'bag') throw parcelNotBag();
        return receiveBag(context, code.code);
      }
      if (code.kind !== 'parcel') throw bagNotParcel();
      const found = await lockParcelAtScan(tx, code.trackingId);
      if (!found) throw unknownLabel();
      if (finalParcelStatuses.includes(found.parcel.status)) {
        throw parcelFinished(parcelStatusLabels[found.parcel.status]);
      }
      if (input.action === 'bag') return bagParcel(context, found);
      if (input.action === 'handout') return handOut(context, found);
      return receiveParcel(context, found);
    });
  } catch (error) {
    if (!(error instanceof AlreadyScanned) && !isScanKeyTaken(error)) throw error;
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

/** What a parcel's holder, route and rider say the hub does with it next. */
function nextStep(
  hubId: string,
  parcel: Pick<ParcelRow, 'status' | 'riderId'>,
  route: Route,
  custody: Pick<CustodyRow, 'holderKind' | 'hubId'>,
  riderHubId: string | null,
): ScanResult['next'] {
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId) return 'scan_next';
  const target = targetHubOf(parcel, route);
  if (target && target !== hubId) return 'bag_it';
  const riderHere = parcel.riderId ? riderHubId === hubId : false;
  if (parcel.status === 'returning') return riderHere ? 'return_to_merchant' : 'assign_rider';
  return riderHere ? 'hand_to_rider' : 'assign_rider';
}

/** The parcel an answer is about: as it is now, with its holder (and the code of a bag holding it). */
interface Answered {
  parcel: ParcelRow;
  route: Route;
  custody: Pick<CustodyRow, 'holderKind' | 'hubId' | 'riderId' | 'bagId'>;
  bagCode: string | undefined;
  riderHubId: string | null;
}

async function parcelAnswer(
  context: Pick<ScanFacts, 'network' | 'hubId'> & { tx: Executor },
  about: Answered,
  answer: { result: ScanResult['result']; repeated: boolean; eventId: number; next?: ScanResult['next'] },
): Promise<ScanResult> {
  const { parcel, route, custody } = about;
  return {
    result: answer.result,
    repeated: answer.repeated,
    eventId: answer.eventId,
    next: answer.next ?? nextStep(context.hubId, parcel, route, custody, about.riderHubId),
    parcel: await scannedParcel(context.tx, context.network, parcel, route, custody, about.bagCode),
  };
}

/** The parcel as the scan found it (its bag, if one holds it). */
const asFound = (found: Found): Answered => ({ ...found, bagCode: found.bag?.code });

async function repeatedAnswer(
  context: ScanContext,
  found: Found,
  action: string,
  result: ScanResult['result'],
) {
  const last = await lastScanLike(context.tx, { parcelId: found.parcel.id, action, hubId: context.hubId });
  return parcelAnswer(context, asFound(found), { result, repeated: true, eventId: last?.id ?? 0 });
}

type ReceivedResult = Extract<ScanResult['result'], 'received' | 'received_from_bag' | 'received_misrouted'>;

/** What receiving a parcel at a hub comes to, decided on its status, its holder and that holder's bag. */
type ReceivePlan =
  | { kind: 'refused'; error: AppError }
  | { kind: 'repeated' }
  | {
      kind: 'record';
      result: ReceivedResult;
      /** picked_up or failed → in_transit: the parcel's status moves too. */
      move: boolean;
      /** The bag whose manifest line becomes `received`. */
      bagItemOf: string | null;
    };

function planReceive(found: Found, hubId: string): ReceivePlan {
  const { parcel, custody, bag } = found;
  const refused = (error: AppError): ReceivePlan => ({ kind: 'refused', error });
  const record = (result: ReceivedResult, move = false, bagItemOf: string | null = null): ReceivePlan => ({
    kind: 'record',
    result,
    move,
    bagItemOf,
  });
  if (custody.holderKind === 'hub' && custody.hubId === hubId) return { kind: 'repeated' };
  switch (custody.holderKind) {
    case 'merchant':
      return refused(notPickedUpYet());
    case 'receiver':
      return refused(parcelFinished(parcelStatusLabels[parcel.status]));
    case 'rider': {
      if (parcel.status === 'out_for_delivery') return refused(outWithRider());
      if (parcel.status === 'picked_up' || parcel.status === 'failed') {
        if (!findTransition(parcel.status, 'in_transit', 'hub')) return refused(outWithRider());
        return record('received', true);
      }
      return record('received');
    }
    case 'bag': {
      if (bag?.status === 'arrived' && bag.destinationHubId === hubId) {
        return record('received_from_bag', false, bag.id);
      }
      if (bag && bag.destinationHubId === hubId && bag.status === 'dispatched') {
        return refused(bagNotHere(bag.code));
      }
      if (bag && bag.originHubId === hubId && bag.status !== 'dispatched') {
        return refused(bagNotHere(bag.code));
      }
      return record('received_misrouted', false, bag?.id ?? null);
    }
    case 'hub':
      return record('received_misrouted');
  }
}

/**
 * A receive that moves no status (out of an arrived bag, a misrouted parcel, a returning parcel its
 * rider hands in) in one statement and no transaction: decided on the unlocked read, written only if
 * the parcel still stands as read once its rows are locked (and the bag, if one holds it, still has
 * the status read). Anything else answers undefined and goes the locked transaction's way, which
 * decides again: a status to move, a refusal, a repeat, or a parcel that moved meanwhile.
 */
async function receiveAtOnce(db: Db, facts: ScanFacts, seen: Found): Promise<ScanResult | undefined> {
  if (finalParcelStatuses.includes(seen.parcel.status)) return undefined;
  const plan = planReceive(seen, facts.hubId);
  if (plan.kind !== 'record' || plan.move) return undefined;
  const eventId = await writeReceive(db, facts, seen, seen.parcel, plan, { bagAsRead: true });
  if (eventId === undefined) return undefined;
  return receivedAnswer({ ...facts, tx: db }, seen, seen.parcel, plan.result, eventId);
}

async function receiveParcel(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, actor } = context;
  const plan = planReceive(found, context.hubId);
  if (plan.kind === 'refused') throw plan.error;
  if (plan.kind === 'repeated') return repeatedAnswer(context, found, 'receive', 'received');
  const moved = plan.move
    ? await moveLockedParcel(tx, found.parcel, 'in_transit', { id: actor.userId, role: 'hub' }, null)
    : found.parcel;
  const eventId = await writeReceive(tx, context, found, moved, plan, { bagAsRead: false });
  if (eventId === undefined) throw new Error(`parcel ${found.parcel.id} changed under its scan's lock`);
  return receivedAnswer(context, found, moved, plan.result, eventId);
}

/**
 * The receive's writes (recordReceive): the hub holds the parcel, its bag's manifest line is marked,
 * a misrouted arrival is recorded (resolved: it is re-routed from here), an open missing exception is
 * resolved, the scan event, and the merchant's webhooks hear that the parcel reached the hub (hub
 * names only; tracking reads the scans).
 */
function writeReceive(
  executor: Executor,
  facts: ScanFacts,
  found: Found,
  moved: ParcelRow,
  plan: Extract<ReceivePlan, { kind: 'record' }>,
  options: { bagAsRead: boolean },
): Promise<number | undefined> {
  const { hubId, actor, at, input, network } = facts;
  const { custody, bag } = found;
  const hub = hubRef(network, hubId);
  return recordReceive(executor, {
    parcelId: moved.id,
    expected: {
      status: moved.status,
      holder: custody,
      bagStatus: options.bagAsRead && bag ? bag.status : undefined,
    },
    hubId,
    at,
    bagItemOf: plan.bagItemOf,
    misrouted:
      plan.result === 'received_misrouted'
        ? {
            id: crypto.randomUUID(),
            parcelId: moved.id,
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
          }
        : null,
    missingFound: { note: 'Found at a scan.', userId: actor.userId },
    scan: {
      scanKey: input.scanId,
      action: 'receive',
      result: plan.result,
      bagId: custody.bagId,
      riderId: custody.riderId,
      fromHolder: describeHolder(custody),
      toHolder: `hub:${hubId}`,
      actorId: actor.userId,
      actorRole: actor.role,
      deviceId: input.deviceId ?? null,
    },
    outbox: hub
      ? (parcelIds) =>
          hubMilestoneMessagesSql({
            parcelIds,
            milestone: 'at_hub',
            hub: { code: hub.code, name: hub.name, nameBn: hub.nameBn },
            at,
          })
      : undefined,
  });
}

function receivedAnswer(
  context: ScanFacts & { tx: Executor },
  found: Found,
  moved: ParcelRow,
  result: ReceivedResult,
  eventId: number,
): Promise<ScanResult> {
  const holder = { holderKind: 'hub' as const, hubId: context.hubId, riderId: null, bagId: null };
  return parcelAnswer(
    context,
    { parcel: moved, route: found.route, custody: holder, bagCode: undefined, riderHubId: found.riderHubId },
    { result, repeated: false, eventId },
  );
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
  const answer = await parcelAnswer(
    context,
    { parcel, route, custody: holder, bagCode: bag.code, riderHubId: found.riderHubId },
    { result: 'bagged', repeated: false, eventId, next: 'scan_next' },
  );
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
  if (!riderId || found.riderHubId !== hubId) throw noRiderForHandout();
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
  return parcelAnswer(
    context,
    { parcel: moved, route, custody: holder, bagCode: undefined, riderHubId: found.riderHubId },
    { result: 'handed_out', repeated: false, eventId, next: 'scan_next' },
  );
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
  const found = await readParcelAtScan(db, prior.parcelId);
  if (!found) throw unknownLabel();
  return parcelAnswer({ tx: db, network, hubId: prior.hubId ?? '' }, asFound(found), {
    result,
    repeated: true,
    eventId: prior.id,
  });
}
