import type { SmsContactInput, StepUpProof } from '@desh/shared';
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
    /** `contact` null turns parcel SMS off; either way the change carries the owner's proof. */
    mutationFn: ({ contact, proof }: { contact: SmsContactInput | null; proof: StepUpProof }) =>
      contact
        ? api<SmsContactAnswer>('/sms/contact', { method: 'PUT', body: { ...contact, ...proof } })
        : api<SmsContactAnswer>('/sms/contact', { method: 'DELETE', body: proof }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
