import { apiKeyRateLimitAboveDefaultMessage } from '@desh/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  loginAs,
  type SignedIn,
  type TestContext,
  useTestContext,
} from '../../test/helpers.ts';

const defaultLimit = 50;
const ctx = useTestContext({ API_KEY_RATE_LIMIT_MAX: String(defaultLimit) });
let merchant: SignedIn;
let admin: SignedIn;
let rider: SignedIn;
beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Shop Owner');
  admin = await loginAs(ctx, 'admin');
  rider = await loginAs(ctx, 'rider');
});

async function createKey(context: TestContext, user: SignedIn, body: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/api-keys', headers: user.headers, payload: body });
}

const setLimit = (headers: Record<string, string>, id: string, rateLimitPerMinute: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/api-keys/${id}/rate-limit`,
    headers,
    payload: { rateLimitPerMinute },
  });

describe('the limit a merchant sets on its own key', () => {
  it('may be at most the default; above it the answer names the field', async () => {
    for (const rateLimitPerMinute of [defaultLimit + 1, 10_000]) {
      const response = await createKey(ctx, merchant, { name: 'Greedy', rateLimitPerMinute });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'API_KEY_RATE_LIMIT_TOO_HIGH',
        message: apiKeyRateLimitAboveDefaultMessage(defaultLimit),
        fields: { rateLimitPerMinute: apiKeyRateLimitAboveDefaultMessage(defaultLimit) },
        params: { max: defaultLimit },
      });
    }
    for (const rateLimitPerMinute of [defaultLimit, 7]) {
      const response = await createKey(ctx, merchant, { name: 'Modest', rateLimitPerMinute });
      expect(response.statusCode).toBe(201);
      expect(response.json().rateLimitPerMinute).toBe(rateLimitPerMinute);
    }
  });
});

describe('admins set a key’s limit', () => {
  it('above the default, and the key is then limited by it', async () => {
    const created = (await createKey(ctx, merchant, { name: 'Big shop' })).json();
    const listed = await ctx.app.inject({
      url: `/api/admin/api-keys?email=${encodeURIComponent(merchant.email.toUpperCase())}`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const row = listed.json().find((key: { id: string }) => key.id === created.id);
    expect(row).toMatchObject({
      ownerEmail: merchant.email,
      userId: merchant.userId,
      rateLimitPerMinute: 50,
    });
    expect(JSON.stringify(listed.json())).not.toContain(created.key);

    const raised = await setLimit(admin.headers, created.id, 5000);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ id: created.id, rateLimitPerMinute: 5000 });
    const call = await ctx.app.inject({
      url: '/api/stores',
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['x-ratelimit-limit']).toBe('5000');
  });

  it('is for admins only: not the key’s owner, a rider, a stranger or the key itself', async () => {
    const created = (await createKey(ctx, merchant, { name: 'Mine' })).json();
    expect((await setLimit(merchant.headers, created.id, 5000)).statusCode).toBe(403);
    expect((await setLimit(rider.headers, created.id, 5000)).statusCode).toBe(403);
    expect((await setLimit({}, created.id, 5000)).statusCode).toBe(401);
    const withItself = await setLimit({ authorization: `Bearer ${created.key}` }, created.id, 5000);
    expect(withItself.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/api-keys', headers: merchant.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: '/api/admin/api-keys' })).statusCode).toBe(401);
    const mine = await ctx.app.inject({ url: '/api/api-keys', headers: merchant.headers });
    expect(mine.json().find((key: { id: string }) => key.id === created.id).rateLimitPerMinute).toBe(50);
  });

  it('within 1 to 10,000, on a key that exists', async () => {
    const created = (await createKey(ctx, merchant, { name: 'Bounds' })).json();
    for (const wrong of [0, 10_001, 1.5, '100']) {
      const response = await setLimit(admin.headers, created.id, wrong);
      expect(response.statusCode, String(wrong)).toBe(400);
      expect(response.json().error.fields.rateLimitPerMinute).toBeTruthy();
    }
    expect((await setLimit(admin.headers, 'no-such-key', 100)).statusCode).toBe(404);
  });
});

describe('the per-IP ceiling', () => {
  it('holds for API key calls too, whatever the key’s own limit', async () => {
    const tight = await createTestContext({ API_RATE_LIMIT_MAX: '5', API_KEY_RATE_LIMIT_MAX: '50' });
    try {
      const owner = await loginAs(tight, 'customer', 'Shop Owner');
      const { key } = (await createKey(tight, owner, { name: 'Shop' })).json();
      const call = (remoteAddress: string) =>
        tight.app.inject({ url: '/api/stores', headers: { authorization: `Bearer ${key}` }, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await call('203.0.113.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // The key itself is not used up: another address still gets through.
      expect((await call('198.51.100.9')).statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });
});
