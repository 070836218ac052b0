import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('insert into api_keys returned no row');
  return row;
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

/** Revokes a live key of this user; a second revoke keeps the first time. */
export async function revokeApiKey(db: Db, id: string, userId: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
}

/** A live (not revoked) key by its hash, with the owner's account. */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      keyHash: apiKeys.keyHash,
      rateLimitPerMinute: apiKeys.rateLimitPerMinute,
      lastUsedAt: apiKeys.lastUsedAt,
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
