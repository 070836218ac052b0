import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { isDatabaseError } from '../../lib/database-errors.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the lock of a key until the transaction ends, even before any row of it exists: the first
 * try does not wait (the usual case, one statement); a key held by a request still at work is waited
 * for at most `waitMs`, then PostgreSQL cancels the wait (lock_timeout, code 55P03) and this answers
 * false. The wait's lock_timeout is set for that one statement only, so the work's own locks keep theirs.
 */
export async function claimKey(tx: Db, name: string, waitMs: number): Promise<boolean> {
  const lock = sql`hashtextextended(${name}, 0)`;
  const tried = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${lock}) as "claimed", current_setting('lock_timeout') as "previous"`,
  )) as unknown as { rows: Array<{ claimed: boolean; previous: string }> };
  const [first] = tried.rows;
  if (!first || first.claimed) return true;
  await tx.execute(sql`select set_config('lock_timeout', ${`${waitMs}ms`}, true)`);
  try {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
  } catch (error) {
    if (isDatabaseError(error, lockNotAvailable)) return false;
    throw error;
  }
  await tx.execute(sql`select set_config('lock_timeout', ${first.previous}, true)`);
  return true;
}

/** PostgreSQL's code for a lock wait that lock_timeout cancelled. */
const lockNotAvailable = '55P03';

/** The answer stored for a key within its 24 hours (a claim with no answer, status 0, left by the rule before, is none). */
export async function findLiveKey(tx: Db, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.expiresAt, sql`now()`),
        gt(idempotencyKeys.statusCode, 0),
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
