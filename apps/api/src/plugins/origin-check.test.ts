import { beforeAll, describe, expect, it } from 'vitest';
import { bookingInput } from '../test/factories.ts';
import { loginAs, type SignedIn, testOrigin, useTestContext } from '../test/helpers.ts';

const ctx = useTestContext({ TRUSTED_ORIGINS: 'https://shop.example.test' });
let user: SignedIn;
beforeAll(async () => {
  user = await loginAs(ctx, 'customer');
});

const booking = bookingInput();

const book = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/parcels', headers, payload: booking });

describe('cookie sessions from foreign origins', () => {
  it('refuses a cookie write from another origin, or a sibling subdomain, with 403 in the error shape', async () => {
    for (const origin of ['http://evil.test', 'http://shop.localhost:3000', 'null']) {
      const response = await book({ cookie: user.cookie, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'This request came from another site and was refused.' },
      });
    }
    const byReferer = await book({ cookie: user.cookie, referer: 'http://evil.test/page' });
    expect(byReferer.statusCode).toBe(403);
  });

  it('refuses it on every route, Better Auth’s and state changes of other modules too', async () => {
    const calls = [
      { method: 'POST', url: '/api/riders', payload: {} },
      { method: 'POST', url: '/api/stores', payload: {} },
      { method: 'POST', url: '/api/api-keys', payload: { name: 'x' } },
      { method: 'DELETE', url: '/api/api-keys/x' },
      { method: 'POST', url: '/api/auth/sign-out', payload: {} },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject({
        ...call,
        headers: { cookie: user.cookie, origin: 'http://evil.test' },
      });
      expect(response.statusCode, call.url).toBe(403);
    }
  });

  it('lets the site itself, the trusted origins and reads through', async () => {
    expect((await book({ cookie: user.cookie, origin: testOrigin })).statusCode).toBe(201);
    expect((await book({ cookie: user.cookie, origin: 'https://shop.example.test' })).statusCode).toBe(201);
    expect((await book({ cookie: user.cookie, referer: `${testOrigin}/book` })).statusCode).toBe(201);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/parcels',
      headers: { cookie: user.cookie, origin: 'http://evil.test' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('leaves bearer-token and API-key calls alone', async () => {
    expect((await book({ ...user.headers, origin: 'http://evil.test' })).statusCode).toBe(201);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...user.headers },
      payload: { name: 'Server' },
    });
    const key = created.json().key as string;
    expect((await book({ authorization: `Bearer ${key}`, origin: 'http://evil.test' })).statusCode).toBe(201);
  });
});
