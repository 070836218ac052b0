import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { localRateLimit } from './local-rate-limit.ts';

function call(limit: ReturnType<typeof localRateLimit>, ip: string) {
  const headers: Record<string, unknown> = {};
  const reply = {
    header(name: string, value: unknown) {
      headers[name] = value;
      return reply;
    },
  };
  return limit({ ip } as FastifyRequest, reply as unknown as FastifyReply).then(
    () => ({ ok: true, error: undefined as unknown, headers }),
    (error: unknown) => ({ ok: false, error, headers }),
  );
}

describe('localRateLimit', () => {
  it('lets `max` requests per IP through in a window, then answers 429 until the window ends', async () => {
    let clock = 1_000;
    const limit = localRateLimit({ max: 2, windowMs: 60_000, now: () => clock });
    expect((await call(limit, '10.0.0.1')).headers).toMatchObject({
      'x-ratelimit-limit': 2,
      'x-ratelimit-remaining': 1,
    });
    expect((await call(limit, '10.0.0.1')).ok).toBe(true);
    const blocked = await call(limit, '10.0.0.1');
    expect(blocked.ok).toBe(false);
    expect(blocked.error).toBeInstanceOf(AppError);
    expect(blocked.error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBe(60);
    expect((await call(limit, '10.0.0.2')).ok).toBe(true);

    clock += 59_000;
    expect((await call(limit, '10.0.0.1')).headers['retry-after']).toBe(1);
    clock += 1_000;
    expect((await call(limit, '10.0.0.1')).ok).toBe(true);
  });
});
