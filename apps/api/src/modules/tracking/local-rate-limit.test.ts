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
  let outcome = { ok: false, error: undefined as unknown, headers };
  limit({ ip } as FastifyRequest, reply as unknown as FastifyReply, (error) => {
    outcome = { ok: error === undefined, error, headers };
  });
  return outcome;
}

describe('localRateLimit', () => {
  it('lets `max` requests per IP through in a window, then answers 429 until the window ends', () => {
    let clock = 1_000;
    const limit = localRateLimit({ max: 2, windowMs: 60_000, now: () => clock });
    expect(call(limit, '10.0.0.1').headers).toMatchObject({
      'x-ratelimit-limit': 2,
      'x-ratelimit-remaining': 1,
    });
    expect(call(limit, '10.0.0.1').ok).toBe(true);
    const blocked = call(limit, '10.0.0.1');
    expect(blocked.ok).toBe(false);
    expect(blocked.error).toBeInstanceOf(AppError);
    expect(blocked.error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBe(60);
    expect(call(limit, '10.0.0.2').ok).toBe(true);

    clock += 59_000;
    expect(call(limit, '10.0.0.1').headers['retry-after']).toBe(1);
    clock += 1_000;
    expect(call(limit, '10.0.0.1').ok).toBe(true);
  });
});
