import type { Parcel } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { parcelsQueryKey } from './get-parcels';

// Fastify refuses an empty JSON body, hence `{}`.
export const cancelParcel = (id: string) =>
  api<Parcel>(`/parcels/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });

export function useCancelParcel() {
  return useRefreshingMutation(cancelParcel, parcelsQueryKey, 'settled');
}
