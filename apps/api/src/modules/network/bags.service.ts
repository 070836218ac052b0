import {
  type BagStatus,
  type BagView,
  type HubRef,
  managesHub,
  type NetworkExceptionView,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { atActionTime, commandTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { waitingByNextHub, waitingFor, waitingListLimit, waitingParcelsFor } from './bag-waiting.ts';
import { newBagCode } from './codes.ts';
import { actorAtHub, atHub } from './hub-access.ts';
import {
  bagManifest,
  countParcelsInBags,
  deleteEmptyBag,
  findBag,
  insertBag,
  insertException,
  listBagsAt,
  lockBag,
  markBagItem,
  updateBag,
} from './network.repository.ts';
import { hubRef, liveNetwork, nextHubId } from './network-map.ts';
import { toBagView, toExceptionView } from './network-views.ts';

const noSuchBag = () => notFound('No such bag.');
const onlyTheHubsBags = () => new AppError(403, 'FORBIDDEN', 'This bag belongs to another hub.');

/**
 * The hubs a hub sends bags to: the next hub on the way to any active hub (its lane neighbours and
 * the sorting centre; every hub from the sorting centre itself), the sorting centre first. A parcel
 * for a hub further on goes in the bag for the first of them (issue 62: all 19 hubs were offered).
 */
export async function nextHubsFrom(db: Db, caller: AuthSession, hubId: string): Promise<HubRef[]> {
  const { network } = await atHub(db, caller, hubId);
  const next = new Set<string>();
  for (const hub of network.byId.values()) {
    if (!hub.active || hub.id === hubId) continue;
    const step = nextHubId(network, hubId, hub.id);
    if (step && step !== hubId && network.byId.get(step)?.active) next.add(step);
  }
  return [...next]
    .map((id) => network.byId.get(id))
    .filter((hub) => hub !== undefined)
    .sort(
      (a, b) =>
        Number(b.kinds.includes('sorting')) - Number(a.kinds.includes('sorting')) ||
        a.code.localeCompare(b.code),
    )
    .map((hub) => ({ id: hub.id, code: hub.code, name: hub.name, nameBn: hub.nameBn }));
}

export async function openBag(
  db: Db,
  caller: AuthSession,
  hubId: string,
  destinationHubId: string,
): Promise<BagView> {
  const { actor, network } = await atHub(db, caller, hubId);
  const destination = network.byId.get(destinationHubId);
  if (!destination?.active || destinationHubId === hubId) {
    throw badRequest('Choose another active hub for this bag.', {
      destinationHubId: 'Choose another active hub for this bag.',
    });
  }
  const bag = await insertBag(db, {
    ...atActionTime('createdAt'),
    id: crypto.randomUUID(),
    code: newBagCode(),
    originHubId: hubId,
    destinationHubId,
    createdBy: actor.userId,
  });
  return toBagView(network, bag, 0, await waitingFor(db, network, hubId, destinationHubId));
}

export async function listBags(
  db: Db,
  caller: AuthSession,
  hubId: string,
  status?: BagStatus,
): Promise<BagView[]> {
  const { network } = await atHub(db, caller, hubId);
  const statuses: BagStatus[] = status ? [status] : ['open', 'sealed', 'dispatched', 'arrived'];
  const rows = await listBagsAt(db, hubId, statuses);
  const fills = rows.some((row) => row.status === 'open' && row.originHubId === hubId);
  const [counts, waiting] = await Promise.all([
    countParcelsInBags(
      db,
      rows.map((row) => row.id),
    ),
    // The picker's "12 of 30" is the scan's: the same count, for every open bag at once.
    fills ? waitingByNextHub(db, network, hubId) : new Map<string, number>(),
  ]);
  return rows.map((row) =>
    toBagView(
      network,
      row,
      counts.get(row.id) ?? 0,
      row.status === 'open' && row.originHubId === hubId
        ? (waiting.get(row.destinationHubId) ?? 0)
        : undefined,
    ),
  );
}

/** Staff of either end of the bag's journey may read and act on it; admins always. */
async function bagForCaller(db: Db, caller: AuthSession, bagId: string) {
  const bag = await findBag(db, bagId);
  if (!bag) throw noSuchBag();
  try {
    return { bag, actor: await actorAtHub(db, caller, bag.originHubId) };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 403) throw error;
  }
  try {
    return { bag, actor: await actorAtHub(db, caller, bag.destinationHubId) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) throw onlyTheHubsBags();
    throw error;
  }
}

/**
 * Only the receiving hub's staff (and admins) act on an arrived bag. Their standing there is read
 * first (one query for the usual caller); anyone else is refused as `bagForCaller` and the
 * destination's check would refuse them, in that order.
 */
async function actorAtDestination(db: Db, caller: AuthSession, bagId: string) {
  const bag = await findBag(db, bagId);
  if (!bag) throw noSuchBag();
  try {
    return await actorAtHub(db, caller, bag.destinationHubId);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 403) throw error;
  }
  const { bag: found } = await bagForCaller(db, caller, bagId);
  return actorAtHub(db, caller, found.destinationHubId);
}

export async function getBag(db: Db, caller: AuthSession, bagId: string) {
  const { bag } = await bagForCaller(db, caller, bagId);
  const network = await liveNetwork(db);
  const open = bag.status === 'open';
  const [manifest, waiting] = await Promise.all([
    bagManifest(db, bag.id),
    open ? waitingParcelsFor(db, network, bag.originHubId, bag.destinationHubId) : [],
  ]);
  const waitingCount =
    open && waiting.length >= waitingListLimit
      ? await waitingFor(db, network, bag.originHubId, bag.destinationHubId)
      : waiting.length;
  return {
    ...toBagView(network, bag, manifest.length, open ? waitingCount : undefined),
    ...(open
      ? {
          waitingParcels: waiting.map((item) => ({
            id: item.id,
            trackingId: item.trackingId,
            goingTo: hubRef(network, item.targetHubId),
          })),
        }
      : {}),
    parcels: manifest.map((item) => ({
      id: item.id,
      trackingId: item.trackingId,
      status: item.status,
      outcome:
        item.outcome ??
        (item.holderKind === 'bag' && item.holderBagId === bag.id ? ('in_bag' as const) : null),
    })),
  };
}

export async function sealBag(
  db: Db,
  caller: AuthSession,
  bagId: string,
  sealNumber: string,
): Promise<BagView> {
  const network = await liveNetwork(db);
  const { bag: found } = await bagForCaller(db, caller, bagId);
  const actor = await actorAtHub(db, caller, found.originHubId);
  return transaction(db, async (tx) => {
    const bag = await lockBag(tx, { id: bagId });
    if (!bag) throw noSuchBag();
    if (bag.status === 'sealed' && bag.sealNumber === sealNumber) {
      return toBagView(network, bag, (await countParcelsInBags(tx, [bag.id])).get(bag.id) ?? 0);
    }
    if (bag.status !== 'open') throw conflict('This bag is already sealed.');
    const inside = (await countParcelsInBags(tx, [bag.id])).get(bag.id) ?? 0;
    if (inside === 0) throw conflict('An empty bag cannot be sealed: scan parcels into it first.');
    const sealed = await updateBag(tx, bag.id, {
      status: 'sealed',
      sealNumber,
      sealedAt: commandTime(),
      sealedBy: actor.userId,
    });
    return toBagView(network, sealed, inside);
  });
}

/**
 * Closes an arrived bag once its parcels were scanned out: every parcel of the manifest still held
 * by the bag becomes a *missing* exception naming its last holder. Nothing disappears without one.
 */
export async function reconcileBag(
  db: Db,
  caller: AuthSession,
  bagId: string,
): Promise<{ bag: BagView; received: number; missing: NetworkExceptionView[] }> {
  const actor = await actorAtDestination(db, caller, bagId);
  const network = await liveNetwork(db);
  return transaction(db, async (tx) => {
    const bag = await lockBag(tx, { id: bagId });
    if (!bag) throw noSuchBag();
    if (bag.status !== 'arrived' && bag.status !== 'closed') {
      throw conflict('Only a bag that arrived here can be checked: scan the bag in first.');
    }
    const manifest = await bagManifest(tx, bag.id);
    const missing: NetworkExceptionView[] = [];
    const now = new Date();
    for (const item of manifest) {
      if (item.holderKind !== 'bag' || item.holderBagId !== bag.id) continue;
      await markBagItem(tx, bag.id, item.id, 'missing');
      const exception = await insertException(tx, {
        id: crypto.randomUUID(),
        parcelId: item.id,
        kind: 'missing',
        hubId: bag.destinationHubId,
        bagId: bag.id,
        lastHolder: `bag:${bag.code}`,
        note: 'In the manifest, not found when the bag was opened.',
        createdBy: actor.userId,
        createdAt: now,
      });
      if (exception) missing.push(toExceptionView(network, exception, item.trackingId, bag));
    }
    const closed =
      bag.status === 'closed' ? bag : await updateBag(tx, bag.id, { status: 'closed', closedAt: now });
    const received = manifest.filter((item) => item.outcome === 'received').length;
    return { bag: toBagView(network, closed, manifest.length), received, missing };
  });
}

/**
 * Discards a bag opened by mistake: only while it is open and nothing ever went into it, by whoever
 * opened it, the hub's manager or an admin. It leaves no trace but the deletion: it held nothing.
 */
export async function discardBag(db: Db, caller: AuthSession, bagId: string): Promise<void> {
  const { bag: found } = await bagForCaller(db, caller, bagId);
  const actor = await actorAtHub(db, caller, found.originHubId);
  if (!managesHub(actor.standing) && found.createdBy !== actor.userId) {
    throw new AppError(403, 'FORBIDDEN', 'Only whoever opened this bag or the hub’s manager can discard it.');
  }
  await transaction(db, async (tx) => {
    const bag = await lockBag(tx, { id: bagId });
    if (!bag) throw noSuchBag();
    if (bag.status !== 'open') throw conflict('Only an open bag can be discarded.');
    if (!(await deleteEmptyBag(tx, bag.id))) {
      throw conflict('This bag has had parcels in it: it cannot be discarded.');
    }
  });
}
