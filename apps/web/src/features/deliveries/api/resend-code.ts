import type { DeliveryCodeState } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useDeliveryMutation } from './use-delivery-mutation';

export const resendDeliveryCode = (parcelId: string) =>
  api<DeliveryCodeState>(`/deliveries/${encodeURIComponent(parcelId)}/code`, { method: 'POST', body: {} });

export const useResendDeliveryCode = () => useDeliveryMutation(resendDeliveryCode);
