import type {
  ApprovedRider,
  BoardFigureFilter,
  DeskActionBody,
  DeskSearchResult,
  Hub,
  ParcelStory,
} from '@desh/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the search page asks: the words typed, or a board figure (with its hub, or the whole network). */
export type DeskSearch = { q: string } | { figure: BoardFigureFilter; hubId?: string | undefined };

export const deskSearchQuery = (search: DeskSearch) =>
  queryOptions({
    queryKey: ['parcel-desk', 'search', search],
    queryFn: ({ signal }) => api<DeskSearchResult>('/admin/parcels/search', { query: search, signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useDeskSearch = (search: DeskSearch | null) =>
  useQuery({ ...deskSearchQuery(search ?? { q: '' }), enabled: search !== null });

export const parcelStoryQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['parcel-desk', 'story', trackingId],
    queryFn: ({ signal }) =>
      api<ParcelStory>(`/admin/parcels/${encodeURIComponent(trackingId)}/story`, { signal }),
    staleTime: 0,
  });

export const useParcelStory = (trackingId: string) => useQuery(parcelStoryQuery(trackingId));

/** A correction answers the parcel's new story: the page shows it at once, and searches ask again. */
export function useDeskAction(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskActionBody) =>
      api<ParcelStory>(`/admin/parcels/${encodeURIComponent(trackingId)}/actions`, { method: 'POST', body }),
    onSuccess: (story) => queryClient.setQueryData(parcelStoryQuery(trackingId).queryKey, story),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['parcel-desk', 'search'] }),
  });
}

/** The hubs a parcel can be re-routed to and the riders it can be given to (asked only when the form opens). */
export const useDeskHubs = (enabled: boolean) =>
  useQuery({ queryKey: ['hubs'], queryFn: ({ signal }) => api<Hub[]>('/hubs', { signal }), enabled });

export const useDeskRiders = (enabled: boolean) =>
  useQuery({
    queryKey: ['riders', 'approved', ''],
    queryFn: ({ signal }) => api<ApprovedRider[]>('/riders/approved', { signal }),
    enabled,
  });
