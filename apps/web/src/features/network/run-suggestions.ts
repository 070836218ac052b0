import type { HubWork } from './api/hub-work';

type Rider = HubWork['riders'][number];
type Area = HubWork['deliveries'][number]['area'];

/** The key the API names an area by in a rider's `suggestedFor`: 'district/upazila'. */
export const areaKey = (area: Pick<Area, 'district' | 'upazila'>) => `${area.district}/${area.upazila ?? ''}`;

/**
 * Riders in the order to offer them for the chosen parcels: those who work the most of the chosen
 * areas first, then the lightest load, then by name. `matches` is how many chosen areas each works.
 */
export function rankRiders(riders: Rider[], chosenAreas: string[]): (Rider & { matches: number })[] {
  const wanted = new Set(chosenAreas);
  return riders
    .map((rider) => ({ ...rider, matches: rider.suggestedFor.filter((key) => wanted.has(key)).length }))
    .sort((a, b) => b.matches - a.matches || a.load - b.load || a.name.localeCompare(b.name));
}
