import { districtById } from '@desh/shared';
import { upazilasOf } from '@desh/shared/areas';

/**
 * A place's area as the rider reads it: its upazila (or thana) and district, in the page's language
 * ("Mirpur, Dhaka"); only the district when the upazila is not known, nothing when neither is.
 */
export function areaName(district: string | null, upazila: string | null, language: string): string {
  const bn = language === 'bn';
  const found = district ? districtById(district) : undefined;
  const area = found && upazila ? upazilasOf(found.id).find((each) => each.id === upazila) : undefined;
  return [area && (bn ? area.bn : area.name), found && (bn ? found.bn : found.name)]
    .filter(Boolean)
    .join(', ');
}

/** The same area in English, for a maps search (the maps app reads Latin names best). */
export const areaForMaps = (district: string | null, upazila: string | null) =>
  areaName(district, upazila, 'en');
