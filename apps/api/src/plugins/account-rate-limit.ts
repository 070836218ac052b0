import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HitCounter } from './rate-limit-store.ts';

export const accountWindowMs = 15 * 60 * 1000;

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

function accountKey(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !email.trim()) return undefined;
  // Hashed: the counter store (a table or Redis) should not hold a list of email addresses.
  const digest = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return `signin:${digest}`;
}

/**
 * Caps password guesses against one account, whatever the number of IPs they come from (Better
 * Auth's own limit is per IP). A successful sign-in clears the count, so the owner is never locked
 * out by their own earlier typos.
 */
export function registerAccountRateLimit(app: FastifyInstance, counter: HitCounter, max: number): void {
  const limitSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isEmailSignIn(request)) return;
    const key = accountKey(request);
    if (!key) return;
    let hit: Awaited<ReturnType<HitCounter['hit']>>;
    try {
      hit = await counter.hit(key, accountWindowMs);
    } catch (error) {
      // Failing open keeps sign-in working when the counter store is down; the per-IP limit remains.
      request.log.warn({ err: error }, 'account rate limit unavailable');
      return;
    }
    if (hit.count <= max) return;
    const retryAfter = Math.max(1, Math.ceil(hit.ttlMs / 1000));
    // Better Auth's error shape, so the web client reads it like Better Auth's own 429.
    return reply
      .status(429)
      .header('retry-after', String(retryAfter))
      .header('x-retry-after', String(retryAfter))
      .send({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many sign-in attempts for this account. Please try again later.',
      });
  };

  const clearAfterSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 200 || !isEmailSignIn(request)) return;
    const key = accountKey(request);
    if (key) await counter.reset(key).catch(() => undefined);
  };

  // Only the Better Auth routes carry these hooks: every other request skips them entirely.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/auth/')) return;
    route.preHandler = [...asArray(route.preHandler), limitSignIn];
    route.onResponse = [...asArray(route.onResponse), clearAfterSignIn];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
