import type { FailedAttemptInput, Parcel } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export const recordFailedAttempt = ({ parcelId, ...body }: FailedAttemptInput & { parcelId: string }) =>
  api<Parcel>(`/deliveries/${encodeURIComponent(parcelId)}/attempts`, { method: 'POST', body });

export const useRecordFailedAttempt = () => useDeliveryMutation(recordFailedAttempt);
