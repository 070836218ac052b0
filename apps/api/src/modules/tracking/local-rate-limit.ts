import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/address-key.ts';
import { AppError } from '../../lib/errors.ts';

const maxTrackedClients = 100_000;

/**
 * Fixed-window per-address limit (`addressKey`: an IPv6 address's /64) counted in this process's memory. Public tracking is the hottest read
 * and exists to be polled: a database write per lookup (the shared limiter) would cost more than
 * the lookup itself. The limit is per process, so N processes allow N times as many guesses.
 */
export function localRateLimit(options: { max: number; windowMs: number; now?: () => number }) {
  const { max, windowMs, now = Date.now } = options;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  // A callback-style hook: it runs on every tracking request, and an async one costs a promise each time.
  return function limit(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: AppError) => void,
  ): void {
    const at = now();
    const client = addressKey(request.ip);
    let window = windows.get(client);
    if (!window || window.resetAt <= at) {
      if (windows.size >= maxTrackedClients) sweep(at);
      window = { count: 0, resetAt: at + windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - window.count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (window.count <= max) {
      done();
      return;
    }
    reply.header('retry-after', resetSeconds);
    done(new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
  };
}
