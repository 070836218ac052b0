import type { BulkBookingResult } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { parcelsQueryKey } from '../../parcels/api/get-parcels';

export const bulkBook = (parcels: Array<Record<string, unknown>>) =>
  api<BulkBookingResult>('/parcels/bulk', { method: 'POST', body: { parcels } });

export function useBulkBook() {
  return useRefreshingMutation(bulkBook, parcelsQueryKey);
}
