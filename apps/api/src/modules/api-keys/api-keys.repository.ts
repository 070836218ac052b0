import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  return onlyRow(await db.insert(apiKeys).values(values).returning(), 'insert into api_keys');
}

export function listApiKeysByUser(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveApiKeys(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.count ?? 0;
}

export function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.id, id))
    .then((rows) => rows[0]);
}

/**
 * Open live streams of the owner (a key's or a session's) re-check their credential on every process
 * when this channel names them (plugins/session-lookup.ts listens; migration 0002 notifies on sessions).
 */
async function announceKeyChange(db: Pick<Db, 'execute'>, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify('session_changes', ${userId})`);
}

/** Revokes a live key of this user; a second revoke keeps the first time. */
export async function revokeApiKey(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
    await announceKeyChange(tx, userId);
  });
}

/** Suspends every live key of the user (a password reset); keys already suspended keep their time. */
export async function suspendApiKeysOf(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      // The server's clock, as the sessions' createdAt it is compared with (api-keys.service).
      .set({ suspendedAt: new Date() })
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), isNull(apiKeys.suspendedAt)));
    await announceKeyChange(tx, userId);
  });
}

/** Lifts the suspension of one of the user's live keys; the updated row, or undefined when none. */
export async function unsuspendApiKey(db: Db, id: string, userId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ suspendedAt: null })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Whether a key still works: not revoked and not suspended (open streams ask this). */
export async function isKeyUsable(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt), isNull(apiKeys.suspendedAt)))
    .limit(1);
  return row !== undefined;
}

/** A live (not revoked) key by its hash, with the owner's account; a suspended key is returned as such. */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      keyHash: apiKeys.keyHash,
      rateLimitPerMinute: apiKeys.rateLimitPerMinute,
      lastUsedAt: apiKeys.lastUsedAt,
      suspendedAt: apiKeys.suspendedAt,
      user: users,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Marks a key used; written at most once a minute per key, so busy keys do not write on every call. */
export async function touchApiKey(db: Db, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/** Keys with their owner's email, newest first: one owner's (by email), or everyone's newest. */
export function listApiKeysWithOwners(db: Db, ownerEmail: string | undefined, limit = 100) {
  return db
    .select({ key: apiKeys, ownerEmail: users.email })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(ownerEmail ? eq(sql`lower(${users.email})`, ownerEmail) : undefined)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(limit);
}

export async function updateApiKeyRateLimit(
  db: Db,
  id: string,
  rateLimitPerMinute: number,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db.update(apiKeys).set({ rateLimitPerMinute }).where(eq(apiKeys.id, id)).returning();
  return row;
}
