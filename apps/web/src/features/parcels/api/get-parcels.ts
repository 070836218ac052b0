import type { Parcel } from '@desh/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse, headerNumber } from '../../../lib/api-client';

/** Every parcel query starts with this key, so one invalidation (or the live stream) refreshes them all. */
export const parcelsQueryKey = ['parcels'] as const;
export const parcelsPageSize = 20;
/** My Parcels stays fresh without a reload, even where the live stream cannot connect. */
const refreshMs = 20_000;

export interface ParcelList {
  parcels: Parcel[];
  page: number;
  limit: number;
  /** Exact unless `totalCapped`: then there are at least this many. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/** `q`, `status`, `from`, `to` as GET /api/parcels reads them; undefined ones are left out. */
export type ParcelFilters = Record<string, string | undefined>;

export async function getParcels(
  page: number,
  limit = parcelsPageSize,
  signal?: AbortSignal,
  filters: ParcelFilters = {},
): Promise<ParcelList> {
  // page and limit first: the unfiltered first page is the address index.html asks for early.
  const response = await apiResponse('/parcels', { query: { page, limit, ...filters }, signal });
  const parcels = (await response.json()) as Parcel[];
  return {
    parcels,
    page: headerNumber(response, 'X-Page', page),
    limit: headerNumber(response, 'X-Limit', limit),
    total: headerNumber(response, 'X-Total-Count', parcels.length),
    totalCapped: response.headers.get('X-Total-Count-Capped') === 'true',
    hasMore: /rel="next"/.test(response.headers.get('Link') ?? ''),
  };
}

export const parcelsQuery = (page: number, filters: ParcelFilters = {}) =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'mine', page, filters],
    queryFn: ({ signal }) => getParcels(page, parcelsPageSize, signal, filters),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: refreshMs,
    refetchOnWindowFocus: true,
  });

export function useParcels(page: number, filters: ParcelFilters = {}) {
  return useQuery(parcelsQuery(page, filters));
}

/** The CSV of the same filtered list (the server writes it; the browser downloads it with the session cookie). */
export function parcelsExportHref(filters: ParcelFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const search = query.toString();
  return `/api/parcels/export${search ? `?${search}` : ''}`;
}
