import type { SmsContactInput } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SmsContactAnswer {
  phone: string | null;
  language: 'bn' | 'en';
}

const key = ['sms', 'contact'] as const;

export const smsContactQuery = () =>
  queryOptions({ queryKey: key, queryFn: () => api<SmsContactAnswer>('/sms/contact') });

export const useSmsContact = () => useQuery(smsContactQuery());

export function useSaveSmsContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsContactInput | null) =>
      body
        ? api<SmsContactAnswer>('/sms/contact', { method: 'PUT', body })
        : api<SmsContactAnswer>('/sms/contact', { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
