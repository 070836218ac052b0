import type { NewsletterSubscription, SubscribeNewsletterInput } from '@desh/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const subscribeNewsletter = (input: SubscribeNewsletterInput) =>
  api<NewsletterSubscription>('/newsletter', { method: 'POST', body: input });

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
