import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { deleteExpiredKeys, deleteKey, findLiveKey, lockKey, saveKey } from './idempotency.repository.ts';

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

/** The status stored while an action with the key is under way (no answer yet). */
const inProgress = 0;
/** A claim older than this is taken over: the process that held it is gone. */
const claimTtlMs = 2 * 60 * 1000;

/** Printable ASCII, 1–255 characters (what Stripe and the IETF draft allow in practice). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

function checkKey(key: string): void {
  if (!keyPattern.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.', {
      'idempotency-key': 'Use 1 to 255 printable ASCII characters',
    });
  }
}

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

const keyReused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used with a different request. Use a new key.',
  );

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
  checkKey(request.key);
  const hash = requestHash(request.operation, request.body);
  const answer = await transaction(db, async (tx) => {
    await lockKey(tx, request.userId, request.key);
    const stored = await findLiveKey(tx, request.userId, request.key);
    if (stored) {
      if (stored.requestHash !== hash) {
        throw keyReused();
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

/**
 * Runs an action at most once per (user, key) within 24 hours, for actions that run their own
 * transactions (the rider's delivery actions, sent again by the phone's queue when an answer was
 * lost). The key is claimed first (a row with no answer yet), the action runs, then its answer is
 * stored; a repeat replays that answer. A repeat while the first is still running gets 409 (try
 * again shortly); a repeat with another body gets 422. When the action fails, the claim is dropped:
 * nothing was done, so the same key may try again (an action that must keep something of a failure,
 * a wrong receiver's code, commits that itself).
 */
export async function runIdempotentAction(
  db: Db,
  request: { userId: string; key: string; operation: string; body: unknown },
  work: () => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  checkKey(request.key);
  const hash = requestHash(request.operation, request.body);
  const row = (statusCode: number, body: unknown) => ({
    userId: request.userId,
    key: request.key,
    requestHash: hash,
    statusCode,
    responseBody: body,
    expiresAt: new Date(Date.now() + idempotencyKeyTtlMs),
  });
  const stored = await transaction(db, async (tx) => {
    await lockKey(tx, request.userId, request.key);
    const found = await findLiveKey(tx, request.userId, request.key);
    if (found && found.requestHash !== hash) throw keyReused();
    if (found && found.statusCode !== inProgress) {
      return { statusCode: found.statusCode, body: found.responseBody, replayed: true };
    }
    if (found && Date.now() - found.createdAt.getTime() < claimTtlMs) {
      throw new AppError(
        409,
        'IDEMPOTENCY_KEY_IN_PROGRESS',
        'A request with this Idempotency-Key is still being handled. Try again in a moment.',
      );
    }
    await saveKey(tx, row(inProgress, {}));
    return null;
  });
  if (stored) return stored;
  let fresh: StoredAnswer;
  try {
    fresh = await work();
  } catch (error) {
    await deleteKey(db, request.userId, request.key);
    throw error;
  }
  await saveKey(db, row(fresh.statusCode, fresh.body));
  await deleteExpiredKeys(db, 100);
  return { ...fresh, replayed: false };
}
