import { bdMobilePattern, type ReceiverLookupsToday, type ReceiverRecord } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const lookUpReceiverRecord = (phone: string) =>
  api<ReceiverRecord>('/receiver-records/lookup', { method: 'POST', body: { phone } });

const normalised = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+?88/, '');

export const receiverRecordQuery = (phone: string) =>
  queryOptions({
    queryKey: ['receiver-record', normalised(phone)],
    queryFn: () => lookUpReceiverRecord(phone),
    // Lookups are limited and logged: one per number a visit is plenty.
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/** What the merchant may look up today; asked once, before any number (it counts nothing). */
export function useReceiverLookupsToday(enabled: boolean) {
  return useQuery({
    queryKey: ['receiver-record', 'today'],
    queryFn: () => api<ReceiverLookupsToday>('/receiver-records/allowance'),
    enabled,
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** Nothing would be answered: no collected parcel in the window, and no receiver of its own on record. */
export const lookupsClosed = (today: ReceiverLookupsToday | undefined) =>
  today !== undefined && today.limit === 0 && !today.ownReceivers;

/**
 * A receiver phone's record, once the number is a valid one and `enabled` (a COD booking), and only when
 * it could be answered: a new merchant's form asks nothing that is bound to be refused.
 */
export function useReceiverRecord(phone: string, enabled: boolean) {
  const today = useReceiverLookupsToday(enabled);
  const valid = bdMobilePattern.test(phone.replace(/[\s-]/g, ''));
  const open = today.isSuccess && !lookupsClosed(today.data);
  const record = useQuery({ ...receiverRecordQuery(phone), enabled: enabled && valid && open });
  return { record, closed: lookupsClosed(today.data) };
}
