import { type DashboardStats, dhakaDate, dhakaDayStart, parcelStatuses } from '@desh/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';
import { recordDeliveryCollection } from '../ledger/ledger.service.ts';

const ctx = useTestContext();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
});

const get = (url: string, who: SignedIn | null = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: who?.headers });
const setRole = (who: SignedIn, userId: string, role: string) =>
  requestAs(ctx, who, 'PATCH', `/api/users/${userId}/role`, { role });

describe('GET /api/users', () => {
  it('lists users with email, name, role, created_at, sign-in phone and suspension, newest first', async () => {
    const user = await signUp(ctx.app, { name: 'Listed Person' });
    const response = await get('/api/users');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list[0]).toEqual({
      _id: user.userId,
      email: user.email,
      name: 'Listed Person',
      role: 'customer',
      created_at: expect.any(String),
      phone: null,
      suspended: false,
    });
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('searches the email case-insensitively, treating % and _ literally', async () => {
    const tag = `find${Date.now()}`;
    const match = await signUp(ctx.app, { email: `${tag}_x@example.test` });
    await signUp(ctx.app, { email: `${tag}ax@example.test` });
    const found = await get(`/api/users?search=${encodeURIComponent(`${tag.toUpperCase()}_X`)}`);
    expect(found.json().map((user: { email: string }) => user.email)).toEqual([match.email]);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await get('/api/users?search=%25')).json()).toEqual([]);
  });

  it('pages with page and limit, and X-Total-Count counts every match', async () => {
    const tag = `page${Date.now()}`;
    for (let i = 0; i < 5; i += 1) await signUp(ctx.app, { email: `${tag}-${i}@example.test` });
    const first = await get(`/api/users?search=${tag}&limit=2&page=1`);
    const third = await get(`/api/users?search=${tag}&limit=2&page=3`);
    expect(first.json()).toHaveLength(2);
    expect(third.json()).toHaveLength(1);
    expect(first.headers['x-total-count']).toBe('5');
    const seen = new Set(
      [first, await get(`/api/users?search=${tag}&limit=2&page=2`), third].flatMap((r) =>
        r.json().map((user: { email: string }) => user.email),
      ),
    );
    expect(seen.size).toBe(5);
    expect((await get('/api/users?limit=1000')).statusCode).toBe(400);
    expect((await get('/api/users?page=0')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await signUp(ctx.app);
    expect((await get('/api/users', customer)).statusCode).toBe(403);
    expect((await get('/api/users', null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/:id/role', () => {
  it('makes a customer an admin, and back', async () => {
    const user = await signUp(ctx.app);
    const response = await setRole(admin, user.userId, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user.userId, role: 'admin' });
    expect((await get('/api/users', user)).statusCode).toBe(200);
    expect((await setRole(admin, user.userId, 'customer')).json().role).toBe('customer');
    expect((await get('/api/users', user)).statusCode).toBe(403);
  });

  it('never lets an admin remove their own admin role', async () => {
    const response = await setRole(admin, admin.userId, 'customer');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('You cannot remove your own admin role.');
    expect((await get('/api/users')).statusCode).toBe(200);
  });

  it('gives the rider role only to someone with an approved application', async () => {
    const user = await signUp(ctx.app);
    const refused = await setRole(admin, user.userId, 'rider');
    expect(refused.statusCode).toBe(409);
    const rider = await createApprovedRider(ctx, admin);
    await setRole(admin, rider.userId, 'customer');
    expect((await setRole(admin, rider.userId, 'rider')).json().role).toBe('rider');
  });

  it('answers 404 for an unknown user, 400 for an unknown role and 403 for non-admins', async () => {
    expect((await setRole(admin, 'no-such-user', 'admin')).statusCode).toBe(404);
    const user = await signUp(ctx.app);
    expect((await setRole(admin, user.userId, 'superuser')).statusCode).toBe(400);
    const self = await setRole(user, user.userId, 'admin');
    expect(self.statusCode).toBe(403);
    expect((await get('/api/users', user)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  const stats = async () => (await get('/api/admin/stats')).json() as DashboardStats;
  const dayMs = 24 * 60 * 60 * 1000;

  it('counts today (Asia/Dhaka), today’s failed attempts, COD collected per the ledger and per-status totals', async () => {
    const customer = await signUp(ctx.app);
    const rider = await createApprovedRider(ctx, admin);
    const before = await stats();
    const dhakaMidnight = dhakaDayStart(dhakaDate()).getTime();

    await insertParcel(ctx.db, customer, { bookingTime: new Date(dhakaMidnight + 60_000) });
    await insertParcel(ctx.db, customer, { bookingTime: new Date(dhakaMidnight - 60_000) });
    const failed = await insertParcel(ctx.db, customer, {
      status: 'failed',
      riderId: rider.riderId,
      bookingTime: new Date(dhakaMidnight - 3 * dayMs),
    });
    // Failed Deliveries counts today's failed attempts (Dhaka day): yesterday's does not count.
    await ctx.db.insert(deliveryAttempts).values([
      {
        parcelId: failed.id,
        attemptNo: 1,
        reason: 'not_reachable',
        createdAt: new Date(dhakaMidnight - 60_000),
      },
      {
        parcelId: failed.id,
        attemptNo: 2,
        reason: 'wrong_address',
        createdAt: new Date(dhakaMidnight + 60_000),
      },
    ]);
    const delivered = await insertParcel(ctx.db, customer, {
      status: 'delivered',
      riderId: rider.riderId,
      bookingTime: new Date(dhakaMidnight - 20 * dayMs),
    });
    await ctx.db.transaction((tx) =>
      recordDeliveryCollection(tx, {
        parcelId: delivered.id,
        riderId: rider.riderId,
        merchantId: customer.userId,
        paymentMethod: 'cod',
        collectedPoisha: 62_000,
        codPoisha: 50_000,
        feePoisha: 12_000,
      }),
    );
    await insertParcel(ctx.db, customer, {
      paymentMethod: 'prepaid',
      codAmountPoisha: 0,
      status: 'cancelled',
      bookingTime: new Date(dhakaMidnight - 20 * dayMs),
    });
    const after = await stats();

    expect(after.todaysBookings - before.todaysBookings).toBe(1);
    expect(after.failedDeliveries - before.failedDeliveries).toBe(1);
    // Total COD is what riders collected at doors, from the ledger: only the delivered parcel's 120 + 500.
    expect(after.totalCod - before.totalCod).toBe(620);
    expect(after.parcelsByStatus.pending - before.parcelsByStatus.pending).toBe(2);
    expect(after.parcelsByStatus.delivered - before.parcelsByStatus.delivered).toBe(1);
    expect(after.parcelsByStatus.cancelled - before.parcelsByStatus.cancelled).toBe(1);
    expect(Object.keys(after.parcelsByStatus).sort()).toEqual([...parcelStatuses].sort());

    expect(after.bookingsPerDay).toHaveLength(14);
    expect(after.bookingsPerDay.at(-1)?.date).toBe(dhakaDate(Date.now()));
    expect(after.bookingsPerDay[0]?.date).toBe(dhakaDate(Date.now() - 13 * dayMs));
    const delta = (date: string) =>
      (after.bookingsPerDay.find((day) => day.date === date)?.count ?? 0) -
      (before.bookingsPerDay.find((day) => day.date === date)?.count ?? 0);
    expect(delta(dhakaDate(dhakaMidnight + 60_000))).toBe(1);
    expect(delta(dhakaDate(dhakaMidnight - 60_000))).toBe(1);
    expect(delta(dhakaDate(dhakaMidnight - 3 * dayMs))).toBe(1);
    expect(after.bookingsPerDay.every((day) => Number.isInteger(day.count) && day.count >= 0)).toBe(true);
  });

  it('is for admins only', async () => {
    const customer = await signUp(ctx.app);
    expect((await get('/api/admin/stats', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/stats', null)).statusCode).toBe(401);
  });
});
