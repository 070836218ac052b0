import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  parcelCustody,
  parcelHolds,
  parcelRoutes,
  parcels,
  receiverPreferences,
  stores,
} from '../../db/schema/index.ts';
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
      /** Held (damaged, or by head office) and not released: no run takes it (a return still may). */
      held: sql<boolean>`(exists (select 1 from ${parcelHolds} where ${parcelHolds.parcelId} = ${parcels.id}
        and ${parcelHolds.releasedAt} is null) and ${parcels.status} <> 'returning')`,
      /** The Asia/Dhaka day its receiver chose: the hub hands it out no earlier (a return: not read). */
      chosenDay: sql<
        string | null
      >`case when ${parcels.status} = 'returning' then null else ${receiverPreferences.preferredDate} end`,
    })
    .from(parcelCustody)
    .innerJoin(parcels, eq(parcels.id, parcelCustody.parcelId))
    .innerJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(receiverPreferences, eq(receiverPreferences.parcelId, parcels.id))
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

/**
 * The `handed` table (parcel_id, rider_id, scanned_at) of a rider's day at the hub: every parcel the
 * hub handed to a rider between `from` and `to` (its last hand-out of that day), and every parcel it
 * handed out on an earlier day whose last hand-out anywhere was that one and which is still with that
 * rider, or came back from them to this hub within the day (issue 62 item 4: a parcel out since
 * Monday is still to come back). The earlier ones start from custody (the parcels riders hold now and
 * those the hub took in today), never from the hub's whole history of hand-outs.
 */
function handedBy(hubId: string, from: Date, to: Date, riderId?: string) {
  const [start, end] = [from.toISOString(), to.toISOString()];
  const ofRider = riderId ? sql`and se.rider_id = ${riderId}` : sql``;
  const heldByRider = riderId ? sql`and pc.rider_id = ${riderId}` : sql``;
  return sql`today as (
      select distinct on (se.parcel_id) se.parcel_id, se.rider_id, se.scanned_at
      from scan_events se
      where se.hub_id = ${hubId} and se.action = 'handout' and se.result = 'handed_out'
        and se.rider_id is not null ${ofRider}
        and se.scanned_at >= ${start}::timestamptz and se.scanned_at < ${end}::timestamptz
      order by se.parcel_id, se.id desc
    ), earlier as (
      select pc.parcel_id, last.rider_id, last.scanned_at
      from parcel_custody pc
      cross join lateral (
        select se.hub_id, se.rider_id, se.scanned_at from scan_events se
        where se.parcel_id = pc.parcel_id and se.action = 'handout' and se.result = 'handed_out'
        order by se.id desc limit 1
      ) last
      where ((pc.holder_kind = 'rider' ${heldByRider})
          or (pc.holder_kind = 'hub' and pc.hub_id = ${hubId} and pc.since >= ${start}::timestamptz))
        and last.hub_id = ${hubId} and last.scanned_at < ${start}::timestamptz
        and last.rider_id is not null
        and ((pc.holder_kind = 'rider' and pc.rider_id = last.rider_id)
          or exists (select 1 from scan_events back
            where back.parcel_id = pc.parcel_id and back.hub_id = ${hubId} and back.action = 'receive'
              and back.from_holder = 'rider:' || last.rider_id
              and back.scanned_at >= ${start}::timestamptz and back.scanned_at < ${end}::timestamptz))
        and pc.parcel_id not in (select parcel_id from today)
    ), handed as (
      select parcel_id, rider_id, scanned_at from today
      union all
      select parcel_id, rider_id, scanned_at from earlier
    )`;
}

/**
 * Each rider the hub handed parcels to between `from` and `to` (a Dhaka day), and each still holding
 * (or having brought back within it) a parcel it handed them earlier (`handedBy`): how many went out, how
 * many of them are delivered (partly too), failed (an attempt recorded after the hand-out), back in
 * the hub's hands; the cash the ledger says they collected on those parcels (`cod_collected` on
 * their rider cash) and the cash this hub counted from them in that day's handovers. Read across parcels, riders and the ledger for the hub's own list
 * (decision 015): the network writes none of them.
 */
export async function riderDayFigures(db: Executor, hubId: string, from: Date, to: Date) {
  type Row = {
    rider_id: string;
    name: string;
    phone: string;
    out: number;
    delivered: number;
    failed: number;
    returned: number;
    cash_expected: string | number;
    cash_counted: string | number;
  };
  const rows = (await db.execute(sql`with ${handedBy(hubId, from, to)}, figures as (
      select h.rider_id,
        count(*)::int as out,
        (count(*) filter (where p.status in ('delivered', 'delivered_approval_pending', 'partially_delivered')))::int as delivered,
        (count(*) filter (where exists (select 1 from delivery_attempts da
          where da.parcel_id = h.parcel_id and da.rider_id = h.rider_id and da.created_at >= h.scanned_at)))::int as failed,
        (count(*) filter (where pc.holder_kind = 'hub' and pc.hub_id = ${hubId}))::int as returned
      from handed h
      join parcels p on p.id = h.parcel_id
      join parcel_custody pc on pc.parcel_id = p.id
      group by h.rider_id
    )
    select f.rider_id, r.full_name as name, r.phone, f.out, f.delivered, f.failed, f.returned,
      coalesce((select sum(l.amount_poisha) from ledger_entries e
        join ledger_lines l on l.entry_id = e.id
        where e.parcel_id in (select h.parcel_id from handed h where h.rider_id = f.rider_id)
          and l.account_kind = 'rider_cash' and l.account_owner = f.rider_id
          and l.purpose = 'cod_collected'), 0) as cash_expected,
      coalesce((select sum(ch.counted_poisha) from cash_handovers ch
        where ch.rider_id = f.rider_id and ch.status = 'confirmed' and ch.counted_at_hub_id = ${hubId}
          and ch.confirmed_at >= ${from.toISOString()}::timestamptz
          and ch.confirmed_at < ${to.toISOString()}::timestamptz), 0) as cash_counted
    from figures f join riders r on r.id = f.rider_id
    order by r.full_name`)) as unknown as { rows: Row[] };
  return rows.rows.map((row) => ({
    riderId: row.rider_id,
    name: row.name,
    phone: row.phone,
    out: row.out,
    delivered: row.delivered,
    failed: row.failed,
    returned: row.returned,
    cashExpectedPoisha: Number(row.cash_expected),
    cashCountedPoisha: Number(row.cash_counted),
  }));
}

/**
 * One rider's day at the hub for the end-of-day check-in (issue 62 item 4): every parcel this hub
 * handed to them between `from` and `to`, or earlier and still out (`handedBy`), that is not delivered
 * (back here or not) with when it was handed out, and every one they
 * delivered with the COD the ledger booked on their cash for it (`cod_collected`, not recomputed).
 * Read across parcels, custody and the ledger for the hub's own screen (decision 015).
 */
export async function riderCheckinRows(db: Executor, hubId: string, riderId: string, from: Date, to: Date) {
  type Row = {
    id: string;
    tracking_id: string;
    receiver_name: string;
    delivery_address: string;
    status: string;
    back: boolean;
    delivered: boolean;
    cod_collected: string | number;
    handed_at: string | Date;
  };
  const rows = (await db.execute(sql`with ${handedBy(hubId, from, to, riderId)}
    select p.id, p.tracking_id, p.receiver_name, p.delivery_address, p.status, h.scanned_at as handed_at,
      (pc.holder_kind = 'hub' and pc.hub_id = ${hubId}) as back,
      (p.status in ('delivered', 'delivered_approval_pending', 'partially_delivered')) as delivered,
      coalesce((select sum(l.amount_poisha) from ledger_entries e
        join ledger_lines l on l.entry_id = e.id
        where e.parcel_id = p.id and l.account_kind = 'rider_cash' and l.account_owner = ${riderId}
          and l.purpose = 'cod_collected'), 0) as cod_collected
    from handed h
    join parcels p on p.id = h.parcel_id
    join parcel_custody pc on pc.parcel_id = p.id
    order by h.scanned_at, p.tracking_id`)) as unknown as { rows: Row[] };
  return rows.rows.map((row) => ({
    id: row.id,
    trackingId: row.tracking_id,
    receiverName: row.receiver_name,
    deliveryAddress: row.delivery_address,
    status: row.status,
    back: row.back,
    delivered: row.delivered,
    codCollectedPoisha: Number(row.cod_collected),
    handedAt: new Date(row.handed_at),
  }));
}
