import type { Holiday } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client';

const publicHolidaysQuery = queryOptions({
  queryKey: ['holidays', 'all'],
  queryFn: ({ signal }) => api<Holiday[]>('/holidays', { signal }),
  staleTime: 60 * 60_000,
});

/**
 * The public holidays admins keep (days with no pickups or deliveries), for promised days worked out
 * in the page by the shared calendar; none until they arrive (a promise then counts Fridays only).
 */
export function usePublicHolidays(): ReadonlySet<string> {
  const { data } = useQuery(publicHolidaysQuery);
  return useMemo(() => new Set((data ?? []).map((holiday) => holiday.date)), [data]);
}
