import crypto from 'node:crypto';
import { apiKeyPrefix, apiKeyShownLength, testApiKeyPrefix } from '@desh/shared';

/**
 * `dsh_live_` (or `dsh_test_` for a test key) + 32 random bytes in base64url: 256 bits, so a plain
 * SHA-256 is a safe way to keep it.
 */
export function generateApiKey(test = false): { key: string; prefix: string; hash: string } {
  const key = `${test ? testApiKeyPrefix : apiKeyPrefix}${crypto.randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, apiKeyShownLength), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Compares a presented key with a stored hash in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && crypto.timingSafeEqual(presented, stored);
}

const keyShape = new RegExp(`^(?:${apiKeyPrefix}|${testApiKeyPrefix})[A-Za-z0-9_-]{43}$`);

/** The API key in `Authorization: Bearer dsh_live_…`, if that is what the header holds. */
export function bearerApiKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  return token?.startsWith(apiKeyPrefix) || token?.startsWith(testApiKeyPrefix) ? token : undefined;
}

/** A token that is a key by its prefix but cannot be one (wrong length or letters) is refused without a lookup. */
export function isWellFormedApiKey(key: string): boolean {
  return keyShape.test(key);
}
