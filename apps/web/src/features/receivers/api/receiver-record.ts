import { bdMobilePattern, type ReceiverRecord } from '@desh/shared';
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

/** A receiver phone's record, once the number is a valid one and `enabled` (a COD booking). */
export function useReceiverRecord(phone: string, enabled: boolean) {
  const valid = bdMobilePattern.test(phone.replace(/[\s-]/g, ''));
  return useQuery({ ...receiverRecordQuery(phone), enabled: enabled && valid });
}
