import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';

export interface TrackingMilestoneRow {
  kind: 'at_hub' | 'on_the_way' | 'assigned_for_delivery';
  code: string;
  name: string;
  nameBn: string;
  at: string;
}

export interface TrackingLegRow {
  trackingId: string;
  relation: 'return' | 'outbound';
  kind: 'partial' | 'exchange';
}

export interface TrackingEventRow {
  toStatus: string;
  fromStatus: string | null;
  note: string | null;
  at: string;
}

function trackingQuery(db: Db) {
  return db
    .select({
      trackingId: parcels.trackingId,
      status: parcels.status,
      parcelType: parcels.parcelType,
      pickupDistrict: parcels.pickupDistrict,
      deliveryDistrict: parcels.deliveryDistrict,
      deliveryType: parcels.deliveryType,
      promisedDate: parcels.promisedDate,
      bookingTime: parcels.bookingTime,
      updatedAt: parcels.updatedAt,
      // One round trip: the timeline comes along as JSON, oldest first, from parcel_events_parcel_idx.
      // Column names are written out: inside a single-table select Drizzle drops the table qualifier.
      events: sql<TrackingEventRow[]>`coalesce((
        select json_agg(json_build_object(
          'toStatus', e.to_status, 'fromStatus', e.from_status, 'note', e.note, 'at', e.created_at
        ) order by e.created_at, e.id)
        from ${parcelEvents} e where e.parcel_id = ${parcels}.id
      ), '[]'::json)`,
      // The network's milestones (decision 015: a read of the network's tables): hub names and times only.
      milestones: sql<TrackingMilestoneRow[]>`coalesce((
        select json_agg(json_build_object('kind', m.kind, 'code', m.code, 'name', m.name, 'nameBn', m.name_bn, 'at', m.at)
          order by m.at, m.kind)
        from (
          select case when s.action = 'receive' then 'at_hub' else 'assigned_for_delivery' end as kind,
            h.code, h.name, h.name_bn, s.scanned_at as at
          from scan_events s join hubs h on h.id = s.hub_id
          where s.parcel_id = ${parcels}.id
            and (s.action = 'receive' or (s.action = 'assign' and s.result = 'assigned_for_delivery'))
          union all
          select 'on_the_way', h.code, h.name, h.name_bn, t.dispatched_at
          from bag_items bi join bags b on b.id = bi.bag_id join trips t on t.id = b.trip_id
            join hubs h on h.id = t.destination_hub_id
          where bi.parcel_id = ${parcels}.id
        ) m
      ), '[]'::json)`,
      // The other leg of a partial delivery or an exchange (docs/decisions/022): its tracking ID only.
      legs: sql<TrackingLegRow[]>`coalesce((
        select json_agg(json_build_object(
          'trackingId', l.tracking_id,
          'relation', case when l.id = ${parcels}.return_of_parcel_id then 'outbound' else 'return' end,
          'kind', coalesce(l.return_kind, ${parcels}.return_kind)
        ) order by l.booking_time)
        from ${parcels} l
        where l.return_of_parcel_id = ${parcels}.id or l.id = ${parcels}.return_of_parcel_id
      ), '[]'::json)`,
    })
    .from(parcels)
    .where(eq(parcels.trackingId, sql.placeholder('trackingId')))
    .limit(1)
    .prepare('tracking_by_id');
}

export type TrackingRow = Awaited<ReturnType<ReturnType<typeof trackingQuery>['execute']>>[number];

// A prepared statement per database: the hottest public query is planned once per connection.
const prepared = new WeakMap<Db, ReturnType<typeof trackingQuery>>();

export async function findTrackingRow(db: Db, trackingId: string): Promise<TrackingRow | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = trackingQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ trackingId });
  return row;
}
