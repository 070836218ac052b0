import type { DispatchTripInput, dispatchTripSchema, TripView } from '@desh/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { atActionTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { announcePlaces } from '../parcels/parcel-events.ts';
import { enqueueHubMilestones } from '../webhooks/webhooks.service.ts';
import { newTripCode } from './codes.ts';
import { atHub } from './hub-access.ts';
import { dispatchBags, insertTrip, listTripsAt, lockBags, parcelsHeldByBags } from './network.repository.ts';
import { hubRef } from './network-map.ts';
import { toTripView } from './network-views.ts';

type TripInput = z.output<typeof dispatchTripSchema>;

export type { DispatchTripInput };

const bagsMessage = 'Choose sealed bags of this hub, all going to the trip’s hub.';

/**
 * Sends sealed bags on a vehicle to the next hub. Every bag must be this hub's, sealed and bound
 * for the trip's destination; one bag that is not refuses the whole trip (nothing half-dispatched).
 */
export async function dispatchTrip(
  db: Db,
  caller: AuthSession,
  hubId: string,
  input: TripInput,
): Promise<TripView> {
  const { actor, network } = await atHub(db, caller, hubId);
  const destination = network.byId.get(input.destinationHubId);
  if (!destination?.active || input.destinationHubId === hubId) {
    throw badRequest('Choose another active hub for this trip.', {
      destinationHubId: 'Choose another active hub for this trip.',
    });
  }
  const bagIds = [...new Set(input.bagIds)].sort();
  return transaction(db, async (tx) => {
    const trip = await insertTrip(tx, {
      ...atActionTime('dispatchedAt'),
      id: crypto.randomUUID(),
      code: newTripCode(),
      originHubId: hubId,
      destinationHubId: input.destinationHubId,
      vehicleNumber: input.vehicleNumber,
      driverName: input.driverName,
      driverPhone: input.driverPhone,
      dispatchedBy: actor.userId,
    });
    // One statement each for the bags, their parcels and the merchants' webhooks, whatever the trip's size.
    const found = await lockBags(tx, bagIds);
    const fits = (bag: (typeof found)[number]) =>
      bag.originHubId === hubId && bag.status === 'sealed' && bag.destinationHubId === input.destinationHubId;
    if (found.length !== bagIds.length || !found.every(fits))
      throw badRequest(bagsMessage, { bagIds: bagsMessage });
    await dispatchBags(tx, bagIds, trip.id);
    const hub = hubRef(network, input.destinationHubId);
    const parcelIds = (await parcelsHeldByBags(tx, bagIds)).map((parcel) => parcel.id);
    if (hub) {
      await enqueueHubMilestones(tx, {
        parcelIds,
        milestone: 'on_the_way',
        hub: { code: hub.code, name: hub.name, nameBn: hub.nameBn },
        at: trip.dispatchedAt,
      });
    }
    // Tracking shows them on the way: every process forgets its copy on commit.
    await announcePlaces(tx, parcelIds);
    return toTripView(network, trip, { count: bagIds.length, in: 0 });
  });
}

export async function listTrips(
  db: Db,
  caller: AuthSession,
  hubId: string,
  direction: 'incoming' | 'outgoing',
): Promise<TripView[]> {
  const { network } = await atHub(db, caller, hubId);
  const rows = await listTripsAt(db, hubId, direction);
  return rows.map((row) => toTripView(network, row.trip, { count: row.bagCount, in: row.bagsIn }));
}
