import type { ProblemParcel } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProblemParcelRow = ProblemParcel & { returnPhotoId: string | null };

// Under ['parcels'] so the live stream and every delivery action refresh it.
export const problemParcelsQuery = () =>
  queryOptions({
    queryKey: ['parcels', 'admin', 'problems'] as const,
    queryFn: () => api<ProblemParcelRow[]>('/admin/deliveries/problems'),
    staleTime: 0,
  });

export const useProblemParcels = () => useQuery(problemParcelsQuery());
