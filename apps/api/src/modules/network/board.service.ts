import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pastPromiseSql } from '../parcels/past-promise.ts';
import { exceptionShownAtSql } from './network.repository.ts';
import { hubRef, liveNetwork } from './network-map.ts';

export interface HubBoardRow {
  hub: { id: string; code: string; name: string; nameBn: string };
  awaitingPickup: number;
  atHub: number;
  openBags: number;
  bagsToDispatch: number;
  tripsIncoming: number;
  outForDelivery: number;
  openExceptions: number;
  oldestAtHubSince: string | null;
  stuck: number;
  /** Parcels bound for this hub's area past their promised day and not delivered. */
  pastPromise: number;
}

/**
 * The admin's network board: for each hub what waits, what is there, what is on the road towards it,
 * and what is stuck (at the hub longer than the threshold). Trips towards it count until their last
 * bag is in; a damage report counts where its parcel is. One query; the counts use the
 * network's indexes (custody by hub, routes by hub, bags and trips by hub and status).
 */
export async function getNetworkBoard(db: Db, stuckHours: number) {
  const network = await liveNetwork(db);
  const result = await db.execute(sql`
    select h.id,
      (select count(*)::int from parcel_routes r join parcels p on p.id = r.parcel_id
        where r.origin_hub_id = h.id and p.status in ('pending', 'assigned')) as awaiting_pickup,
      (select count(*)::int from parcel_custody c where c.hub_id = h.id) as at_hub,
      (select count(*)::int from bags b where b.origin_hub_id = h.id and b.status = 'open') as open_bags,
      (select count(*)::int from bags b where b.origin_hub_id = h.id and b.status = 'sealed') as bags_to_dispatch,
      (select count(*)::int from trips t where t.destination_hub_id = h.id
        and t.status in ('on_the_road', 'unloading')) as trips_incoming,
      (select count(*)::int from parcel_routes r join parcels p on p.id = r.parcel_id
        where r.destination_hub_id = h.id and p.status = 'out_for_delivery') as out_for_delivery,
      (select count(*)::int from network_exceptions
        where network_exceptions.status = 'open' and ${exceptionShownAtSql} = h.id) as open_exceptions,
      (select min(c.since) from parcel_custody c where c.hub_id = h.id) as oldest_since,
      (select count(*)::int from parcel_custody c where c.hub_id = h.id
        and c.since < now() - make_interval(hours => ${stuckHours})) as stuck,
      (select count(*)::int from parcel_routes r join parcels p on p.id = r.parcel_id
        where r.destination_hub_id = h.id and ${pastPromiseSql('p')}) as past_promise
    from hubs h where h.active order by h.code`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const stuckResult = await db.execute(sql`
    select p.tracking_id, c.hub_id, c.since from parcel_custody c join parcels p on p.id = c.parcel_id
    where c.hub_id is not null and c.since < now() - make_interval(hours => ${stuckHours})
    order by c.since limit 50`);
  const stuckRows = (stuckResult as unknown as { rows: Record<string, unknown>[] }).rows;
  const lateResult = await db.execute(
    sql`select count(*)::int as count from parcels p where ${pastPromiseSql('p')}`,
  );
  const late = (lateResult as unknown as { rows: Array<{ count: number | string }> }).rows[0];
  const hubs: HubBoardRow[] = rows.map((row) => ({
    hub: hubRef(network, String(row.id)) ?? { id: String(row.id), code: '?', name: '?', nameBn: '?' },
    awaitingPickup: Number(row.awaiting_pickup),
    atHub: Number(row.at_hub),
    openBags: Number(row.open_bags),
    bagsToDispatch: Number(row.bags_to_dispatch),
    tripsIncoming: Number(row.trips_incoming),
    outForDelivery: Number(row.out_for_delivery),
    openExceptions: Number(row.open_exceptions),
    oldestAtHubSince: row.oldest_since ? new Date(row.oldest_since as string).toISOString() : null,
    stuck: Number(row.stuck),
    pastPromise: Number(row.past_promise),
  }));
  return {
    stuckHours,
    pastPromised: Number(late?.count ?? 0),
    hubs,
    stuckParcels: stuckRows.map((row) => ({
      trackingId: String(row.tracking_id),
      hub: hubRef(network, String(row.hub_id)),
      since: new Date(row.since as string).toISOString(),
    })),
  };
}
