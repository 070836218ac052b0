import { finalParcelStatuses } from '@desh/shared';
import { and, asc, count, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { parcelCustody, parcelHolds, parcelRoutes, parcels } from '../../db/schema/index.ts';
import type { Executor } from './network.repository.ts';
import { type LiveNetwork, nextHubId } from './network-map.ts';

/**
 * The parcels a hub still has to bag (issue 62 item 5: "12 of 30 bagged for Rangpur"): held by the
 * hub itself (not in a bag yet), on their way (not finished), going to another hub (their destination,
 * or their origin on a return: `targetHubOf`), and stopped by no hold (a return is never stopped, as
 * the custody gate has it). Which bag each goes into is the routing rule's (`nextHubId`), never a
 * second one written here: the database groups by where each parcel goes, the rule by the next hop.
 */

const target = sql<string>`case when ${parcels.status} = 'returning' then ${parcelRoutes.originHubId} else ${parcelRoutes.destinationHubId} end`;

function waitingAt(hubId: string, also?: SQL): SQL | undefined {
  return and(
    eq(parcelCustody.holderKind, 'hub'),
    eq(parcelCustody.hubId, hubId),
    notInArray(parcels.status, [...finalParcelStatuses]),
    or(
      eq(parcels.status, 'returning'),
      sql`not exists (select 1 from ${parcelHolds} where ${parcelHolds.parcelId} = ${parcels.id}
        and ${parcelHolds.releasedAt} is null)`,
    ),
    sql`${target} is not null`,
    ne(target, hubId),
    also,
  );
}

/** The hubs whose parcels go into a bag for `destinationHubId` at `hubId` (the next hop is it). */
function targetsThrough(network: LiveNetwork, hubId: string, destinationHubId: string): string[] {
  return [...network.byId.keys()].filter(
    (id) => id !== hubId && nextHubId(network, hubId, id) === destinationHubId,
  );
}

/** How many parcels wait at `hubId` for a bag to each next hub (one query, grouped by where they go). */
export async function waitingByNextHub(
  db: Executor,
  network: LiveNetwork,
  hubId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ target, total: count() })
    .from(parcelCustody)
    .innerJoin(parcels, eq(parcels.id, parcelCustody.parcelId))
    .innerJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .where(waitingAt(hubId))
    .groupBy(target);
  const byNext = new Map<string, number>();
  for (const row of rows) {
    const next = nextHubId(network, hubId, row.target);
    if (next) byNext.set(next, (byNext.get(next) ?? 0) + row.total);
  }
  return byNext;
}

/** How many parcels wait at `hubId` for a bag to `destinationHubId` (one query). */
export async function waitingFor(
  db: Executor,
  network: LiveNetwork,
  hubId: string,
  destinationHubId: string,
): Promise<number> {
  const targets = targetsThrough(network, hubId, destinationHubId);
  if (targets.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(parcelCustody)
    .innerJoin(parcels, eq(parcels.id, parcelCustody.parcelId))
    .innerJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .where(waitingAt(hubId, inArray(target, targets)));
  return row?.total ?? 0;
}

/** A long list is cut: the count says how many, the list is what an operator reads from a shelf. */
export const waitingListLimit = 500;

/** The parcels waiting at `hubId` for a bag to `destinationHubId`, longest at the hub first. */
export function waitingParcelsFor(
  db: Executor,
  network: LiveNetwork,
  hubId: string,
  destinationHubId: string,
) {
  const targets = targetsThrough(network, hubId, destinationHubId);
  if (targets.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parcels.id, trackingId: parcels.trackingId, targetHubId: target })
    .from(parcelCustody)
    .innerJoin(parcels, eq(parcels.id, parcelCustody.parcelId))
    .innerJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .where(waitingAt(hubId, inArray(target, targets)))
    .orderBy(asc(parcelCustody.since), asc(parcels.trackingId))
    .limit(waitingListLimit);
}
