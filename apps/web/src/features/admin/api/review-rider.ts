import type { ModifiedCount } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const approveRider = (id: string) =>
  api<ModifiedCount>(`/approve-rider/${encodeURIComponent(id)}`, { method: 'PATCH', body: {} });

export const rejectRider = (id: string) =>
  api<ModifiedCount>(`/riders/${encodeURIComponent(id)}/reject`, { method: 'PATCH', body: {} });

/** Approve or reject; either way the application leaves the pending list and the rider list may change. */
export function useReviewRider() {
  return useRefreshingMutation(
    ({ id, verdict }: { id: string; verdict: 'approve' | 'reject' }) =>
      verdict === 'approve' ? approveRider(id) : rejectRider(id),
    ['riders'],
    'settled',
  );
}
