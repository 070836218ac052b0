import { useEffect } from 'react';
import { useAreas } from './use-areas';

/**
 * Clears an upazila that does not belong to the district just chosen. One filled in together with its
 * district (from a store) stays, since it belongs. Both are read when the effect runs, not from the
 * render: a store picked in the same commit has already replaced them.
 */
export function useAreaReset(
  district: string | undefined,
  read: () => { district: string | undefined; upazila: string | undefined },
  clear: () => void,
) {
  const areas = useAreas();
  // `district` is what changes; `read` and `clear` are new functions on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new district or table re-runs it
  useEffect(() => {
    const now = read();
    if (!now.upazila || !areas.data) return;
    if (!now.district || !areas.data.findUpazila(now.district, now.upazila)) clear();
  }, [district, areas.data]);
}
