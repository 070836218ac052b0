import type { HubCoverageRow } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hubsQueryKey } from './hubs';

const coverageKey = (district: string) => ['hubs', 'coverage', district] as const;

export const getCoverage = (district: string, signal?: AbortSignal) =>
  api<HubCoverageRow[]>('/hubs/coverage', { query: { district }, signal });

export const coverageQuery = (district: string) =>
  queryOptions({
    queryKey: coverageKey(district),
    queryFn: ({ signal }) => getCoverage(district, signal),
    enabled: district !== '',
  });

export function useCoverage(district: string) {
  return useQuery(coverageQuery(district));
}

/** Saves changed rows (all or none); the hubs' area counts change with them. */
export function useSaveCoverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: HubCoverageRow[]) =>
      api<HubCoverageRow[]>('/hubs/coverage', { method: 'PUT', body: { rows } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubsQueryKey }),
  });
}
