import type { DashboardStats } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getDashboardStats = () => api<DashboardStats>('/admin/stats');

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: getDashboardStats,
    staleTime: 0,
    // The figures are live: they follow new bookings and deliveries while the page stays open.
    refetchInterval: 30_000,
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}
