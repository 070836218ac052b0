import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutAccountChanges, payoutAccounts, users } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
type AccountValues = Omit<typeof payoutAccounts.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Reads the account and holds its merchant's lock, so two saves at once record two clean changes. */
export async function findPayoutAccountForUpdate(
  db: Db,
  merchantId: string,
): Promise<PayoutAccountRow | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-account:${merchantId}`}))`);
  return findPayoutAccount(db, merchantId);
}

export async function findPayoutAccount(db: Db, merchantId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.merchantId, merchantId));
  return row;
}

export async function upsertPayoutAccount(db: Db, values: AccountValues): Promise<PayoutAccountRow> {
  const { merchantId: _merchantId, ...changes } = values;
  return onlyRow(
    await db
      .insert(payoutAccounts)
      .values(values)
      .onConflictDoUpdate({ target: payoutAccounts.merchantId, set: { ...changes, updatedAt: new Date() } })
      .returning(),
    'payout account upsert',
  );
}

export async function insertPayoutAccountChange(
  db: Db,
  values: typeof payoutAccountChanges.$inferInsert,
): Promise<void> {
  await db.insert(payoutAccountChanges).values(values);
}

export function listPayoutAccountChanges(db: Db, merchantId: string, limit: number) {
  return db
    .select({
      id: payoutAccountChanges.id,
      destination: payoutAccountChanges.destination,
      previousDestination: payoutAccountChanges.previousDestination,
      changedAt: payoutAccountChanges.changedAt,
      changedByName: users.name,
    })
    .from(payoutAccountChanges)
    .leftJoin(users, eq(users.id, payoutAccountChanges.changedBy))
    .where(eq(payoutAccountChanges.merchantId, merchantId))
    .orderBy(desc(payoutAccountChanges.changedAt), desc(payoutAccountChanges.id))
    .limit(limit);
}

/** Every saved account with the time its destination last changed. */
export function listPayoutAccountsWithLastChange(db: Db) {
  const lastChange = db
    .select({
      merchantId: payoutAccountChanges.merchantId,
      changedAt: sql<Date>`max(${payoutAccountChanges.changedAt})`.as('changed_at'),
    })
    .from(payoutAccountChanges)
    .groupBy(payoutAccountChanges.merchantId)
    .as('last_change');
  return db
    .select({ account: payoutAccounts, changedAt: lastChange.changedAt })
    .from(payoutAccounts)
    .leftJoin(lastChange, eq(lastChange.merchantId, payoutAccounts.merchantId))
    .orderBy(payoutAccounts.merchantId);
}
