import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, parcels } from '../../db/schema/index.ts';
import { bookingInput } from '../../test/factories.ts';
import {
  buildTestApp,
  loginAs,
  requestAs,
  type SignedIn,
  testOrigin,
  useTestContext,
} from '../../test/helpers.ts';

const ctx = useTestContext({ API_KEY_RATE_LIMIT_MAX: '50' });
let merchant: SignedIn;
beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Shop Owner');
});

const booking = bookingInput({ parcelTitle: 'Kurta' });

async function createKey(user: SignedIn, body: Record<string, unknown> = { name: 'Shop' }) {
  const response = await requestAs(ctx, user, 'POST', '/api/api-keys', body);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; key: string; prefix: string; name: string; createdAt: string };
}

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
/** A call made with the API key alone, as a merchant's shop server would. */
const callWithKey = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: withKey(key), ...(payload ? { payload } : {}) });

describe('API keys', () => {
  it('shows the key once, keeps only its hash and lists it by prefix', async () => {
    const created = await createKey(merchant, { name: '  Website  ' });
    expect(created).toMatchObject({ name: 'Website', prefix: created.key.slice(0, 17) });
    expect(created.key).toMatch(/^dsh_live_/);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: merchant.headers });
    const listed = list.json().find((k: { id: string }) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Website',
      prefix: created.prefix,
      test: false,
      rateLimitPerMinute: 50,
      createdAt: created.createdAt,
      lastUsedAt: null,
      revokedAt: null,
      suspendedAt: null,
    });
    expect(JSON.stringify(list.json())).not.toContain(created.key);
  });

  it('books, lists, reads, quotes and tracks with a key, as the key’s owner', async () => {
    const { key } = await createKey(merchant);
    const booked = await callWithKey(key, 'POST', '/api/parcels', booking);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().senderEmail).toBe(merchant.email);
    const parcel = booked.json();

    const list = await callWithKey(key, 'GET', '/api/parcels');
    expect(list.json().map((p: { _id: string }) => p._id)).toContain(parcel._id);
    const one = await callWithKey(key, 'GET', `/api/parcels/${parcel._id}`);
    expect(one.statusCode).toBe(200);
    const quote = await callWithKey(
      key,
      'GET',
      '/api/quote?pickupDistrict=dhaka&deliveryDistrict=jashore&parcelType=small',
    );
    expect(quote.statusCode).toBe(200);
    const track = await callWithKey(key, 'GET', `/api/track/${parcel.trackingId}`);
    expect(track.statusCode).toBe(200);

    const keys = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: merchant.headers });
    expect(
      keys.json().find((k: { key?: string; prefix: string }) => key.startsWith(k.prefix)).lastUsedAt,
    ).not.toBeNull();
  });

  it('never lets a key act as an admin, even an admin’s key', async () => {
    const admin = await loginAs(ctx, 'admin');
    const { key } = await createKey(admin);
    const others = await callWithKey(key, 'GET', `/api/parcels?email=${encodeURIComponent(merchant.email)}`);
    expect(others.statusCode).toBe(403);
  });

  it('refuses a key on account, role and key management routes', async () => {
    const { key } = await createKey(merchant);
    const calls = [
      { method: 'GET', url: '/api/api-keys' },
      { method: 'POST', url: '/api/api-keys', payload: { name: 'Another' } },
      { method: 'DELETE', url: '/api/api-keys/anything' },
      { method: 'GET', url: `/api/users/${merchant.email}` },
      { method: 'POST', url: '/api/users', payload: { email: merchant.email } },
      { method: 'PATCH', url: `/api/users/${merchant.userId}/role`, payload: { role: 'admin' } },
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/auth/get-session' },
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: 'x', newPassword: 'y12345' },
      },
      { method: 'POST', url: '/api/riders', payload: {} },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, headers: { ...withKey(key), origin: testOrigin } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error.code).toBe('API_KEY_NOT_ALLOWED');
    }
  });

  it('refuses a revoked key at once, and an unknown or malformed one', async () => {
    const { id, key } = await createKey(merchant);
    const before = await callWithKey(key, 'GET', '/api/parcels');
    expect(before.statusCode).toBe(200);
    const revoke = await requestAs(ctx, merchant, 'DELETE', `/api/api-keys/${id}`);
    expect(revoke.statusCode).toBe(204);
    const after = await callWithKey(key, 'GET', '/api/parcels');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('This API key is not valid or has been revoked.');
    const booked = await callWithKey(key, 'POST', '/api/parcels', booking);
    expect(booked.statusCode).toBe(401);

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: merchant.headers });
    expect(listed.json().find((k: { id: string }) => k.id === id).revokedAt).not.toBeNull();

    const forged = `${key.slice(0, -4)}AAAA`;
    expect((await callWithKey(forged, 'GET', '/api/parcels')).statusCode).toBe(401);
    expect((await callWithKey('dsh_live_x', 'GET', '/api/parcels')).statusCode).toBe(401);
  });

  it('refuses a revoked key at once on another server sharing the database', async () => {
    const second = await buildTestApp({ env: ctx.env, database: ctx.database, logger: false });
    await second.ready();
    try {
      const { id, key } = await createKey(merchant);
      expect(
        (await second.inject({ method: 'GET', url: '/api/stores', headers: withKey(key) })).statusCode,
      ).toBe(200);
      await ctx.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: merchant.headers });
      expect(
        (await second.inject({ method: 'GET', url: '/api/stores', headers: withKey(key) })).statusCode,
      ).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('lets only the owner revoke a key', async () => {
    const { id, key } = await createKey(merchant);
    const other = await loginAs(ctx, 'customer');
    const response = await requestAs(ctx, other, 'DELETE', `/api/api-keys/${id}`);
    expect(response.statusCode).toBe(404);
    expect((await callWithKey(key, 'GET', '/api/parcels')).statusCode).toBe(200);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: other.headers });
    expect(theirs.json()).toEqual([]);
  });

  it('limits each key on its own', async () => {
    const limited = await createKey(merchant, { name: 'Tight', rateLimitPerMinute: 3 });
    const roomy = await createKey(merchant, { name: 'Roomy' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/stores',
        headers: withKey(limited.key),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe('RATE_LIMITED');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/stores', headers: withKey(roomy.key) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBe('50');
  });

  it('validates the name and the limit', async () => {
    const blank = await requestAs(ctx, merchant, 'POST', '/api/api-keys', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: 'Key name is required' });
    const tooHigh = await requestAs(ctx, merchant, 'POST', '/api/api-keys', {
      name: 'x',
      rateLimitPerMinute: 10_001,
    });
    expect(tooHigh.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records the store a parcel was booked from', async () => {
    const { key } = await createKey(merchant);
    const store = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: withKey(key),
      payload: {
        name: 'Dhanmondi outlet',
        contactPhone: '01712345678',
        address: 'House 5, Road 7',
        district: 'Dhaka',
        upazila: 'Dhanmondi',
      },
    });
    expect(store.statusCode).toBe(201);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/parcels',
      headers: withKey(key),
      payload: {
        ...booking,
        storeId: store.json().id,
        deliveryDistrict: 'Jessore',
        deliveryUpazila: 'Jhikargacha',
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      storeId: store.json().id,
      pickupDistrict: 'dhaka',
      pickupUpazila: 'dhanmondi',
      deliveryDistrict: 'jashore',
      deliveryUpazila: 'jhikargacha',
    });
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, booked.json()._id));
    expect(row?.storeId).toBe(store.json().id);
  });
});
