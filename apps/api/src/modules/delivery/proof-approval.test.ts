import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryApprovals,
  deliveryAttempts,
  deliveryCodes,
  deliveryProofs,
  ledgerEntries,
  parcels,
} from '../../db/schema/index.ts';
import { latestCode, post, takeOut, uploadDoorPhoto } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';
import { withPassword } from '../../test/step-up-steps.ts';

const ctx = useTestContext();
let admin: SignedIn;
let merchant: SignedIn;
let rider: TestRider;
const merchantPhone = '01911000222';
const due = 62_000;

beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
  merchant = await signUp(ctx.app, { name: 'Approval Merchant' });
  rider = await createApprovedRider(ctx, admin, { fullName: 'Locked Rider' });
  const contact = await requestAs(ctx, merchant, 'PUT', '/api/sms/contact', {
    phone: merchantPhone,
    language: 'en',
    ...withPassword,
  });
  expect(contact.statusCode).toBe(200);
});

let phoneSeq = 0;
async function parcelAtDoor() {
  phoneSeq += 1;
  const parcel = await insertParcel(ctx.db, merchant, {
    receiverPhone: `0172${String(1_000_000 + phoneSeq).slice(-7)}`,
    status: 'assigned',
    riderId: rider.riderId,
  });
  await takeOut(ctx, rider, parcel.id);
  return parcel;
}

const uploadPhoto = (who: SignedIn, parcelId: string) => uploadDoorPhoto(ctx, who, parcelId);

/** Five wrong codes: the receiver's code locks. */
async function lockCode(parcel: { id: string; receiverPhone: string | null; trackingId: string }) {
  const code = await latestCode(ctx, parcel);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1)
    await post(ctx, rider, `/api/deliveries/${parcel.id}/complete`, { code: wrong, cashCollected: due });
  const run = await ctx.app.inject({ method: 'GET', url: '/api/deliveries/run', headers: rider.headers });
  const item = run.json().find((entry: { parcelId: string }) => entry.parcelId === parcel.id);
  expect(item.code).toMatchObject({ locked: true, photoGround: null, photoNeedsApproval: true });
}

async function completeByPhoto(parcelId: string) {
  const photoId = (await uploadPhoto(rider, parcelId)).json().photoId as string;
  const answer = await post(ctx, rider, `/api/deliveries/${parcelId}/complete`, {
    photoId,
    receiverName: 'Anyone At All',
    cashCollected: due,
  });
  return { answer, photoId };
}

const statusOf = async (id: string) =>
  (await ctx.db.select().from(parcels).where(eq(parcels.id, id)))[0]?.status;
const entriesOf = (id: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.parcelId, id));
const overview = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/payments/overview', headers: merchant.headers })).json();
const riderCash = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/ledger/rider/cash', headers: rider.headers })).json();
const approvals = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/admin/deliveries/approvals', headers: admin.headers })
  ).json();
const merchantSms = () => ctx.sms.to(merchantPhone).map((sms) => sms.body);

describe('a photo delivery after a locked code', () => {
  it('waits for an admin: no proof, no money, no "delivered" until approved; then all of it once', async () => {
    const parcel = await parcelAtDoor();
    await lockCode(parcel);
    const before = {
      payable: (await overview()).balance.payablePoisha,
      cash: (await riderCash()).cashInHandPoisha,
    };

    const { answer, photoId } = await completeByPhoto(parcel.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe('delivered_approval_pending');
    expect(await statusOf(parcel.id)).toBe('delivered_approval_pending');
    expect(await ctx.db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcel.id))).toEqual(
      [],
    );
    expect(await entriesOf(parcel.id)).toEqual([]);
    const waiting = await overview();
    expect(waiting.balance).toMatchObject({
      payablePoisha: before.payable,
      pendingApprovalPoisha: due,
      pendingApprovalCount: 1,
    });
    expect(await riderCash()).toMatchObject({ cashInHandPoisha: before.cash, pendingApprovalPoisha: due });
    expect((await approvals()).pending).toContainEqual(
      expect.objectContaining({
        parcelId: parcel.id,
        photoId,
        receiverName: 'Anyone At All',
        cashCollected: due,
        riderName: 'Locked Rider',
      }),
    );
    // The public sees fixed wording only; nothing about codes, photos or approvals.
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.json().status).toBe('delivered_approval_pending');
    const publicText = tracked.body.replaceAll('"delivered_approval_pending"', '');
    expect(publicText, publicText).not.toMatch(/photo|locked|approv|Anyone At All/i);
    // The sender is not told "delivered" yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(merchantSms().some((body) => body.includes(`${parcel.trackingId} has been delivered`))).toBe(
      false,
    );

    const approved = await post(ctx, admin, `/api/admin/deliveries/${parcel.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('delivered');
    expect(await ctx.db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcel.id))).toEqual([
      expect.objectContaining({ kind: 'photo', photoId, cashCollected: due, riderId: rider.riderId }),
    ]);
    expect(await entriesOf(parcel.id)).toHaveLength(1);
    const after = await overview();
    expect(after.balance).toMatchObject({
      payablePoisha: before.payable + 50_000,
      pendingApprovalPoisha: 0,
      pendingApprovalCount: 0,
    });
    expect(after.recent[0]).toMatchObject({ kind: 'delivery_collection', trackingId: parcel.trackingId });
    expect(await riderCash()).toMatchObject({
      cashInHandPoisha: before.cash + due,
      pendingApprovalPoisha: 0,
    });
    await expect
      .poll(merchantSms)
      .toContain(`Desh Courier: Your parcel ${parcel.trackingId} has been delivered to the receiver.`);
    // Decided once: a second approval or a rejection finds nothing waiting.
    expect((await post(ctx, admin, `/api/admin/deliveries/${parcel.id}/approve`)).statusCode).toBe(409);
    expect(
      (await post(ctx, admin, `/api/admin/deliveries/${parcel.id}/reject`, { reason: 'Too late' }))
        .statusCode,
    ).toBe(409);
    expect(await entriesOf(parcel.id)).toHaveLength(1);
  });

  it('still waits when the rider had the code sent again after the lock', async () => {
    const parcel = await parcelAtDoor();
    await lockCode(parcel);
    await ctx.db
      .update(deliveryCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(deliveryCodes.parcelId, parcel.id));
    expect((await post(ctx, rider, `/api/deliveries/${parcel.id}/code`)).statusCode).toBe(200);
    // A fresh code, unlocked, that "did not arrive" for 2 minutes: a photo still waits.
    await ctx.db
      .update(deliveryCodes)
      .set({ sentAt: new Date(Date.now() - 121_000) })
      .where(eq(deliveryCodes.parcelId, parcel.id));
    const { answer } = await completeByPhoto(parcel.id);
    expect(answer.json().status).toBe('delivered_approval_pending');
    expect(await entriesOf(parcel.id)).toEqual([]);
  });

  it('on reject goes back to the rider’s run as a failed attempt with nothing booked; the code then delivers it', async () => {
    const parcel = await parcelAtDoor();
    await lockCode(parcel);
    const { payablePoisha: payable, pendingApprovalPoisha: pending } = (await overview()).balance;
    await completeByPhoto(parcel.id);
    const noReason = await post(ctx, admin, `/api/admin/deliveries/${parcel.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({
      reason: 'Say why the photo does not prove the delivery.',
    });

    const rejected = await post(ctx, admin, `/api/admin/deliveries/${parcel.id}/reject`, {
      reason: 'The photo shows a closed gate',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('failed');
    expect(
      await ctx.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.parcelId, parcel.id)),
    ).toEqual([
      expect.objectContaining({
        attemptNo: 1,
        reason: 'other',
        note: 'Photo proof rejected: The photo shows a closed gate',
      }),
    ]);
    expect(
      await ctx.db.select().from(deliveryApprovals).where(eq(deliveryApprovals.parcelId, parcel.id)),
    ).toEqual([
      expect.objectContaining({ status: 'rejected', rejectReason: 'The photo shows a closed gate' }),
    ]);
    expect(await entriesOf(parcel.id)).toEqual([]);
    expect((await overview()).balance).toMatchObject({
      payablePoisha: payable,
      pendingApprovalPoisha: pending,
    });
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.body).not.toContain('closed gate');

    // Out again: a fresh code (the lock is forgotten with the run), and the code delivers at once.
    expect((await post(ctx, rider, `/api/deliveries/${parcel.id}/out-for-delivery`)).statusCode).toBe(200);
    await expect
      .poll(() => ctx.sms.to(parcel.receiverPhone ?? '').filter((s) => /\d{6}/.test(s.body)).length)
      .toBe(2);
    const code = await latestCode(ctx, parcel);
    const done = await post(ctx, rider, `/api/deliveries/${parcel.id}/complete`, {
      code,
      cashCollected: due,
    });
    expect(done.json().status).toBe('delivered');
    expect(await entriesOf(parcel.id)).toHaveLength(1);
  });

  it('lets only admins see and decide the waiting deliveries', async () => {
    const parcel = await parcelAtDoor();
    await lockCode(parcel);
    await completeByPhoto(parcel.id);
    const customer = await signUp(ctx.app);
    for (const who of [rider, merchant, customer]) {
      expect((await post(ctx, who, `/api/admin/deliveries/${parcel.id}/approve`)).statusCode).toBe(403);
      expect(
        (await post(ctx, who, `/api/admin/deliveries/${parcel.id}/reject`, { reason: 'No' })).statusCode,
      ).toBe(403);
      const list = await requestAs(ctx, who, 'GET', '/api/admin/deliveries/approvals');
      expect(list.statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${parcel.id}/approve`,
    });
    expect(anonymous.statusCode).toBe(401);
    // Nor can the rider (or an admin) walk it on through the plain status endpoint.
    for (const who of [rider, admin]) {
      const moved = await requestAs(ctx, who, 'PATCH', `/api/parcels/${parcel.id}/status`, {
        status: 'delivered',
      });
      expect(moved.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await statusOf(parcel.id)).toBe('delivered_approval_pending');
    expect(await entriesOf(parcel.id)).toEqual([]);
  });

  it('makes a rider with many of them stand out', async () => {
    const rows = (await approvals()).riders;
    const mine = rows.find((row: { riderId: string }) => row.riderId === rider.riderId);
    expect(mine).toMatchObject({ riderName: 'Locked Rider', approved: 1, rejected: 1, standsOut: true });
    expect(mine.photoDeliveries).toBeGreaterThanOrEqual(3);
  });
});

describe('a photo delivery without a locked code', () => {
  it('delivers at once, as before, when the receiver has no phone', async () => {
    const parcel = await insertParcel(ctx.db, merchant, {
      receiverPhone: null,
      status: 'assigned',
      riderId: rider.riderId,
    });
    await takeOut(ctx, rider, parcel.id);
    const { answer } = await completeByPhoto(parcel.id);
    expect(answer.json().status).toBe('delivered');
    expect(await entriesOf(parcel.id)).toHaveLength(1);
    expect((await approvals()).pending.map((item: { parcelId: string }) => item.parcelId)).not.toContain(
      parcel.id,
    );
  });
});
