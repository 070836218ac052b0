import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

/** Inserts the address unless it is already there (the unique index is on lower(email)); true when new. */
export async function insertSubscriptionIfNew(db: Db, email: string, locale: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ id: crypto.randomUUID(), email, locale })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
