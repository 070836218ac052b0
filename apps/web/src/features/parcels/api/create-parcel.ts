import type { CreateParcelInput, Parcel } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { parcelsQueryKey } from './get-parcels';

export const createParcel = (input: CreateParcelInput) =>
  api<Parcel>('/parcels', { method: 'POST', body: input });

export function useCreateParcel() {
  return useRefreshingMutation(createParcel, parcelsQueryKey);
}
