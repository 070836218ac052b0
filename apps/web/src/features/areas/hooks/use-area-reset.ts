import { useEffect } from 'react';
import { useAreas } from './use-areas';

/**
 * Clears an upazila that does not belong to the district just chosen. One filled in together with its
 * district (from a store) stays, since it belongs.
 */
export function useAreaReset(
  district: string | undefined,
  current: () => string | undefined,
  clear: () => void,
) {
  const areas = useAreas();
  useEffect(() => {
    const upazila = current();
    if (!upazila || !areas.data) return;
    if (!district || !areas.data.findUpazila(district, upazila)) clear();
  }, [district, areas.data, current, clear]);
}
