import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { riders, users } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider, riderForm } from '../../test/rider-steps.ts';

const ctx = useTestContext();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
});

const apply = (user: SignedIn | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/riders', headers: user?.headers, payload });

/** A fresh customer who has applied with the standard form, and their application. */
async function newApplicant() {
  const user = await signUp(ctx.app);
  return { user, application: (await apply(user, riderForm)).json() };
}

/** An admin turns an application down, with a reason for the applicant when one is given. */
const reject = (applicationId: string, reason?: string) =>
  requestAs(
    ctx,
    admin,
    'PATCH',
    `/api/riders/${applicationId}/reject`,
    reason === undefined ? undefined : { reason },
  );

const roleOf = async (userId: string) =>
  (await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;

describe('POST /api/riders', () => {
  it('saves a pending application with name and email from the session, ignoring body claims', async () => {
    const user = await signUp(ctx.app, { name: 'Account Name' });
    const response = await apply(user, {
      ...riderForm,
      phone: '+880 1712-345678',
      name: 'Forged',
      email: 'forged@example.test',
      status: 'approved',
      appliedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      fullName: riderForm.fullName,
      phone: '01712345678',
      region: 'dhaka',
      vehicleType: 'motorbike',
      name: 'Account Name',
      email: user.email,
      status: 'pending',
      reviewedAt: null,
    });
    expect(Date.now() - new Date(body.appliedAt).getTime()).toBeLessThan(60_000);
    expect(body._id).toEqual(expect.any(String));
  });

  it('reads the region as a person writes it and stores the district id', async () => {
    for (const [region, id] of [
      ['  Chittagong ', 'chattogram'],
      ['ঢাকা', 'dhaka'],
      ['COMILLA', 'cumilla'],
    ] as const) {
      const response = await apply(await signUp(ctx.app), { ...riderForm, region });
      expect(response.statusCode).toBe(201);
      expect(response.json().region).toBe(id);
    }
  });

  it('answers each missing field with the spec message', async () => {
    const user = await signUp(ctx.app);
    const response = await apply(user, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      region: 'Region is required',
      vehicleType: 'Vehicle type is required',
    });
    const blank = await apply(user, { fullName: '  ', phone: '', region: '', vehicleType: '' });
    expect(blank.json().error.fields).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      region: 'Region is required',
      vehicleType: 'Vehicle type is required',
    });
  });

  it('rejects a phone that is not a Bangladeshi mobile, an unknown district and vehicle', async () => {
    const user = await signUp(ctx.app);
    const response = await apply(user, {
      ...riderForm,
      phone: '0123',
      region: 'Narnia',
      vehicleType: 'truck',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      phone: 'Enter a valid Bangladeshi mobile number, e.g. 01712345678',
      region: 'Choose a district from the list.',
      vehicleType: 'Vehicle type must be one of: motorbike, scooter, bicycle, auto.',
    });
  });

  it('answers 401 when signed out, before looking at the body', async () => {
    const response = await apply(undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('allows one pending or approved application per person (409), also when two race', async () => {
    const user = await signUp(ctx.app);
    const [first, second] = await Promise.all([apply(user, riderForm), apply(user, riderForm)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().error).toEqual({
      code: 'CONFLICT',
      message: 'You have already applied to be a rider. Your application is waiting for review.',
    });
    const winner = (first.statusCode === 201 ? first : second).json();
    await requestAs(ctx, admin, 'PATCH', `/api/approve-rider/${winner._id}`);
    const again = await apply(user, riderForm);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You are already an approved rider.');
  });

  it('lets a rejected applicant apply again', async () => {
    const { user, application: first } = await newApplicant();
    const rejected = await reject(first._id, 'Documents missing');
    expect(rejected.json()).toEqual({ modifiedCount: 1 });
    expect((await apply(user, riderForm)).statusCode).toBe(201);
  });
});

describe('GET /api/riders/me', () => {
  it('answers null before applying and the latest application after', async () => {
    const user = await signUp(ctx.app);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/riders/me', headers: user.headers });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    await apply(user, riderForm);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/riders/me', headers: user.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ email: user.email, status: 'pending' });
  });
});

describe('GET /api/riders', () => {
  it('lists pending applications oldest first, and others with ?status=', async () => {
    const one = await signUp(ctx.app);
    const two = await signUp(ctx.app);
    const a = (await apply(one, { ...riderForm, fullName: 'First Applicant' })).json();
    const b = (await apply(two, { ...riderForm, fullName: 'Second Applicant' })).json();
    const pending = await ctx.app.inject({ method: 'GET', url: '/api/riders', headers: admin.headers });
    expect(pending.statusCode).toBe(200);
    const ids = pending.json().map((rider: { _id: string }) => rider._id);
    expect(ids.indexOf(a._id)).toBeLessThan(ids.indexOf(b._id));
    expect(pending.json().every((rider: { status: string }) => rider.status === 'pending')).toBe(true);

    await ctx.app.inject({ method: 'PATCH', url: `/api/riders/${a._id}/reject`, headers: admin.headers });
    const rejected = await requestAs(ctx, admin, 'GET', '/api/riders?status=rejected');
    expect(rejected.json().map((rider: { _id: string }) => rider._id)).toContain(a._id);
    const bad = await requestAs(ctx, admin, 'GET', '/api/riders?status=nope');
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/approve-rider/:id', () => {
  it('approves, records the reviewer and makes the applicant a rider in one step', async () => {
    const { user, application } = await newApplicant();
    const response = await requestAs(ctx, admin, 'PATCH', `/api/approve-rider/${application._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const [row] = await ctx.db.select().from(riders).where(eq(riders.id, application._id));
    expect(row?.status).toBe('approved');
    expect(row?.reviewedBy).toBe(admin.userId);
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(await roleOf(user.userId)).toBe('rider');
    const pending = await ctx.app.inject({ method: 'GET', url: '/api/riders', headers: admin.headers });
    expect(pending.json().map((rider: { _id: string }) => rider._id)).not.toContain(application._id);
  });

  it('lets exactly one of two concurrent approvals win; the other gets 409', async () => {
    const { application } = await newApplicant();
    const otherAdmin = await loginAs(ctx, 'admin');
    const [a, b] = await Promise.all(
      [admin, otherAdmin].map((who) => requestAs(ctx, who, 'PATCH', `/api/approve-rider/${application._id}`)),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect((a?.statusCode === 409 ? a : b)?.json().error.message).toBe(
      'This application is already approved.',
    );
  });

  it('answers 404 for an unknown id and 409 for a rejected application', async () => {
    const missing = await requestAs(ctx, admin, 'PATCH', '/api/approve-rider/no-such-id');
    expect(missing.statusCode).toBe(404);
    const { user, application } = await newApplicant();
    await reject(application._id);
    const late = await requestAs(ctx, admin, 'PATCH', `/api/approve-rider/${application._id}`);
    expect(late.statusCode).toBe(409);
    expect(await roleOf(user.userId)).toBe('customer');
  });

  it('never turns an admin who applied into a rider', async () => {
    const other = await loginAs(ctx, 'admin');
    const application = (await apply(other, riderForm)).json();
    await requestAs(ctx, admin, 'PATCH', `/api/approve-rider/${application._id}`);
    expect(await roleOf(other.userId)).toBe('admin');
  });

  it('is for admins only', async () => {
    const { user, application } = await newApplicant();
    const self = await requestAs(ctx, user, 'PATCH', `/api/approve-rider/${application._id}`);
    expect(self.statusCode).toBe(403);
    expect(await roleOf(user.userId)).toBe('customer');
  });
});

describe('PATCH /api/riders/:id/reject', () => {
  it('stores the reason, keeps the customer role and refuses a second verdict', async () => {
    const { user, application } = await newApplicant();
    const response = await reject(application._id, 'No driving licence');
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/riders/me', headers: user.headers });
    expect(mine.json()).toMatchObject({ status: 'rejected', reviewNote: 'No driving licence' });
    expect(await roleOf(user.userId)).toBe('customer');
    const again = await reject(application._id);
    expect(again.statusCode).toBe(409);
  });
});

describe('GET /api/riders/approved', () => {
  it('lists approved riders with their load, those in ?district= first', async () => {
    const dhaka = await createApprovedRider(ctx, admin, { fullName: 'Aaron Dhaka', region: 'dhaka' });
    const jashore = await createApprovedRider(ctx, admin, { fullName: 'Zed Jashore', region: 'jashore' });
    const customer = await signUp(ctx.app);
    await insertParcel(ctx.db, customer, { status: 'assigned', riderId: dhaka.riderId });
    await insertParcel(ctx.db, customer, { status: 'delivered', riderId: dhaka.riderId });

    const all = await ctx.app.inject({ method: 'GET', url: '/api/riders/approved', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    const entry = all.json().find((rider: { _id: string }) => rider._id === dhaka.riderId);
    expect(entry).toEqual({
      _id: dhaka.riderId,
      name: 'Aaron Dhaka',
      region: 'dhaka',
      vehicleType: 'motorbike',
      activeParcels: 1,
    });

    const near = await requestAs(ctx, admin, 'GET', '/api/riders/approved?district=jashore');
    const regions = near.json().map((rider: { region: string }) => rider.region);
    expect(regions[0]).toBe('jashore');
    expect(regions.lastIndexOf('jashore')).toBeLessThan(regions.indexOf('dhaka'));
    expect(near.json().map((rider: { _id: string }) => rider._id)).toContain(jashore.riderId);
  });

  it('leaves out pending applicants and riders whose role was taken away', async () => {
    const applicant = await signUp(ctx.app);
    const pending = (await apply(applicant, riderForm)).json();
    const demoted = await createApprovedRider(ctx, admin);
    await requestAs(ctx, admin, 'PATCH', `/api/users/${demoted.userId}/role`, { role: 'customer' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/riders/approved', headers: admin.headers });
    const ids = list.json().map((rider: { _id: string }) => rider._id);
    expect(ids).not.toContain(pending._id);
    expect(ids).not.toContain(demoted.riderId);
  });

  it('rejects an unknown district', async () => {
    const response = await requestAs(ctx, admin, 'GET', '/api/riders/approved?district=atlantis');
    expect(response.statusCode).toBe(400);
  });
});
