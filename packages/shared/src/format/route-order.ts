/**
 * The day's stops in an order that saves travel: from where the rider starts, the nearest stop
 * next (nearest neighbour), then 2-opt (reverse a stretch of the route while that shortens it, which
 * removes every crossing). The route is open: it ends at its last stop, it does not come back.
 * Without a start both ends are free (the route may be walked either way round). Stops with no
 * known place keep their given order after the others. Distances are great-circle
 * kilometres; a district centre stands in for a stop whose own place is not known yet.
 */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of the open route from `start` through the points in order (from the first point without a start). */
export function routeLengthKm(points: readonly GeoPoint[], start?: GeoPoint): number {
  let total = 0;
  let previous = start;
  for (const point of points) {
    if (previous) total += distanceKm(previous, point);
    previous = point;
  }
  return total;
}

/** Indexes of `points` in nearest-neighbour order from `start` (ties: the earlier stop first). */
export function nearestNeighbourOrder(points: readonly GeoPoint[], start?: GeoPoint): number[] {
  const left = points.map((_, index) => index);
  const order: number[] = [];
  let here = start;
  while (left.length > 0) {
    let best = 0;
    if (here) {
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let i = 0; i < left.length; i += 1) {
        const d = distanceKm(here, points[left[i] as number] as GeoPoint);
        if (d < bestDistance) {
          bestDistance = d;
          best = i;
        }
      }
    }
    const [next] = left.splice(best, 1) as [number];
    order.push(next);
    here = points[next];
  }
  return order;
}

const improvementKm = 1e-9;
const maxPasses = 50;

/**
 * 2-opt on an open route that starts at `start` (fixed) and ends anywhere: reverses the stretch
 * order[i..j] while that makes the route shorter. Never returns a longer route than it was given.
 */
export function twoOpt(points: readonly GeoPoint[], order: readonly number[], start?: GeoPoint): number[] {
  const route = [...order];
  const at = (position: number): GeoPoint | undefined =>
    position < 0 ? start : position < route.length ? points[route[position] as number] : undefined;
  const leg = (a: GeoPoint | undefined, b: GeoPoint | undefined) => (a && b ? distanceKm(a, b) : 0);
  for (let pass = 0; pass < maxPasses; pass += 1) {
    let improved = false;
    for (let i = 0; i < route.length - 1; i += 1) {
      for (let j = i + 1; j < route.length; j += 1) {
        const before = at(i - 1);
        const after = at(j + 1);
        const now = leg(before, at(i)) + leg(at(j), after);
        const reversed = leg(before, at(j)) + leg(at(i), after);
        if (reversed < now - improvementKm) {
          const stretch = route.slice(i, j + 1).reverse();
          route.splice(i, stretch.length, ...stretch);
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return route;
}

/**
 * The stops in the order to work them: those with a place by nearest neighbour then 2-opt from
 * `start`, then those without one in their given order. Every stop appears once.
 */
export function orderStops<T>(
  stops: readonly T[],
  placeOf: (stop: T) => GeoPoint | undefined,
  start?: GeoPoint,
): T[] {
  const placed: { stop: T; point: GeoPoint }[] = [];
  const unplaced: T[] = [];
  for (const stop of stops) {
    const point = placeOf(stop);
    if (point && Number.isFinite(point.lat) && Number.isFinite(point.lng)) placed.push({ stop, point });
    else unplaced.push(stop);
  }
  const points = placed.map((entry) => entry.point);
  const order = twoOpt(points, nearestNeighbourOrder(points, start), start);
  return [...order.map((index) => (placed[index] as { stop: T }).stop), ...unplaced];
}

/** Where a stop is, as far as is known: its own point (a pin, an earlier handover) and its area. */
export interface StopPlace {
  /** The stop's own point, when one is known. */
  point?: GeoPoint;
  /** Its upazila (or thana) within its district, e.g. `dhaka/mirpur`; undefined when not known. */
  area?: string;
  /** Where the stop stands in for want of better (its district's centre). */
  fallback?: GeoPoint;
}

const centreOf = (points: readonly GeoPoint[]): GeoPoint => ({
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
  lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
});

/**
 * The stops area by area (issue 62 item 8): the stops of one upazila stay together, the upazilas in
 * nearest-neighbour-then-2-opt order from `start` (an upazila stands at the centre of its stops'
 * own points, else at its district's centre), then inside an upazila the stops with their own point
 * nearest next from where the route is, and those without one in their given order. Stops with no
 * place at all come last. Answers the order and, for each stop, the point the route counts it at.
 */
export function orderStopsByArea<T>(
  stops: readonly T[],
  placeOf: (stop: T) => StopPlace,
  start?: GeoPoint,
): { ordered: T[]; points: (GeoPoint | undefined)[] } {
  const groups = new Map<string, { stops: { stop: T; place: StopPlace }[] }>();
  const nowhere: T[] = [];
  stops.forEach((stop, index) => {
    const place = placeOf(stop);
    if (!place.point && !place.fallback) {
      nowhere.push(stop);
      return;
    }
    // A stop whose upazila is not known is an area of its own (its point, or its district's centre).
    const key = place.area ?? `stop:${index}`;
    const group = groups.get(key) ?? { stops: [] };
    group.stops.push({ stop, place });
    groups.set(key, group);
  });
  const list = [...groups.values()].map((group) => {
    const own = group.stops.flatMap((entry) => (entry.place.point ? [entry.place.point] : []));
    const centre = own.length > 0 ? centreOf(own) : (group.stops[0]?.place.fallback as GeoPoint);
    return { ...group, centre };
  });
  const groupOrder = orderStops(list, (group) => group.centre, start);
  const ordered: T[] = [];
  const points: (GeoPoint | undefined)[] = [];
  let here = start;
  for (const group of groupOrder) {
    const pinned = group.stops.filter((entry) => entry.place.point);
    const loose = group.stops.filter((entry) => !entry.place.point);
    const order = nearestNeighbourOrder(
      pinned.map((entry) => entry.place.point as GeoPoint),
      here ?? group.centre,
    );
    for (const index of order) {
      const entry = pinned[index] as (typeof pinned)[number];
      ordered.push(entry.stop);
      points.push(entry.place.point);
    }
    for (const entry of loose) {
      ordered.push(entry.stop);
      points.push(group.centre);
    }
    here = points.at(-1) ?? here;
  }
  for (const stop of nowhere) {
    ordered.push(stop);
    points.push(undefined);
  }
  return { ordered, points };
}
