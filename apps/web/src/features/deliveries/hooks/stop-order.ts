import { dhakaDate } from '@desh/shared';
import {
  districtCentre,
  type GeoPoint,
  orderStopsByArea,
  routeLengthKm,
  type StopPlace,
} from '@desh/shared/areas';
import type { RunItem } from '../api/get-delivery-run';

/**
 * Where a delivery stop is, as far as the phone knows: the receiver's own map pin when they dropped
 * one through their link (where they are now); else where this rider last handed a parcel to the
 * same phone (`earlierPlace`, from the server); else the centre of its delivery district (the day
 * ordered area by area).
 */
export function deliveryPlace(item: RunItem): GeoPoint | undefined {
  const pin = item.receiver?.pin;
  if (pin) return { lat: pin.lat, lng: pin.lng };
  if (item.earlierPlace) return { lat: item.earlierPlace.lat, lng: item.earlierPlace.lng };
  const district = item.parcel.deliveryDistrict;
  const centre = district ? districtCentre(district) : undefined;
  return centre ? { lat: centre[0], lng: centre[1] } : undefined;
}

/**
 * Where a delivery stop is for ordering the day: its own point (the receiver's pin, else where this
 * rider handed a parcel to that phone before), its upazila, and its district's centre to stand in.
 */
export function stopPlace(item: RunItem): StopPlace {
  const pin = item.receiver?.pin;
  const own = pin ? { lat: pin.lat, lng: pin.lng } : (item.earlierPlace ?? undefined);
  const { deliveryDistrict: district, deliveryUpazila: upazila } = item.parcel;
  const centre = district ? districtCentre(district) : undefined;
  return {
    ...(own ? { point: { lat: own.lat, lng: own.lng } } : {}),
    ...(district && upazila ? { area: `${district}/${upazila}` } : {}),
    ...(centre ? { fallback: { lat: centre[0], lng: centre[1] } } : {}),
  };
}

/**
 * The suggested order (packages/shared `orderStopsByArea`): upazila by upazila, nearest next then
 * 2-opt, and by the receivers' pins inside an upazila, starting where the server's run order starts:
 * the phone does not know where the rider is, and asks for no location.
 */
export function suggestedOrder(items: readonly RunItem[]): RunItem[] {
  const start = items.map(deliveryPlace).find((place) => place !== undefined);
  return orderStopsByArea(items, stopPlace, start).ordered;
}

/**
 * How far the day's stops are in the order shown, in straight lines between the stops whose own place
 * is known (the receiver's pin, or where this rider handed a parcel to that phone before), in whole
 * kilometres; null when fewer than two stops have one. A district's centre says nothing of the
 * distance between two of its streets, so stops placed only by it are left out of the figure.
 */
export function runLengthKm(items: readonly RunItem[]): number | null {
  const points = items.flatMap((item) => {
    const own = stopPlace(item).point;
    return own ? [own] : [];
  });
  if (points.length < 2) return null;
  return Math.round(routeLengthKm(points));
}

/**
 * The rider's own order kept for the day: the stops they placed, in their order, then any stop that
 * arrived since (in the suggested order). A stop that left the run is dropped.
 */
export function applyKeptOrder(suggested: readonly RunItem[], kept: readonly string[] | null): RunItem[] {
  if (!kept) return [...suggested];
  const byId = new Map(suggested.map((item) => [item.parcelId, item]));
  const placed = kept.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const keptIds = new Set(kept);
  return [...placed, ...suggested.filter((item) => !keptIds.has(item.parcelId))];
}

/** The stop moved one place earlier (-1) or later (1); the same list when it cannot move. */
export function moveStop(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/** The stop taken out of the list and put back at `to` (its 0-based place among the others). */
export function placeStop(ids: readonly string[], id: string, to: number): string[] {
  if (!ids.includes(id)) return [...ids];
  const others = ids.filter((each) => each !== id);
  const at = Math.max(0, Math.min(Math.trunc(to), others.length));
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/** Where a stop's card is on the screen (client coordinates). */
export interface StopBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where a dragged stop would land: how many of the other stops (their boxes in the run's order, the
 * dragged one left out) the pointer has passed. A card is passed when the pointer is below it, or
 * beside it on its right (the wide screen's second column), or over its lower half. One column on a
 * phone and two on a wide screen read the same way.
 */
export function dropIndex(boxes: readonly StopBox[], x: number, y: number): number {
  let passed = 0;
  for (const box of boxes) {
    const besideOrOver = y >= box.top && (x > box.right || (x >= box.left && y > (box.top + box.bottom) / 2));
    if (y > box.bottom || besideOrOver) passed += 1;
  }
  return passed;
}

/** One key per rider and Dhaka day: tomorrow starts from the suggestion again. */
export const keptOrderKey = (riderId: string, now: Date = new Date()) =>
  `desh.runOrder.${riderId}.${dhakaDate(now)}`;

export function readKeptOrder(key: string): string[] | null {
  try {
    const raw = window.localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
}

export function writeKeptOrder(key: string, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // A full or blocked storage: the order still holds until the page is closed.
  }
}
