import { demoNetwork, type NetworkMap } from '@desh/shared/network';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubCoverage, hubLanes, hubs } from '../../db/schema/index.ts';

/** A hub's database id: its code, lower-case (stable across databases, readable in logs). */
export const hubIdOf = (code: string) => code.toLowerCase();

/**
 * Lays down the network (hubs, which hub serves each area, lanes) when there is none yet: a courier
 * always has one, and the coverage must be complete from the first booking. Admins edit it later.
 * Parcels booked before the network existed get their origin and destination hubs now.
 */
export async function seedNetwork(db: Db, map: NetworkMap = demoNetwork): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(hubs);
  if ((row?.total ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(hubs).values(
      map.hubs.map((hub) => ({
        id: hubIdOf(hub.code),
        code: hub.code,
        name: hub.name,
        nameBn: hub.nameBn,
        district: hub.district,
        address: hub.address,
        kinds: [...hub.kinds],
      })),
    );
    for (let start = 0; start < map.coverage.length; start += 500) {
      await tx.insert(hubCoverage).values(
        map.coverage.slice(start, start + 500).map((area) => ({
          district: area.district,
          upazila: area.upazila,
          lastMileHubId: hubIdOf(area.lastMileHub),
          pickupHubId: hubIdOf(area.pickupHub),
        })),
      );
    }
    if (map.lanes.length > 0) {
      await tx.insert(hubLanes).values(
        map.lanes.map(([a, b]) => {
          const [hubA, hubB] = [hubIdOf(a), hubIdOf(b)].sort() as [string, string];
          return { hubA, hubB };
        }),
      );
    }
    await fillMissingRoutes(tx);
  });
  return true;
}

/** Parcels booked before the network (or its coverage of their areas) existed get their hubs now. */
export async function fillMissingRoutes(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    update parcel_routes r set
      origin_hub_id = coalesce(r.origin_hub_id, (select c.pickup_hub_id from hub_coverage c
        where c.district = p.pickup_district and c.upazila in (coalesce(p.pickup_upazila, '*'), '*')
        order by c.upazila = '*' limit 1)),
      destination_hub_id = coalesce(r.destination_hub_id, (select c.last_mile_hub_id from hub_coverage c
        where c.district = p.delivery_district and c.upazila in (coalesce(p.delivery_upazila, '*'), '*')
        order by c.upazila = '*' limit 1))
    from parcels p
    where p.id = r.parcel_id and (r.origin_hub_id is null or r.destination_hub_id is null)`);
}
