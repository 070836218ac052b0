import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubRiders, hubStaff, riders, users } from '../../db/schema/index.ts';
import {
  loginAs,
  requestAs,
  type SignedIn,
  signInAnswer,
  signUp,
  testOrigin,
  useTestContext,
} from '../../test/helpers.ts';
import { useDemoNetwork } from '../../test/network-steps.ts';

const ctx = useTestContext();
let admin: SignedIn;
beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
});

const whoAmI = (who: SignedIn) =>
  ctx.app.inject({ method: 'GET', url: '/api/riders/me', headers: who.headers });

/** Signs in by SMS code as the phone-number sign-in does: the code from the outbox, then verify. */
async function signInByPhone(phone: string) {
  const ip = `10.9.${Math.floor(Math.random() * 200)}.1`;
  const before = ctx.sms.to(phone).length;
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    headers: { origin: testOrigin },
    payload: { phoneNumber: phone },
    remoteAddress: ip,
  });
  expect(sent.statusCode).toBe(200);
  await expect.poll(() => ctx.sms.to(phone).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const code = /\b(\d{6})\b/.exec(ctx.sms.to(phone).at(-1)?.body ?? '')?.[1] ?? '';
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    headers: { origin: testOrigin },
    payload: { phoneNumber: phone, code },
    remoteAddress: ip,
  });
}

describe('suspending an account', () => {
  it('ends its sessions at once and refuses its next sign-in, until it is reactivated', async () => {
    const worker = await signUp(ctx.app, { name: 'Suspended Worker' });
    expect((await whoAmI(worker)).statusCode).toBe(200);
    expect(
      (await requestAs(ctx, admin, 'POST', `/api/users/${worker.userId}/suspend`, { reason: '' })).statusCode,
    ).toBe(400);
    const suspended = await requestAs(ctx, admin, 'POST', `/api/users/${worker.userId}/suspend`, {
      reason: 'Cash short three days running',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ _id: worker.userId, suspended: true });
    expect((await whoAmI(worker)).statusCode).toBe(401);
    const again = await signInAnswer(ctx.app, worker.email, 'secret123');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    expect((await requestAs(ctx, admin, 'POST', `/api/users/${worker.userId}/reactivate`)).statusCode).toBe(
      200,
    );
    expect((await signInAnswer(ctx.app, worker.email, 'secret123')).statusCode).toBe(200);
  });

  it('refuses to suspend oneself or an admin, and is for admins only', async () => {
    const other = await loginAs(ctx, 'admin', 'Other Admin');
    expect(
      (await requestAs(ctx, admin, 'POST', `/api/users/${admin.userId}/suspend`, { reason: 'testing it' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await requestAs(ctx, admin, 'POST', `/api/users/${other.userId}/suspend`, { reason: 'testing it' }))
        .statusCode,
    ).toBe(409);
    const customer = await signUp(ctx.app);
    expect(
      (await requestAs(ctx, customer, 'POST', `/api/users/${other.userId}/suspend`, { reason: 'testing it' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('inviting by phone', () => {
  it('makes a hub worker who has never signed up: the SMS says where to sign in, the first sign-in has the role and hub', async () => {
    const invited = await requestAs(ctx, admin, 'POST', '/api/admin/invites', {
      phone: '+৮৮০১৭৪৪-৫৫৬৬৭৭',
      name: 'Nasima Operator',
      role: 'hub',
      hubId: 'dhk-mir',
      position: 'operator',
    });
    expect(invited.statusCode).toBe(201);
    const { userId, created } = invited.json() as { userId: string; created: boolean };
    expect(created).toBe(true);
    await expect.poll(() => ctx.sms.to('01744556677').length, { timeout: 10_000 }).toBe(1);
    expect(ctx.sms.to('01744556677')[0]?.body).toContain('/login/phone');
    const [staff] = await ctx.db.select().from(hubStaff).where(eq(hubStaff.userId, userId));
    expect(staff).toMatchObject({ hubId: 'dhk-mir', position: 'operator' });

    const verified = await signInByPhone('01744556677');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { id: userId } });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ role: 'hub', phoneNumberVerified: true });
  });

  it('makes an approved rider of the hub, and refuses a rider without a vehicle or an admin’s number', async () => {
    expect(
      (
        await requestAs(ctx, admin, 'POST', '/api/admin/invites', {
          phone: '01855667788',
          name: 'Rafiq',
          role: 'rider',
          hubId: 'rng',
        })
      ).statusCode,
    ).toBe(400);
    const invited = await requestAs(ctx, admin, 'POST', '/api/admin/invites', {
      phone: '01855667788',
      name: 'Rafiq Rider',
      role: 'rider',
      hubId: 'rng',
      vehicleType: 'bicycle',
    });
    expect(invited.statusCode).toBe(201);
    const { userId } = invited.json() as { userId: string };
    const [rider] = await ctx.db.select().from(riders).where(eq(riders.userId, userId));
    expect(rider).toMatchObject({ status: 'approved', vehicleType: 'bicycle', phone: '01855667788' });
    const [placed] = await ctx.db
      .select()
      .from(hubRiders)
      .where(eq(hubRiders.riderId, rider?.id ?? ''));
    expect(placed?.hubId).toBe('rng');
    const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account?.role).toBe('rider');

    await ctx.db.update(users).set({ phoneNumber: '01966778899' }).where(eq(users.id, admin.userId));
    const refused = await requestAs(ctx, admin, 'POST', '/api/admin/invites', {
      phone: '01966778899',
      name: 'Admin Number',
      role: 'hub',
      hubId: 'rng',
    });
    expect(refused.statusCode).toBe(409);
  });
});
