import type { Holiday, HolidayBody } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const holidaysQueryKey = ['holidays'] as const;

export const holidaysQuery = (year: number) =>
  queryOptions({
    queryKey: [...holidaysQueryKey, year],
    queryFn: ({ signal }) => api<Holiday[]>('/holidays', { query: { year }, signal }),
  });

export function useHolidays(year: number) {
  return useQuery(holidaysQuery(year));
}

export function useSaveHoliday() {
  return useRefreshingMutation(
    ({ date, ...body }: HolidayBody & { date: string }) =>
      api<Holiday>(`/holidays/${encodeURIComponent(date)}`, { method: 'PUT', body }),
    holidaysQueryKey,
  );
}

export function useDeleteHoliday() {
  return useRefreshingMutation(
    (date: string) => api<null>(`/holidays/${encodeURIComponent(date)}`, { method: 'DELETE' }),
    holidaysQueryKey,
  );
}
