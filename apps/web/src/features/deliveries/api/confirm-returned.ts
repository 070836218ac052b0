import type { Parcel } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export const confirmReturned = ({ parcelId, photoId }: { parcelId: string; photoId?: string }) =>
  api<Parcel>(`/deliveries/${encodeURIComponent(parcelId)}/returned`, {
    method: 'POST',
    body: photoId ? { photoId } : {},
  });

export const useConfirmReturned = () => useDeliveryMutation(confirmReturned);
