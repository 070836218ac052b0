import type { Parcel } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export const markOutForDelivery = (parcelId: string) =>
  api<Parcel>(`/deliveries/${encodeURIComponent(parcelId)}/out-for-delivery`, { method: 'POST', body: {} });

export const useMarkOutForDelivery = () => useDeliveryMutation(markOutForDelivery);
