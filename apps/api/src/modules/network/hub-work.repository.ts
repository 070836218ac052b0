import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { parcelCustody, parcelRoutes, parcels, stores } from '../../db/schema/index.ts';
import type { Executor } from './network.repository.ts';

/** Reads across parcels and stores for the hub's own lists (decision 015): the network writes none of them. */

const listLimit = 1000;

const parcelFields = {
  id: parcels.id,
  trackingId: parcels.trackingId,
  status: parcels.status,
  receiverName: parcels.receiverName,
  deliveryAddress: parcels.deliveryAddress,
  codAmountPoisha: parcels.codAmountPoisha,
  codMode: parcels.codMode,
  paymentMethod: parcels.paymentMethod,
  deliveryFeePoisha: parcels.deliveryFeePoisha,
  riderId: parcels.riderId,
};

/** Parcels waiting to be picked up from stores in the hub's area. */
export function listPickupsOf(db: Executor, hubId: string) {
  return db
    .select({
      ...parcelFields,
      storeId: parcels.storeId,
      storeName: stores.name,
      pickupAddress: parcels.pickupAddress,
      bookingTime: parcels.bookingTime,
    })
    .from(parcelRoutes)
    .innerJoin(parcels, eq(parcels.id, parcelRoutes.parcelId))
    .leftJoin(stores, eq(stores.id, parcels.storeId))
    .where(and(eq(parcelRoutes.originHubId, hubId), inArray(parcels.status, ['pending', 'assigned'])))
    .orderBy(parcels.bookingTime)
    .limit(listLimit);
}

/** Parcels at the hub whose journey ends here: deliveries to hand out, returns to take back. */
export function listDeliveriesOf(db: Executor, hubId: string) {
  return db
    .select({
      ...parcelFields,
      district: sql<string>`case when ${parcels.status} = 'returning' then ${parcels.pickupDistrict} else ${parcels.deliveryDistrict} end`,
      upazila: sql<
        string | null
      >`case when ${parcels.status} = 'returning' then ${parcels.pickupUpazila} else ${parcels.deliveryUpazila} end`,
      /** Reported damaged and not released: no run takes it (a return still may). */
      held: sql<boolean>`(${parcelCustody.held} and ${parcels.status} <> 'returning')`,
    })
    .from(parcelCustody)
    .innerJoin(parcels, eq(parcels.id, parcelCustody.parcelId))
    .innerJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .where(
      and(
        eq(parcelCustody.hubId, hubId),
        or(
          and(inArray(parcels.status, ['in_transit', 'failed']), eq(parcelRoutes.destinationHubId, hubId)),
          and(eq(parcels.status, 'returning'), eq(parcelRoutes.originHubId, hubId)),
        ),
      ),
    )
    .orderBy(parcelCustody.since)
    .limit(listLimit);
}

/** The areas each rider delivered to most in the last 30 days: the suggestions for a new run. */
export function riderAreas(db: Executor, riderIds: string[]) {
  if (riderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      riderId: parcels.riderId,
      district: parcels.deliveryDistrict,
      upazila: parcels.deliveryUpazila,
      total: sql<number>`count(*)::int`,
    })
    .from(parcels)
    .where(
      and(
        inArray(parcels.riderId, riderIds),
        inArray(parcels.status, ['delivered', 'out_for_delivery', 'failed']),
        gte(parcels.updatedAt, sql`now() - interval '30 days'`),
      ),
    )
    .groupBy(parcels.riderId, parcels.deliveryDistrict, parcels.deliveryUpazila)
    .orderBy(desc(sql`count(*)`));
}
