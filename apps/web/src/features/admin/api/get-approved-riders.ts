import type { ApprovedRider } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getApprovedRiders = (district?: string) =>
  api<ApprovedRider[]>('/riders/approved', { query: { district } });

/** Riders based in `district` come first. */
export const approvedRidersQuery = (district?: string) =>
  queryOptions({
    queryKey: ['riders', 'approved', district ?? ''],
    queryFn: () => getApprovedRiders(district),
    staleTime: 15_000,
  });

export function useApprovedRiders(district?: string) {
  return useQuery(approvedRidersQuery(district));
}
