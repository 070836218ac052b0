import type { CompleteDeliveryInput, Parcel } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export const completeDelivery = ({ parcelId, ...body }: CompleteDeliveryInput & { parcelId: string }) =>
  api<Parcel>(`/deliveries/${encodeURIComponent(parcelId)}/complete`, { method: 'POST', body });

export const useCompleteDelivery = () => useDeliveryMutation(completeDelivery);
