import type { NewsletterSubscription, SubscribeNewsletterInput } from '@desh/shared';
import { useState } from 'react';
import { api } from '../../../lib/api-client';

export const subscribeNewsletter = (input: SubscribeNewsletterInput) =>
  api<NewsletterSubscription>('/newsletter', { method: 'POST', body: input });

/**
 * The newsletter's one call with its pending state. Plain state rather than TanStack's mutation: the
 * form is on the landing page, whose first download has a budget (2 KB of mutation code for one POST
 * that no cache needs to know about).
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  async function mutateAsync(input: SubscribeNewsletterInput): Promise<NewsletterSubscription> {
    setPending(true);
    try {
      return await subscribeNewsletter(input);
    } finally {
      setPending(false);
    }
  }
  return { mutateAsync, isPending };
}
