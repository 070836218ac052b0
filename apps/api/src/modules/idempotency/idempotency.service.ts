import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { claimKey, deleteExpiredKeys, findLiveKey, saveKey } from './idempotency.repository.ts';

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

/** How long a copy of a request waits for the first to finish before it is told to try again. */
export const keyWaitMs = 5_000;

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

const stillInProgress = () =>
  new AppError(
    409,
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being handled. Try again in a moment.',
  );

/**
 * The one rule for a write a client may send again with a key (an Idempotency-Key header, a payout's,
 * handover's or remittance's `idempotencyKey`): one transaction claims the key first, then `work`
 * looks for the key's earlier result (to replay it) and only when there is none runs its checks and
 * writes. A copy sent while the first is at work waits for the key (at most `waitMs`, else 409
 * IDEMPOTENCY_KEY_IN_PROGRESS), then finds the first's result: the business checks run once per key.
 * `scope` says whose key it is (a user, a rider, a hub, the office's payouts).
 *
 * `work` runs as it would without a key: what its own transactions commit (savepoints here) stays,
 * even when it then fails (a wrong receiver's code counts), and a failure stores no result. A work
 * that must write all or nothing opens its own transaction. On PGlite (one connection) the copies
 * wait for the whole transaction, so `work` queries on the `tx` it is given, never on `db`.
 */
export async function runOnce<T>(
  db: Db,
  claim: { scope: string; key: string },
  work: (tx: Db) => Promise<T>,
  waitMs = keyWaitMs,
): Promise<T> {
  let failure: { error: unknown } | undefined;
  const result = await transaction(db, async (tx) => {
    if (!(await claimKey(tx, `${claim.scope}\n${claim.key}`, waitMs))) throw stillInProgress();
    try {
      return await work(tx);
    } catch (error) {
      failure = { error };
      return undefined;
    }
  });
  if (failure) throw failure.error;
  return result as T;
}

/**
 * Runs `work` at most once per (user, key) within 24 hours, by `runOnce`'s rule, keeping its answer
 * (status and body) in `idempotency_keys`: a repeat replays it, a repeat with another body (another
 * operation, path or body) gets 422. Used by POST /api/parcels and the field actions (`answerOnce`).
 */
export async function runIdempotent(
  db: Db,
  request: { userId: string; key: string; operation: string; body: unknown },
  work: (tx: Db) => Promise<StoredAnswer>,
  waitMs = keyWaitMs,
): Promise<IdempotentAnswer> {
  checkKey(request.key);
  const hash = requestHash(request.operation, request.body);
  const answer = await runOnce(
    db,
    { scope: request.userId, key: request.key },
    async (tx): Promise<IdempotentAnswer> => {
      const stored = await findLiveKey(tx, request.userId, request.key);
      if (stored) {
        if (stored.requestHash !== hash) throw keyReused();
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
    },
    waitMs,
  );
  if (!answer.replayed) await deleteExpiredKeys(db, 100);
  return answer;
}
