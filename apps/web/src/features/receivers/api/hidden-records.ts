import type { HiddenReceiverRecord, HideReceiverRecordInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

const hiddenKey = ['receiver-records', 'hidden'] as const;

export const hiddenRecordsQuery = () =>
  queryOptions({
    queryKey: hiddenKey,
    queryFn: () => api<HiddenReceiverRecord[]>('/admin/receiver-records/hidden'),
  });

export const useHiddenRecords = () => useQuery(hiddenRecordsQuery());

export const useHideRecord = () =>
  useRefreshingMutation(
    (input: HideReceiverRecordInput) =>
      api<HiddenReceiverRecord>('/admin/receiver-records/hidden', { method: 'POST', body: input }),
    hiddenKey,
  );

export const useUnhideRecord = () =>
  useRefreshingMutation(
    (phone: string) =>
      api<null>(`/admin/receiver-records/hidden/${encodeURIComponent(phone)}`, { method: 'DELETE' }),
    hiddenKey,
  );
