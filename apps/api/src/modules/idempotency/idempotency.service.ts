import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { deleteExpiredKeys, findLiveKey, lockKey, saveKey } from './idempotency.repository.ts';

/** How long an Idempotency-Key is remembered. */
export const idempotencyKeyTtlMs = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotentAnswer extends StoredAnswer {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** Printable ASCII, 1–255 characters (what Stripe and the IETF draft allow in practice). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The same operation with the same body (key order aside) hashes the same. */
export function requestHash(operation: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${operation}\n${JSON.stringify(canonical(body) ?? null)}`)
    .digest('hex');
}

/**
 * Runs `work` at most once per (user, key) within 24 hours. The key is locked and the answer stored in
 * the same transaction as the work: a concurrent repeat waits, then replays the stored answer; a repeat
 * with a different body gets 422. Errors are not stored (nothing was done), so the client may retry.
 */
export async function runIdempotent(
  db: Db,
  request: { userId: string; key: string; operation: string; body: unknown },
  work: (tx: Db) => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  if (!keyPattern.test(request.key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.', {
      'idempotency-key': 'Use 1 to 255 printable ASCII characters',
    });
  }
  const hash = requestHash(request.operation, request.body);
  const answer = await db.transaction(async (tx) => {
    await lockKey(tx, request.userId, request.key);
    const stored = await findLiveKey(tx, request.userId, request.key);
    if (stored) {
      if (stored.requestHash !== hash) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used with a different request. Use a new key.',
        );
      }
      return { statusCode: stored.statusCode, body: stored.responseBody, replayed: true };
    }
    const fresh = await work(tx);
    await saveKey(tx, {
      userId: request.userId,
      key: request.key,
      requestHash: hash,
      statusCode: fresh.statusCode,
      responseBody: fresh.body,
      expiresAt: new Date(Date.now() + idempotencyKeyTtlMs),
    });
    return { ...fresh, replayed: false };
  });
  if (!answer.replayed) await deleteExpiredKeys(db, 100);
  return answer;
}
