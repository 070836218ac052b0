import { beforeAll, describe, expect, it } from 'vitest';
import { bookingInput } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  owner = await loginAs(ctx, 'customer', 'Shop Owner');
  stranger = await loginAs(ctx, 'customer', 'Someone Else');
});

const storeBody = {
  name: 'Dhanmondi outlet',
  contactPhone: '+880 1712-345678',
  address: 'House 5, Road 7',
  district: 'dhaka',
  upazila: 'dhanmondi',
};

async function addStore(user: SignedIn, body: Record<string, unknown> = storeBody) {
  const response = await requestAs(ctx, user, 'POST', '/api/stores', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; isDefault: boolean; upazila: string | null; district: string };
}

const list = async (user: SignedIn) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/stores', headers: user.headers })).json() as {
    id: string;
    isDefault: boolean;
  }[];

describe('stores', () => {
  it('creates the first store as the default, normalising the phone and reading names', async () => {
    const first = await addStore(owner, { ...storeBody, district: 'ঢাকা', upazila: 'ধানমন্ডি' });
    expect(first).toMatchObject({
      name: 'Dhanmondi outlet',
      contactPhone: '01712345678',
      district: 'dhaka',
      upazila: 'dhanmondi',
      isDefault: true,
    });
    const second = await addStore(owner, {
      ...storeBody,
      name: 'Agrabad',
      district: 'Chittagong',
      upazila: 'Double Mooring',
    });
    expect(second).toMatchObject({ isDefault: false, district: 'chattogram', upazila: 'double-mooring' });
  });

  it('keeps one default: making another the default moves it', async () => {
    const stores = await list(owner);
    const other = stores.find((s) => !s.isDefault);
    if (!other) throw new Error('expected a second store');
    const response = await requestAs(ctx, owner, 'PATCH', `/api/stores/${other.id}`, { isDefault: true });
    expect(response.statusCode).toBe(200);
    const after = await list(owner);
    expect(after.filter((s) => s.isDefault).map((s) => s.id)).toEqual([other.id]);
    expect(after[0]?.id).toBe(other.id);
  });

  it('refuses an upazila from another district and a bad phone, with field messages', async () => {
    const response = await requestAs(ctx, owner, 'POST', '/api/stores', {
      ...storeBody,
      district: 'sylhet',
      upazila: 'dhanmondi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ upazila: 'Choose an upazila or thana of that district.' });
    const phone = await requestAs(ctx, owner, 'POST', '/api/stores', { ...storeBody, contactPhone: '12345' });
    expect(phone.json().error.fields).toEqual({
      contactPhone: 'Enter a valid Bangladeshi mobile number, e.g. 01712345678',
    });
    const blank = await requestAs(ctx, owner, 'POST', '/api/stores', {});
    expect(Object.keys(blank.json().error.fields).sort()).toEqual([
      'address',
      'contactPhone',
      'district',
      'name',
    ]);
  });

  it('drops the upazila when only the district changes', async () => {
    const store = await addStore(owner);
    const response = await requestAs(ctx, owner, 'PATCH', `/api/stores/${store.id}`, { district: 'jashore' });
    expect(response.json()).toMatchObject({ district: 'jashore', upazila: null });
  });

  it('keeps each merchant’s stores to themselves', async () => {
    const store = await addStore(owner);
    expect((await list(stranger)).map((s) => s.id)).not.toContain(store.id);
    const patch = await requestAs(ctx, stranger, 'PATCH', `/api/stores/${store.id}`, { name: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    const del = await requestAs(ctx, stranger, 'DELETE', `/api/stores/${store.id}`);
    expect(del.statusCode).toBe(404);
    const booking = await requestAs(
      ctx,
      stranger,
      'POST',
      '/api/parcels',
      bookingInput({ storeId: store.id }),
    );
    expect(booking.statusCode).toBe(400);
    expect(booking.json().error.fields).toEqual({ storeId: 'Choose one of your stores.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/stores' })).statusCode).toBe(401);
  });

  it('hands the default on when the default store is deleted', async () => {
    const merchant = await loginAs(ctx, 'customer');
    const first = await addStore(merchant);
    const second = await addStore(merchant, { ...storeBody, name: 'Second' });
    const del = await requestAs(ctx, merchant, 'DELETE', `/api/stores/${first.id}`);
    expect(del.statusCode).toBe(204);
    expect(await list(merchant)).toMatchObject([{ id: second.id, isDefault: true }]);
  });

  // On PostgreSQL (DATABASE_URL) the ten requests run on separate pooled connections: with no store yet
  // there was no row to lock, and the unique default index answered 500 to the losers (issue 59).
  it('makes ten concurrent first stores of one merchant: all created, exactly one the default', async () => {
    for (let round = 0; round < 5; round += 1) {
      const merchant = await loginAs(ctx, 'customer');
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          requestAs(ctx, merchant, 'POST', '/api/stores', { ...storeBody, name: `Outlet ${i}` }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      expect(responses.filter((r) => r.json().isDefault)).toHaveLength(1);
      const stores = await list(merchant);
      expect(stores).toHaveLength(10);
      expect(stores.filter((s) => s.isDefault)).toHaveLength(1);
    }
  }, 60_000);
});

describe('areas', () => {
  it('lists districts with centres and the upazilas and thanas of one', async () => {
    const districts = await ctx.app.inject({ method: 'GET', url: '/api/areas' });
    expect(districts.json()).toHaveLength(64);
    expect(districts.json().find((d: { id: string }) => d.id === 'dhaka')).toMatchObject({
      name: 'Dhaka',
      bn: 'ঢাকা',
      latitude: expect.any(Number),
    });
    const dhaka = await ctx.app.inject({ method: 'GET', url: '/api/areas/dhaka' });
    expect(dhaka.json()).toContainEqual({ id: 'gulshan', name: 'Gulshan', bn: 'গুলশান' });
    expect(dhaka.json()).toContainEqual({ id: 'savar', name: 'Savar', bn: 'সাভার' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/areas/atlantis' })).statusCode).toBe(400);
  });
});
