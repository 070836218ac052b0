import type { DispatchTripInput, TripView } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { networkKey } from './network-key';

export type TripDirection = 'incoming' | 'outgoing';

export const getTrips = (hubId: string, direction: TripDirection) =>
  api<TripView[]>(`/network/hubs/${encodeURIComponent(hubId)}/trips`, { query: { direction } });

export const tripsQuery = (hubId: string, direction: TripDirection) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'trips', direction],
    queryFn: () => getTrips(hubId, direction),
    enabled: Boolean(hubId),
  });

export const useTrips = (hubId: string, direction: TripDirection) => useQuery(tripsQuery(hubId, direction));

export const dispatchTrip = ({ hubId, ...body }: DispatchTripInput & { hubId: string }) =>
  api<TripView>(`/network/hubs/${encodeURIComponent(hubId)}/trips`, { method: 'POST', body });

export const useDispatchTrip = () => useRefreshingMutation(dispatchTrip, networkKey, 'settled');
