import type { createHubSchema, Hub, HubKindName, Lane, updateHubSchema } from '@desh/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pickColumns } from '../../lib/rows.ts';
import { forgetNetwork } from '../network/network-map.ts';
import { visibleHubIds } from './hub-scope.ts';
import {
  countActiveHubsOfKind,
  coverageCountsOf,
  deleteLane,
  findHub,
  type HubWithCounts,
  insertHub,
  insertLane,
  listHubsWithCounts,
  listLanes,
  lockHubs,
  updateHub as updateHubRow,
} from './hubs.repository.ts';

const noSuchHub = 'No such hub.';
const codeTaken = 'A hub with this code already exists.';
const laneToItself = 'A lane joins two different hubs.';
const laneExists = 'This lane already exists.';
const noSuchLane = 'No such lane.';
const laneClosedHub = 'Lanes join open hubs only.';

export function toHub(row: HubWithCounts): Hub {
  return {
    ...pickColumns(row, ['id', 'code', 'name', 'nameBn', 'district', 'address', 'active']),
    // Its staff, riders and areas, counted.
    ...pickColumns(row, ['staffCount', 'riderCount', 'areaCount']),
    kinds: row.kinds as HubKindName[],
  };
}

export async function listHubsFor(db: Db, caller: AuthSession): Promise<Hub[]> {
  const visible = await visibleHubIds(db, caller);
  if (visible?.length === 0) return [];
  return (await listHubsWithCounts(db, visible)).map(toHub);
}

async function hubWithCounts(db: Db, id: string): Promise<Hub> {
  const [row] = await listHubsWithCounts(db, [id]);
  if (!row) throw notFound(noSuchHub);
  return toHub(row);
}

/** A new hub; its id is its code in lower case (codes are upper case, so ids stay unique). */
export async function createHub(db: Db, input: z.output<typeof createHubSchema>): Promise<Hub> {
  const row = await insertHub(db, {
    id: input.code.toLowerCase(),
    code: input.code,
    name: input.name,
    nameBn: input.nameBn,
    district: input.district,
    address: input.address,
    kinds: [...new Set(input.kinds)],
  });
  if (!row) throw conflict(codeTaken);
  // Routing keeps hubs and lanes for a few seconds: this process reads the change at once.
  forgetNetwork();
  return hubWithCounts(db, row.id);
}

/**
 * Changes a hub. Closing it, or taking away work it still does for some area, would leave that area
 * without a hub: refused until the coverage names another hub. The sorting centre cannot disappear.
 */
export async function updateHub(db: Db, id: string, input: z.output<typeof updateHubSchema>): Promise<Hub> {
  await db.transaction(async (tx) => {
    const [hub] = await lockHubs(tx, [id]);
    if (!hub) throw notFound(noSuchHub);
    const kinds = input.kinds ? [...new Set(input.kinds)] : (hub.kinds as HubKindName[]);
    const active = input.active ?? hub.active;
    const serves = await coverageCountsOf(tx, id);
    if (!active && hub.active && serves.lastMile + serves.pickup > 0)
      throw conflict('This hub still serves areas. Move their coverage to another hub before closing it.');
    if (!kinds.includes('last_mile') && serves.lastMile > 0)
      throw conflict(
        'This hub still delivers to some areas. Move their last-mile coverage to another hub first.',
      );
    if (!kinds.includes('pickup') && serves.pickup > 0)
      throw conflict(
        'This hub still picks up in some areas. Move their pickup coverage to another hub first.',
      );
    const wasSorting = hub.active && hub.kinds.includes('sorting');
    const staysSorting = active && kinds.includes('sorting');
    if (wasSorting && !staysSorting && (await countActiveHubsOfKind(tx, 'sorting', id)) === 0) {
      throw conflict('This is the only sorting hub. Make another hub a sorting hub first.');
    }
    await updateHubRow(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.nameBn === undefined ? {} : { nameBn: input.nameBn }),
      ...(input.address === undefined ? {} : { address: input.address }),
      kinds,
      active,
    });
  });
  forgetNetwork();
  return hubWithCounts(db, id);
}

export function listAllLanes(db: Db): Promise<Lane[]> {
  return listLanes(db);
}

export async function addLane(db: Db, input: Lane): Promise<Lane> {
  if (input.hubA === input.hubB) throw badRequest(laneToItself, { hubB: laneToItself });
  const added = await db.transaction(async (tx) => {
    const found = await lockHubs(tx, [input.hubA, input.hubB]);
    if (found.length < 2) throw notFound(noSuchHub);
    if (found.some((hub) => !hub.active)) throw conflict(laneClosedHub);
    const lane = await insertLane(tx, input.hubA, input.hubB);
    if (!lane) throw conflict(laneExists);
    return lane;
  });
  forgetNetwork();
  return added;
}

export async function removeLane(db: Db, a: string, b: string): Promise<void> {
  if (!(await deleteLane(db, a, b))) throw notFound(noSuchLane);
  forgetNetwork();
}

export async function requireHub(db: Db, id: string) {
  const hub = await findHub(db, id);
  if (!hub) throw notFound(noSuchHub);
  return hub;
}
