import { useQuery } from '@tanstack/react-query';

// The upazila table (~11 KB gzip) is its own chunk, fetched by the forms that pick an area, never by
// the landing page.
const loadAreas = () => import('@desh/shared/areas');

export function useAreas() {
  return useQuery({
    queryKey: ['areas-table'],
    queryFn: loadAreas,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A module namespace is not plain data: keep it as it is.
    structuralSharing: false,
  });
}
