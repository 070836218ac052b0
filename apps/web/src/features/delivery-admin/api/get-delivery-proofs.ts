import type { DeliveryProof } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DeliveryProofRow = DeliveryProof & { photoId: string | null };

export const deliveryProofsQuery = () =>
  queryOptions({
    queryKey: ['parcels', 'admin', 'proofs'] as const,
    queryFn: () => api<DeliveryProofRow[]>('/admin/deliveries/proofs'),
    staleTime: 0,
  });

export const useDeliveryProofs = () => useQuery(deliveryProofsQuery());
