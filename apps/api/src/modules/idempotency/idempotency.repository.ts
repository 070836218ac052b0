import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Serialises requests with the same (user, key) until the transaction ends, even before a row exists. */
export async function lockKey(tx: Db, userId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}\n${key}`}, 0))`);
}

export async function findLiveKey(tx: Db, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Stores the answer; an expired row with the same key is replaced. */
export async function saveKey(tx: Db, row: Omit<IdempotencyRow, 'createdAt'>): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        requestHash: row.requestHash,
        statusCode: row.statusCode,
        responseBody: row.responseBody,
        createdAt: sql`now()`,
        expiresAt: row.expiresAt,
      },
    });
}

/** Drops up to `limit` expired keys (any user's): a bounded sweep that piggybacks on new keys. */
export async function deleteExpiredKeys(db: Db, limit: number): Promise<void> {
  const expired = db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .limit(limit);
  await db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.expiresAt, sql`now()`), inArray(idempotencyKeys.key, expired)));
}

/** Forgets a key (an action that failed: nothing was done, so the same key may try again). */
export async function deleteKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
