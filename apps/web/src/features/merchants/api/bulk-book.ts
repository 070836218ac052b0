import type { BulkBookingResult } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from '../../parcels/api/get-parcels';

export const bulkBook = (parcels: Array<Record<string, unknown>>) =>
  api<BulkBookingResult>('/parcels/bulk', { method: 'POST', body: { parcels } });

export function useBulkBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsQueryKey }),
  });
}
