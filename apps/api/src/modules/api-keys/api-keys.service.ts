import crypto from 'node:crypto';
import {
  type AdminApiKey,
  type ApiKey,
  apiKeyRateLimitAboveDefaultMessage,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createApiKeySchema,
  maxApiKeysPerMerchant,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { apiKeyMatches, generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-secret.ts';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  findApiKey,
  findLiveKeyByHash,
  insertApiKey,
  listApiKeysByUser,
  listApiKeysWithOwners,
  revokeApiKey,
  touchApiKey,
  updateApiKeyRateLimit,
} from './api-keys.repository.ts';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(
  db: Db,
  caller: AuthSession,
  input: CreateApiKeyInput,
  defaultRateLimit: number,
): Promise<CreatedApiKey> {
  const body = createApiKeySchema.parse(input);
  // A key's calls count against its own limit, so a merchant choosing its own ceiling must stay
  // within what the operator gives every key; more is an admin's decision (setApiKeyRateLimit).
  if (body.rateLimitPerMinute !== undefined && body.rateLimitPerMinute > defaultRateLimit) {
    const message = apiKeyRateLimitAboveDefaultMessage(defaultRateLimit);
    throw badRequest(message, { rateLimitPerMinute: message });
  }
  if ((await countLiveApiKeys(db, caller.user.id)) >= maxApiKeysPerMerchant) {
    throw new AppError(
      409,
      'TOO_MANY_KEYS',
      `You can keep up to ${maxApiKeysPerMerchant} keys; revoke one you no longer use.`,
    );
  }
  const secret = generateApiKey();
  const row = await insertApiKey(db, {
    id: crypto.randomUUID(),
    userId: caller.user.id,
    name: body.name,
    prefix: secret.prefix,
    keyHash: secret.hash,
    rateLimitPerMinute: body.rateLimitPerMinute ?? defaultRateLimit,
  });
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    key: secret.key,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listApiKeys(db: Db, caller: AuthSession): Promise<ApiKey[]> {
  return (await listApiKeysByUser(db, caller.user.id)).map(toApiKey);
}

/** Revokes one of the caller's keys; it is refused from the next request on, on every server process. */
export async function deleteApiKey(db: Db, caller: AuthSession, id: string): Promise<void> {
  const row = await findApiKey(db, id);
  // Another merchant's key answers like a missing one: ids are not to be probed.
  if (!row || row.userId !== caller.user.id) throw notFound('No API key has that ID.');
  await revokeApiKey(db, id, caller.user.id);
}

/** Admins: keys with their owners, to find the one whose limit to change. */
export async function listApiKeysForAdmin(db: Db, ownerEmail: string | undefined): Promise<AdminApiKey[]> {
  const rows = await listApiKeysWithOwners(db, ownerEmail);
  return rows.map((row) => ({ ...toApiKey(row.key), userId: row.key.userId, ownerEmail: row.ownerEmail }));
}

/** Admins only (the route checks the role): any limit up to maxApiKeyRateLimit, above the default too. */
export async function setApiKeyRateLimit(db: Db, id: string, rateLimitPerMinute: number): Promise<ApiKey> {
  const row = await updateApiKeyRateLimit(db, id, rateLimitPerMinute);
  if (!row) throw notFound('No API key has that ID.');
  return toApiKey(row);
}

export interface ApiKeyCaller {
  keyId: string;
  rateLimitPerMinute: number;
  /** The owner acting as a merchant: keys never carry rider or admin powers. */
  session: AuthSession;
}

/**
 * The live key behind a presented secret, looked up on every request so a revoke holds at once on
 * every process. Undefined for an unknown, malformed or revoked key.
 */
export async function resolveApiKey(db: Db, key: string): Promise<ApiKeyCaller | undefined> {
  if (!isWellFormedApiKey(key)) return undefined;
  const found = await findLiveKeyByHash(db, hashApiKey(key));
  if (!found || !apiKeyMatches(key, found.keyHash)) return undefined;
  const stale = !found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > 60_000;
  if (stale) await touchApiKey(db, found.id);
  const now = new Date();
  const session = {
    session: {
      id: `api-key:${found.id}`,
      token: '',
      userId: found.user.id,
      expiresAt: now,
      createdAt: now,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
    },
    user: { ...found.user, role: 'customer' },
  } as unknown as AuthSession;
  return { keyId: found.id, rateLimitPerMinute: found.rateLimitPerMinute, session };
}
