import type { BulkBookingResult } from '@desh/shared';
import { apiResponse } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { parcelsQueryKey } from '../../parcels/api/get-parcels';

export type BulkBookingAnswer = BulkBookingResult & {
  /** True when the server had booked this very list before (the same file from another click or tab). */
  replayed: boolean;
};

/**
 * The list's Idempotency-Key: a digest of the rows it sends, so the same file sent again (a double
 * click, a retry, a second tab) is the same key and books once, and an edited preview is a new one.
 */
export async function bulkBookingKey(parcels: Array<Record<string, unknown>>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parcels)));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `bulk-${hex}`;
}

export async function bulkBook(parcels: Array<Record<string, unknown>>): Promise<BulkBookingAnswer> {
  const response = await apiResponse('/parcels/bulk', {
    method: 'POST',
    body: { parcels },
    headers: { 'Idempotency-Key': await bulkBookingKey(parcels) },
  });
  const result = (await response.json()) as BulkBookingResult;
  return { ...result, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
}

export function useBulkBook() {
  return useRefreshingMutation(bulkBook, parcelsQueryKey);
}
