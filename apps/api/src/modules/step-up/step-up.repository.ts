import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, stepUpCodes, users } from '../../db/schema/index.ts';

export type StepUpCodeRow = typeof stepUpCodes.$inferSelect;

/** What proves the account's owner, and where to tell them about a change. */
export async function findOwnerFacts(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${and(
        eq(accounts.userId, users.id),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      )})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A new code replaces the account's earlier one, with its tries starting over. */
export async function saveStepUpCode(db: Db, values: Omit<typeof stepUpCodes.$inferInsert, 'wrongTries'>) {
  const { userId: _userId, ...rest } = values;
  await db
    .insert(stepUpCodes)
    .values(values)
    .onConflictDoUpdate({ target: stepUpCodes.userId, set: { ...rest, wrongTries: 0 } });
}

/** The account's code, its row locked: two tries at once count as two. */
export async function findStepUpCodeForUpdate(db: Db, userId: string): Promise<StepUpCodeRow | undefined> {
  const [row] = await db.select().from(stepUpCodes).where(eq(stepUpCodes.userId, userId)).for('update');
  return row;
}

export async function countWrongStepUpTry(db: Db, userId: string): Promise<void> {
  await db
    .update(stepUpCodes)
    .set({ wrongTries: sql`${stepUpCodes.wrongTries} + 1` })
    .where(eq(stepUpCodes.userId, userId));
}

export async function deleteStepUpCode(db: Db, userId: string): Promise<void> {
  await db.delete(stepUpCodes).where(eq(stepUpCodes.userId, userId));
}
