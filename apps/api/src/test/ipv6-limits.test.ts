import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema/index.ts';
import { postToAuth, type SignedIn, signUp, testOrigin, uniqueEmail, useTestContext } from './helpers.ts';

/**
 * Issue 59, item 6: one subscriber holds a whole IPv6 /64 and may send each request from a fresh
 * address in it. Every limit counts the /64 as one client (lib/address-key.ts). The limits here are
 * the documented defaults (env.ts), except the per-minute auth limit, which is left at its default too.
 */
const ctx = useTestContext({ AUTH_RATE_LIMIT_MAX: '30', TRACK_RATE_LIMIT_MAX: '60' });

/** The n-th address of a /64 (its last group), as a client rotating inside it would use. */
const inNetwork = (network: string, n: number) => `${network}:${(n + 1).toString(16)}`;

let owner: SignedIn;
beforeAll(async () => {
  owner = await signUp(ctx.app, { password: 'owner-password' });
});

describe('limits keyed by address count an IPv6 /64 as one client', () => {
  it('sends at most AUTH_SMS_CODE_IP_MAX (30) codes an hour to addresses rotating inside one /64', async () => {
    const network = '2001:db8:59:6:0:0:0';
    const statuses: number[] = [];
    for (let n = 0; n < 42; n += 1) {
      const phoneNumber = `01759${String(600_000 + n)}`;
      const answer = await postToAuth(
        ctx.app,
        '/api/auth/phone-number/send-otp',
        { phoneNumber },
        inNetwork(network, n),
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().code).toBe('TOO_MANY_CODES');
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(12).fill(429));
    const queued = await ctx.db
      .select({ to: smsOutbox.toPhone })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.kind, 'sign_in_code'), like(smsOutbox.toPhone, '01759%')));
    expect(queued).toHaveLength(30);
    // The next /64 is another subscriber.
    const neighbour = await postToAuth(
      ctx.app,
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '01759700000' },
      '2001:db8:59:7::1',
    );
    expect(neighbour.statusCode).toBe(200);
  });

  it('holds one account’s sign-in attempts from rotating addresses in one /64 to AUTH_ACCOUNT_IP_RATE_LIMIT_MAX (10)', async () => {
    const network = '2001:db8:59:16:0:0:0';
    const statuses: number[] = [];
    for (let n = 0; n < 42; n += 1) {
      const answer = await postToAuth(
        ctx.app,
        '/api/auth/sign-in/email',
        { email: owner.email, password: `guess-${n}` },
        inNetwork(network, n),
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(32).fill(429));
    // The owner, from their own network, still signs in: only the guesser's /64 is held.
    const own = await postToAuth(
      ctx.app,
      '/api/auth/sign-in/email',
      { email: owner.email, password: 'owner-password' },
      '2001:db8:77:1::5',
    );
    expect(own.statusCode).toBe(200);
  }, 60_000);

  it('holds Better Auth’s own per-minute limit (AUTH_RATE_LIMIT_MAX, here on reset requests) to one /64', async () => {
    const network = '2001:db8:59:26:0:0:0';
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) {
      const answer = await postToAuth(
        ctx.app,
        '/api/auth/request-password-reset',
        { email: uniqueEmail('nobody'), redirectTo: `${testOrigin}/reset-password` },
        inNetwork(network, n),
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('holds public tracking (TRACK_RATE_LIMIT_MAX, 60 a minute) to one /64, and an IPv4-mapped address to its IPv4 one', async () => {
    const network = '2001:db8:59:36:0:0:0';
    const track = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/track/DSH-1700000000000', remoteAddress });
    for (let n = 0; n < 60; n += 1) expect((await track(inNetwork(network, n))).statusCode).toBe(404);
    expect((await track(inNetwork(network, 60))).statusCode).toBe(429);

    for (let n = 0; n < 30; n += 1) expect((await track('198.51.100.59')).statusCode).toBe(404);
    for (let n = 0; n < 30; n += 1) expect((await track('::ffff:198.51.100.59')).statusCode).toBe(404);
    expect((await track('::ffff:198.51.100.59')).statusCode).toBe(429);
  });
});
