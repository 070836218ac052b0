import { feature } from '@rapideditor/country-coder';

// `@desh/shared/border`: whether a place is in Bangladesh, by the country's border as the maintained
// country-coder package draws it (docs/decisions/037). A separate entry: the border data (all the
// world's, some 600 KB) loads only where a place is checked, never with the web's pages.

type Ring = [number, number][];
type Polygon = Ring[];

/** Bangladesh's polygons as [longitude, latitude] rings: the outline first, then any holes. */
function bangladeshPolygons(): Polygon[] {
  const geometry = feature('BD')?.geometry as { type: string; coordinates: unknown } | undefined;
  if (geometry?.type === 'Polygon') return [geometry.coordinates as Polygon];
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates as Polygon[];
  throw new Error('country-coder has no polygon for Bangladesh');
}

const polygons = bangladeshPolygons();

/** Ray casting: whether the point lies inside the ring (a point on its edge may fall either way). */
function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Whether a place (latitude, longitude in degrees) is in Bangladesh: inside one of its polygons and
 * in none of that polygon's holes. The polygons take in the coast's waters and islands (St Martin's).
 */
export function inBangladesh(lat: number, lng: number): boolean {
  return polygons.some(
    ([outline, ...holes]) =>
      outline !== undefined && inRing(lng, lat, outline) && !holes.some((hole) => inRing(lng, lat, hole)),
  );
}
