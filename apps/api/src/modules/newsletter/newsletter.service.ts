import type { Db } from '../../db/client.ts';
import { insertSubscriptionIfNew } from './newsletter.repository.ts';

/**
 * Subscribing twice is not an error: the visitor simply sees the same success, and the
 * first row (with its language) is kept.
 */
export async function subscribe(
  db: Db,
  input: { email: string; locale?: 'en' | 'bn' },
): Promise<{ created: boolean }> {
  const created = await insertSubscriptionIfNew(db, input.email.toLowerCase(), input.locale ?? 'en');
  return { created };
}
