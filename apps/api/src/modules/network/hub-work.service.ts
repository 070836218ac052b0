import {
  type CodSplitInput,
  codSplit,
  dhakaDate,
  dhakaDayEnd,
  dhakaDayStart,
  districtById,
  finalParcelStatuses,
  type HubRidersDay,
  type RiderCheckin,
} from '@desh/shared';
import { upazilasOf } from '@desh/shared/areas';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { atActionTime, commandTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { waitsForChosenDay } from '../parcels/custody-gate.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { giveLockedParcelsToRider } from '../parcels/parcel-workflow.service.ts';
import { enqueueHubMilestones } from '../webhooks/webhooks.service.ts';
import { actorAtHub, managerAtHub } from './hub-access.ts';
import {
  listDeliveriesOf,
  listPickupsOf,
  riderAreas,
  riderCheckinRows,
  riderDayFigures,
} from './hub-work.repository.ts';
import { hubOfRider, insertScans, listHubRiders, lockParcelsByIds } from './network.repository.ts';
import { hubRef, liveNetwork } from './network-map.ts';
import { isHeld, targetHubOf } from './network-views.ts';

export interface HubParcel {
  id: string;
  trackingId: string;
  status: string;
  receiverName: string;
  deliveryAddress: string;
  codAmountPoisha: number;
  collectPoisha: number;
  riderId: string | null;
  leg: 'pickup' | 'delivery';
  held: boolean;
  /** The later Asia/Dhaka day its receiver chose: it waits at the hub until then (issue 63). */
  waitingFor: string | null;
}

const areaKey = (district: string | null, upazila: string | null) => `${district ?? ''}/${upazila ?? ''}`;

function areaNames(district: string | null, upazila: string | null) {
  const d = district ? districtById(district) : undefined;
  const u = district && upazila ? upazilasOf(district).find((row) => row.id === upazila) : undefined;
  return {
    name: [u?.name, d?.name].filter(Boolean).join(', ') || '—',
    nameBn: [u?.bn, d?.bn].filter(Boolean).join(', ') || '—',
  };
}

/**
 * The hub's work for its riders: pickups grouped by store, deliveries (and returns) at the hub
 * grouped by area, and the hub's riders with their load and the areas they know best.
 */
export async function getHubWork(db: Db, caller: AuthSession, hubId: string) {
  await actorAtHub(db, caller, hubId);
  const [pickups, deliveries, riders] = await Promise.all([
    listPickupsOf(db, hubId),
    listDeliveriesOf(db, hubId),
    listHubRiders(db, hubId),
  ]);
  const stores = new Map<
    string,
    { store: { id: string | null; name: string; address: string }; parcels: HubParcel[] }
  >();
  for (const row of pickups) {
    const key = row.storeId ?? `address:${row.pickupAddress}`;
    const group = stores.get(key) ?? {
      store: { id: row.storeId, name: row.storeName ?? row.pickupAddress, address: row.pickupAddress },
      parcels: [],
    };
    group.parcels.push({ ...pick(row), leg: 'pickup', held: false, waitingFor: null });
    stores.set(key, group);
  }
  const areas = new Map<
    string,
    { area: { district: string; upazila: string | null; name: string; nameBn: string }; parcels: HubParcel[] }
  >();
  const today = dhakaDate();
  for (const row of deliveries) {
    const key = areaKey(row.district, row.upazila);
    const group = areas.get(key) ?? {
      area: { district: row.district ?? '', upazila: row.upazila, ...areaNames(row.district, row.upazila) },
      parcels: [],
    };
    const waitingFor = row.chosenDay && row.chosenDay > today ? row.chosenDay : null;
    group.parcels.push({ ...pick(row), leg: 'delivery', held: row.held, waitingFor });
    areas.set(key, group);
  }
  const known = await riderAreas(
    db,
    riders.map((rider) => rider.id),
  );
  return {
    pickups: [...stores.values()],
    deliveries: [...areas.values()].sort((a, b) => b.parcels.length - a.parcels.length),
    riders: riders
      .map((rider) => ({
        ...rider,
        suggestedFor: known
          .filter((row) => row.riderId === rider.id)
          .slice(0, 5)
          .map((row) => areaKey(row.district, row.upazila)),
      }))
      .sort((a, b) => a.load - b.load),
  };
}

type HubParcelRow = Omit<HubParcel, 'leg' | 'held' | 'waitingFor' | 'collectPoisha'> &
  Omit<CodSplitInput, 'codAmountPoisha'>;

function pick(row: HubParcelRow): Omit<HubParcel, 'leg' | 'held' | 'waitingFor'> {
  return {
    id: row.id,
    trackingId: row.trackingId,
    status: row.status,
    receiverName: row.receiverName,
    deliveryAddress: row.deliveryAddress,
    codAmountPoisha: row.codAmountPoisha,
    collectPoisha: codSplit(row).collectPoisha,
    riderId: row.riderId,
  };
}

const chooseHubRider = 'Choose an approved rider of this hub.';

/**
 * A manager gives many parcels to one of the hub's riders at once: pending pickups of the hub's
 * stores (assigned, as the admin's "Assign Rider" does), and parcels at the hub whose journey ends
 * here (the delivery leg). A parcel that is neither, is held (damaged, or by head office), or waits
 * for a later day its receiver chose, is skipped and named in the answer.
 */
export async function assignRun(
  db: Db,
  caller: AuthSession,
  hubId: string,
  input: { riderId: string; parcelIds: string[] },
): Promise<{ assigned: number; skipped: string[] }> {
  const actor = await managerAtHub(db, caller, hubId);
  const riders = await listHubRiders(db, hubId);
  if (
    (await hubOfRider(db, input.riderId)) !== hubId ||
    !riders.some((rider) => rider.id === input.riderId)
  ) {
    throw badRequest(chooseHubRider, { riderId: chooseHubRider });
  }
  const network = await liveNetwork(db);
  const hub = hubRef(network, hubId);
  const wanted = [...new Set(input.parcelIds)].sort();
  return transaction(db, async (tx) => {
    let assigned = 0;
    // Every parcel locked at once, in id order: two managers assigning overlapping runs never deadlock.
    const rows = await lockParcelsByIds(tx, wanted);
    const found = new Set(rows.map((row) => row.parcel.id));
    const skipped: string[] = wanted.filter((id) => !found.has(id));
    const forDelivery: string[] = [];
    const given: ParcelRow[] = [];
    const handovers: Parameters<typeof insertScans>[1] = [];
    const today = dhakaDate();
    for (const { parcel, route, custody, holdKind, chosenDay } of rows) {
      const pickupHere =
        route?.originHubId === hubId && (parcel.status === 'pending' || parcel.status === 'assigned');
      const deliveryHere =
        custody.holderKind === 'hub' &&
        custody.hubId === hubId &&
        (targetHubOf(parcel, route) ?? hubId) === hubId &&
        ['in_transit', 'failed', 'returning'].includes(parcel.status);
      // A held parcel (damaged, or held by head office) goes on no run until a manager or admin releases it.
      // A run does not take a parcel before the day its receiver chose either.
      const waits = deliveryHere && waitsForChosenDay({ chosenDay, today, status: parcel.status });
      if ((!pickupHere && !deliveryHere) || isHeld({ parcel, holdKind }) || waits) {
        skipped.push(parcel.trackingId);
        continue;
      }
      assigned += 1;
      if (parcel.riderId === input.riderId && parcel.status !== 'pending') continue;
      given.push(parcel);
      handovers.push({
        ...atActionTime('scannedAt'),
        action: 'assign',
        result: pickupHere ? 'assigned_for_pickup' : 'assigned_for_delivery',
        parcelId: parcel.id,
        hubId,
        riderId: input.riderId,
        actorId: actor.userId,
        actorRole: actor.role,
      });
      if (deliveryHere) forDelivery.push(parcel.id);
    }
    await giveLockedParcelsToRider(tx, given, input.riderId, { id: actor.userId, role: 'hub' });
    await insertScans(tx, handovers);
    if (hub) {
      await enqueueHubMilestones(tx, {
        parcelIds: forDelivery,
        milestone: 'assigned_for_delivery',
        hub: { code: hub.code, name: hub.name, nameBn: hub.nameBn },
        at: commandTime(),
      });
    }
    return { assigned, skipped };
  });
}

/** The hub's riders out today (the Dhaka day): out, delivered, failed, back, cash booked and counted. */
export async function getRidersToday(db: Db, caller: AuthSession, hubId: string): Promise<HubRidersDay> {
  await actorAtHub(db, caller, hubId);
  const day = dhakaDate();
  return { day, riders: await riderDayFigures(db, hubId, dhakaDayStart(day), dhakaDayEnd(day)) };
}

export const notRiderOfHub = () => notFound('This rider does not work from this hub.');

/**
 * One rider's end-of-day check-in at the hub (issue 62 item 4): the parcels handed to them today, or
 * on an earlier day and still with them (decision 059, amended), that are not delivered, each marked once it is back (a receive scan brings it back, without an attempt
 * if none was made); the parcels they delivered with the COD the ledger booked for each; and the cash
 * this hub counted from them today (through the ledger's handover count, the one money path).
 */
export async function getRiderCheckin(
  db: Db,
  caller: AuthSession,
  hubId: string,
  riderId: string,
): Promise<RiderCheckin> {
  await actorAtHub(db, caller, hubId);
  const rider = (await listHubRiders(db, hubId)).find((each) => each.id === riderId);
  if (!rider || (await hubOfRider(db, riderId)) !== hubId) throw notRiderOfHub();
  const day = dhakaDate();
  const [from, to] = [dhakaDayStart(day), dhakaDayEnd(day)];
  const [rows, figures] = await Promise.all([
    riderCheckinRows(db, hubId, riderId, from, to),
    riderDayFigures(db, hubId, from, to),
  ]);
  const delivered = rows.filter((row) => row.delivered);
  // A parcel finished otherwise (a return handed back to its sender) is neither to bring back nor cash.
  const toBringBack = rows.filter((row) => !row.delivered && (row.back || !finished(row.status)));
  const counted = figures.find((each) => each.riderId === riderId)?.cashCountedPoisha ?? 0;
  return {
    day,
    rider: { riderId, name: rider.name, phone: rider.phone },
    toBringBack: toBringBack.map(
      ({ id, trackingId, receiverName, deliveryAddress, status, back, handedAt }) => ({
        id,
        trackingId,
        receiverName,
        deliveryAddress,
        status,
        back,
        // Handed out on an earlier day and not back since: the check-in says since when (issue 62 item 4).
        outSince: handedAt < from ? dhakaDate(handedAt) : null,
      }),
    ),
    delivered: delivered.map(({ id, trackingId, receiverName, codCollectedPoisha }) => ({
      id,
      trackingId,
      receiverName,
      codCollectedPoisha,
    })),
    cashExpectedPoisha: delivered.reduce((sum, row) => sum + row.codCollectedPoisha, 0),
    cashCountedPoisha: counted,
  };
}

const finished = (status: string) => (finalParcelStatuses as readonly string[]).includes(status);
