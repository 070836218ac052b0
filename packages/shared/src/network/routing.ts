import type { NetworkMap } from './types.ts';

const laneIndex = new WeakMap<NetworkMap, ReadonlySet<string>>();
const laneKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function lanesOf(map: NetworkMap): ReadonlySet<string> {
  let set = laneIndex.get(map);
  if (!set) {
    set = new Set(map.lanes.map(([a, b]) => laneKey(a, b)));
    laneIndex.set(map, set);
  }
  return set;
}

/** Whether a direct line-haul lane joins the two hubs (in either direction). */
export function hasLane(map: NetworkMap, a: string, b: string): boolean {
  return lanesOf(map).has(laneKey(a, b));
}

/**
 * The hubs a bag passes from origin to destination, both included: the origin alone when they are the
 * same hub, the two of them on a direct lane, otherwise through the sorting centre (named once, also
 * when it is the origin or the destination itself).
 */
export function hubRoute(map: NetworkMap, originHub: string, destinationHub: string): string[] {
  if (originHub === destinationHub) return [originHub];
  if (
    hasLane(map, originHub, destinationHub) ||
    originHub === map.sortingHub ||
    destinationHub === map.sortingHub
  ) {
    return [originHub, destinationHub];
  }
  return [originHub, map.sortingHub, destinationHub];
}

/** The hub a parcel at currentHub goes to next on its way; undefined once it is at its destination. */
export function nextHop(map: NetworkMap, currentHub: string, destinationHub: string): string | undefined {
  return hubRoute(map, currentHub, destinationHub)[1];
}
