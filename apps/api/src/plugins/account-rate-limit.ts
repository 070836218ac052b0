import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key.ts';
import type { HitCounter } from './rate-limit-store.ts';

export const accountWindowMs = 15 * 60 * 1000;

export interface AccountLimits {
  /** Sign-in attempts for one account from one IP per window: what throttles a guesser. */
  perAccountAndIp: number;
  /** Sign-in attempts for one account from all IPs together per window; past it the account is locked
   * (the right password included) until the window ends or the owner resets the password by email. */
  perAccount: number;
}

/** The same endpoint however the path is spelled (case, repeated or trailing slashes, escapes). */
function isEmailSignIn(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  let path = request.url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  return /^\/+api\/+auth\/+sign-in\/+email\/*$/i.test(path);
}

// Hashed: the counter store (a table or Redis) should not hold a list of email addresses.
const emailDigest = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export const accountLockKey = (email: string) => `signin:${emailDigest(email)}`;
export const accountAndIpKey = (email: string, ip: string) =>
  `signin:${emailDigest(email)}:${addressKey(ip)}`;

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

/**
 * Password guessing is throttled per account *and* IP, so an attacker's failures never lock out the
 * owner signing in from their own network. Only a much larger number of attempts from everywhere
 * together locks the account itself, and a password reset by email lifts that lock
 * (`clearAccountLock`). Better Auth's own limit is per IP across all accounts. A successful sign-in
 * clears the counts, so the owner is never locked out by their own earlier typos.
 */
export function registerAccountRateLimit(
  app: FastifyInstance,
  counter: HitCounter,
  limits: AccountLimits,
): void {
  const tooMany = (reply: FastifyReply, ttlMs: number, message: string) => {
    const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
    // Better Auth's error shape, so the web client reads it like Better Auth's own 429.
    return reply
      .status(429)
      .header('retry-after', String(retryAfter))
      .header('x-retry-after', String(retryAfter))
      .send({ code: 'TOO_MANY_ATTEMPTS', message });
  };

  const limitSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isEmailSignIn(request)) return;
    const email = emailOf(request);
    if (!email) return;
    let pair: Awaited<ReturnType<HitCounter['hit']>>;
    let account: Awaited<ReturnType<HitCounter['hit']>>;
    try {
      [pair, account] = await Promise.all([
        counter.hit(accountAndIpKey(email, request.ip), accountWindowMs),
        counter.hit(accountLockKey(email), accountWindowMs),
      ]);
    } catch (error) {
      // Failing open keeps sign-in working when the counter store is down; the per-IP limit remains.
      request.log.warn({ err: error }, 'account rate limit unavailable');
      return;
    }
    if (account.count > limits.perAccount) {
      return tooMany(
        reply,
        account.ttlMs,
        'This account is locked for a while after too many sign-in attempts. Reset your password by email to unlock it now.',
      );
    }
    if (pair.count > limits.perAccountAndIp) {
      return tooMany(
        reply,
        pair.ttlMs,
        'Too many sign-in attempts for this account. Please try again later.',
      );
    }
  };

  const clearAfterSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 200 || !isEmailSignIn(request)) return;
    const email = emailOf(request);
    if (email) await clearAccountLock(counter, email, request.ip).catch(() => undefined);
  };

  // Only the Better Auth routes carry these hooks: every other request skips them entirely.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/auth/')) return;
    route.preHandler = [...asArray(route.preHandler), limitSignIn];
    route.onResponse = [...asArray(route.onResponse), clearAfterSignIn];
  });
}

/** The owner proved who they are (signed in, or reset the password by email): their counts start over. */
export async function clearAccountLock(counter: HitCounter, email: string, ip?: string): Promise<void> {
  await Promise.all([
    counter.reset(accountLockKey(email)),
    ip ? counter.reset(accountAndIpKey(email, ip)) : Promise.resolve(),
  ]);
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
