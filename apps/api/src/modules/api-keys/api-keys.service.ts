import crypto from 'node:crypto';
import {
  type AdminApiKey,
  type ApiKey,
  apiKeyRateLimitAboveDefaultMessage,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createApiKeySchema,
  isTestApiKey,
  maxApiKeysPerMerchant,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isoOrNull, pickColumns } from '../../lib/rows.ts';
import type { ApiKeyCaller } from '../../plugins/api-key-auth.ts';
import { apiKeyMatches, generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-secret.ts';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  findApiKey,
  findLiveKeyByHash,
  insertApiKey,
  isKeyUsable,
  listApiKeysByUser,
  listApiKeysWithOwners,
  revokeApiKey,
  suspendApiKeysOf,
  touchApiKey,
  unsuspendApiKey,
  updateApiKeyRateLimit,
} from './api-keys.repository.ts';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    ...pickColumns(row, ['id', 'name', 'prefix', 'rateLimitPerMinute']),
    test: isTestApiKey(row.prefix),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: isoOrNull(row.lastUsedAt),
    revokedAt: isoOrNull(row.revokedAt),
    suspendedAt: isoOrNull(row.suspendedAt),
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
    throw new AppError(
      400,
      'API_KEY_RATE_LIMIT_TOO_HIGH',
      message,
      { rateLimitPerMinute: message },
      { max: defaultRateLimit },
    );
  }
  if ((await countLiveApiKeys(db, caller.user.id)) >= maxApiKeysPerMerchant) {
    throw new AppError(
      409,
      'TOO_MANY_KEYS',
      `You can keep up to ${maxApiKeysPerMerchant} keys; revoke one you no longer use.`,
      undefined,
      { max: maxApiKeysPerMerchant },
    );
  }
  const secret = generateApiKey(body.test === true);
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
    test: isTestApiKey(row.prefix),
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

/**
 * A password reset suspends every key of the account: a key copied by whoever made the reset
 * necessary stops working until the owner, signed in with the new password, confirms it.
 */
export async function suspendApiKeysAfterReset(db: Db, userId: string): Promise<void> {
  await suspendApiKeysOf(db, userId);
}

/**
 * The owner confirms a suspended key. Every session older than the reset was ended by it, so the
 * caller signed in with the new password; a session from before the suspension (one that somehow
 * survived) may not confirm it. The password is not asked again (docs/security.md says why).
 */
export async function confirmApiKey(db: Db, caller: AuthSession, id: string): Promise<ApiKey> {
  const row = await findApiKey(db, id);
  if (!row || row.userId !== caller.user.id || row.revokedAt) throw notFound('No API key has that ID.');
  if (!row.suspendedAt) return toApiKey(row);
  if (new Date(caller.session.createdAt).getTime() < row.suspendedAt.getTime()) {
    throw new AppError(403, 'SIGN_IN_AGAIN', 'Sign in again with your new password to confirm this key.');
  }
  const confirmed = await unsuspendApiKey(db, id, caller.user.id);
  if (!confirmed) throw notFound('No API key has that ID.');
  return toApiKey(confirmed);
}

/** Whether an API key behind a stream still works (open streams re-check it when its owner changes). */
export function apiKeyStillWorks(db: Db, keyId: string): Promise<boolean> {
  return isKeyUsable(db, keyId);
}

/** The id an API key caller's session carries: streams opened with a key re-check the key by it. */
export const apiKeySessionPrefix = 'api-key:';

/**
 * The live key behind a presented secret, looked up on every request so a revoke holds at once on
 * every process. Undefined for an unknown, malformed or revoked key; `suspended` for a genuine key a
 * password reset suspended (its owner has not confirmed it yet).
 */
export async function resolveApiKey(db: Db, key: string): Promise<ApiKeyCaller | 'suspended' | undefined> {
  if (!isWellFormedApiKey(key)) return undefined;
  const found = await findLiveKeyByHash(db, hashApiKey(key));
  if (!found || !apiKeyMatches(key, found.keyHash)) return undefined;
  if (found.suspendedAt) return 'suspended';
  const stale = !found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > 60_000;
  if (stale) await touchApiKey(db, found.id);
  const now = new Date();
  const session = {
    session: {
      id: `${apiKeySessionPrefix}${found.id}`,
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
  return {
    keyId: found.id,
    rateLimitPerMinute: found.rateLimitPerMinute,
    test: isTestApiKey(found.prefix),
    session,
  };
}
