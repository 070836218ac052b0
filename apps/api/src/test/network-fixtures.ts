import { demoNetwork, type NetworkMap } from '@desh/shared/network';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hubCoverage, hubLanes, hubs } from '../db/schema/index.ts';

/** The hub id a fixture gives a hub code: the code in lower case (as POST /api/hubs does). */
export const hubIdOf = (code: string) => code.toLowerCase();

/**
 * Writes a network (the demo's by default: 20 hubs, every area of the 64 districts, its lanes) into an
 * empty database in three multi-row inserts: hubs, coverage, lanes. Hub ids are the codes in lower case.
 */
export async function insertDemoNetwork(db: Db, map: NetworkMap = demoNetwork): Promise<void> {
  await db.insert(hubs).values(
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
  await db.insert(hubCoverage).values(
    map.coverage.map((row) => ({
      district: row.district,
      upazila: row.upazila,
      lastMileHubId: hubIdOf(row.lastMileHub),
      pickupHubId: hubIdOf(row.pickupHub),
    })),
  );
  if (map.lanes.length > 0) {
    await db.insert(hubLanes).values(
      // The database orders the ends, as its check constraint (and collation) wants them.
      map.lanes.map(([a, b]) => ({
        hubA: sql`least(${hubIdOf(a)}::text, ${hubIdOf(b)}::text)`,
        hubB: sql`greatest(${hubIdOf(a)}::text, ${hubIdOf(b)}::text)`,
      })),
    );
  }
}
