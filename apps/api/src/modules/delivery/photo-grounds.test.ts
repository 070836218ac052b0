import { photoDeliveriesStandOut } from '@desh/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeMissingReports,
  deliveryApprovals,
  deliveryCodes,
  deliveryProofs,
  ledgerEntries,
  type parcels,
  receiverCalls,
  smsOutbox,
} from '../../db/schema/index.ts';
import { deliverWithCode, latestCode, post, takeOut, uploadDoorPhoto } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { hubStaffAt, riderAt, scan, useDemoNetwork } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

// An SMS the gateway refuses is given up on after two tries, quickly.
const ctx = useTestContext(
  {},
  { smsWorker: { pollMs: 200, baseBackoffMs: 10, maxBackoffMs: 20, maxAttempts: 2 } },
);
let admin: SignedIn;
let merchant: SignedIn;
let mirpurOperator: SignedIn;
let mirpurManager: SignedIn;
let pickupRider: TestRider;
let rider: TestRider;
const due = 62_000;

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  merchant = await loginAs(ctx, 'customer', 'Mirpur Shop');
  mirpurOperator = await hubStaffAt(ctx, 'dhk-mir');
  mirpurManager = await hubStaffAt(ctx, 'dhk-mir', 'manager');
  pickupRider = await riderAt(ctx, admin, 'dhk-mir', 'Pickup Rider');
  rider = await riderAt(ctx, admin, 'dhk-mir', 'Door Rider');
});

let phoneSeq = 0;
const freshPhone = () => {
  phoneSeq += 1;
  return `0173${String(1_000_000 + phoneSeq).slice(-7)}`;
};

/** A parcel the rider took out themselves: the receiver's code goes out by SMS. */
async function atDoorWith(who: TestRider, overrides: Partial<typeof parcels.$inferInsert> = {}) {
  const parcel = await insertParcel(ctx.db, merchant, {
    receiverPhone: freshPhone(),
    status: 'assigned',
    riderId: who.riderId,
    ...overrides,
  });
  await takeOut(ctx, who, parcel.id);
  return parcel;
}

/**
 * The probe's way: picked up in Mirpur for a Pallabi door, received at the Mirpur hub, given to the
 * rider and handed out by a scan, which texts the receiver's code.
 */
async function handedOutAtHub() {
  const parcel = await insertParcel(ctx.db, merchant, {
    receiverPhone: freshPhone(),
    pickupDistrict: 'dhaka',
    pickupUpazila: 'mirpur',
    deliveryDistrict: 'dhaka',
    deliveryUpazila: 'pallabi',
  });
  const assigned = await requestAs(ctx, admin, 'PATCH', `/api/parcels/assign/${parcel.id}`, {
    riderId: pickupRider.riderId,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const picked = await requestAs(ctx, pickupRider, 'PATCH', `/api/parcels/${parcel.id}/status`, {
    status: 'picked_up',
  });
  expect(picked.statusCode, picked.body).toBe(200);
  expect((await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  const given = await post(ctx, mirpurManager, '/api/network/hubs/dhk-mir/assign', {
    riderId: rider.riderId,
    parcelIds: [parcel.id],
  });
  expect(given.json()).toEqual({ assigned: 1, skipped: [] });
  const out = await scan(ctx, mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId);
  expect(out.json()).toMatchObject({ result: 'handed_out', parcel: { status: 'out_for_delivery' } });
  return parcel;
}

const uploadPhoto = (who: SignedIn, parcelId: string) => uploadDoorPhoto(ctx, who, parcelId);

async function completeByPhoto(who: SignedIn, parcelId: string, receiverName = 'Anyone') {
  const photo = await uploadPhoto(who, parcelId);
  expect(photo.statusCode, photo.body).toBe(201);
  return post(ctx, who, `/api/deliveries/${parcelId}/complete`, {
    photoId: photo.json().photoId,
    receiverName,
    cashCollected: due,
  });
}

const codeSmsStatus = async (parcelId: string) =>
  (
    await ctx.db
      .select({ status: smsOutbox.status })
      .from(smsOutbox)
      .where(eq(smsOutbox.parcelId, parcelId))
      .orderBy(desc(smsOutbox.id))
      .limit(1)
  )[0]?.status;

async function codeOnRun(who: SignedIn, parcelId: string) {
  const run = await requestAs(ctx, who, 'GET', '/api/deliveries/run');
  return run.json().find((entry: { parcelId: string }) => entry.parcelId === parcelId)?.code;
}

/** Moves the code's sending back in time, as waiting at the door would. */
const codeSentAgo = (parcelId: string, ms: number) =>
  ctx.db
    .update(deliveryCodes)
    .set({ sentAt: new Date(Date.now() - ms) })
    .where(eq(deliveryCodes.parcelId, parcelId));

const approvalOf = async (parcelId: string) =>
  (await ctx.db.select().from(deliveryApprovals).where(eq(deliveryApprovals.parcelId, parcelId)))[0];
const proofOf = async (parcelId: string) =>
  (await ctx.db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcelId)))[0];
const entriesOf = (id: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.parcelId, id));
const approvals = async () => (await requestAs(ctx, admin, 'GET', '/api/admin/deliveries/approvals')).json();

describe('the receiver’s code cannot be waited out', () => {
  it('the probe: handed out at the hub, past two minutes, a photo and "Anyone" waits for an admin, flagged', async () => {
    const parcel = await handedOutAtHub();
    await latestCode(ctx, parcel);
    await expect.poll(() => codeSmsStatus(parcel.id)).toBe('sent');
    await codeSentAgo(parcel.id, 3 * 60_000);
    expect(await codeOnRun(rider, parcel.id)).toMatchObject({
      smsStatus: 'sent',
      photoGround: null,
      photoWaitsBecause: 'no_code_failure',
      photoNeedsApproval: true,
      receiverCalledAt: null,
    });

    const answer = await completeByPhoto(rider, parcel.id, 'Anyone');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe('delivered_approval_pending');
    expect(await approvalOf(parcel.id)).toMatchObject({
      status: 'pending',
      flag: 'no_code_failure',
      receiverName: 'Anyone',
      riderId: rider.riderId,
    });
    expect(await proofOf(parcel.id)).toBeUndefined();
    expect(await entriesOf(parcel.id)).toEqual([]);
    expect((await approvals()).pending).toContainEqual(
      expect.objectContaining({ parcelId: parcel.id, flag: 'no_code_failure', receiverName: 'Anyone' }),
    );
  });

  it('lets a photo deliver at once when the outbox gave up on the code’s SMS', async () => {
    const phone = freshPhone();
    ctx.sms.unreachable.add(phone);
    const parcel = await atDoorWith(rider, { receiverPhone: phone });
    await expect.poll(() => codeSmsStatus(parcel.id), { timeout: 10_000 }).toBe('failed');
    expect(await codeOnRun(rider, parcel.id)).toMatchObject({
      smsStatus: 'failed',
      photoGround: 'sms_failed',
      photoWaitsBecause: null,
      photoNeedsApproval: false,
    });
    const answer = await completeByPhoto(rider, parcel.id, 'Rahima Begum');
    expect(answer.json().status).toBe('delivered');
    expect(await proofOf(parcel.id)).toMatchObject({ kind: 'photo', receiverName: 'Rahima Begum' });
    expect(await approvalOf(parcel.id)).toBeUndefined();
    expect(await entriesOf(parcel.id)).toHaveLength(1);
  });

  it('lets a photo deliver at once after a call from the app and why the code did not arrive, in that order', async () => {
    const parcel = await atDoorWith(rider);
    await expect.poll(() => codeSmsStatus(parcel.id)).toBe('sent');
    const why = { reason: 'sms_not_received', note: 'She says no message came; her inbox is full.' };
    const early = await post(ctx, rider, `/api/deliveries/${parcel.id}/code-missing`, why);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Call the receiver from the app first, then say why the code did not arrive.',
    );

    const calledAt = new Date(Date.now() - 30_000).toISOString();
    const call = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${parcel.id}/receiver-calls`,
      headers: { ...rider.headers, 'x-action-time': calledAt },
    });
    expect(call.statusCode, call.body).toBe(201);
    expect(call.json()).toMatchObject({
      receiverCalledAt: calledAt,
      photoGround: null,
      photoNeedsApproval: true,
    });
    expect(await ctx.db.select().from(receiverCalls).where(eq(receiverCalls.parcelId, parcel.id))).toEqual([
      expect.objectContaining({
        phone: parcel.receiverPhone,
        riderId: rider.riderId,
        calledBy: rider.userId,
        calledAt: new Date(calledAt),
      }),
    ]);

    const noNote = await post(ctx, rider, `/api/deliveries/${parcel.id}/code-missing`, {
      reason: 'made_up',
      note: ' ',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({
      reason: 'Choose why the code did not reach the receiver.',
      note: 'Say what the receiver told you on the call.',
    });
    const said = await post(ctx, rider, `/api/deliveries/${parcel.id}/code-missing`, why);
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json()).toMatchObject({
      photoGround: 'receiver_called',
      codeMissingReason: 'sms_not_received',
      photoNeedsApproval: false,
    });
    expect(
      await ctx.db.select().from(codeMissingReports).where(eq(codeMissingReports.parcelId, parcel.id)),
    ).toEqual([expect.objectContaining({ reason: 'sms_not_received', note: why.note })]);

    const answer = await completeByPhoto(rider, parcel.id, 'Rahim Uddin');
    expect(answer.json().status).toBe('delivered');
    expect(await proofOf(parcel.id)).toMatchObject({ kind: 'photo', receiverName: 'Rahim Uddin' });
    expect(await approvalOf(parcel.id)).toBeUndefined();
  });

  it('forgets the call and the reason once a new code goes out: that code is to be tried first', async () => {
    const parcel = await atDoorWith(rider);
    await expect.poll(() => codeSmsStatus(parcel.id)).toBe('sent');
    await post(ctx, rider, `/api/deliveries/${parcel.id}/receiver-calls`);
    await post(ctx, rider, `/api/deliveries/${parcel.id}/code-missing`, {
      reason: 'phone_off',
      note: 'Her phone is dead.',
    });
    await codeSentAgo(parcel.id, 61_000);
    const resent = await post(ctx, rider, `/api/deliveries/${parcel.id}/code`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({
      photoGround: null,
      receiverCalledAt: null,
      photoNeedsApproval: true,
    });
    const answer = await completeByPhoto(rider, parcel.id);
    expect(answer.json().status).toBe('delivered_approval_pending');
    expect(await approvalOf(parcel.id)).toMatchObject({ flag: 'no_code_failure' });
  });

  it('keeps a locked code waiting whatever the rider says, and a partial delivery by photo needs the call', async () => {
    const parcel = await atDoorWith(rider);
    const code = await latestCode(ctx, parcel);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await post(ctx, rider, `/api/deliveries/${parcel.id}/complete`, { code: wrong, cashCollected: due });
    expect((await post(ctx, rider, `/api/deliveries/${parcel.id}/receiver-calls`)).statusCode).toBe(201);
    const said = await post(ctx, rider, `/api/deliveries/${parcel.id}/code-missing`, {
      reason: 'other',
      note: 'It never came.',
    });
    expect(said.statusCode).toBe(409);
    expect((await completeByPhoto(rider, parcel.id)).json().status).toBe('delivered_approval_pending');
    expect(await approvalOf(parcel.id)).toMatchObject({ flag: 'code_locked' });

    const partial = await atDoorWith(rider);
    const photo = await uploadPhoto(rider, partial.id);
    const refused = await post(ctx, rider, `/api/deliveries/${partial.id}/partial`, {
      photoId: photo.json().photoId,
      receiverName: 'Anyone',
      cashCollected: 30_000,
      itemsKept: 'One of two',
      reason: 'changed_mind',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'A partial delivery by photo needs a call to the receiver from the app and why the code did not arrive.',
    );
  });

  it('lets only the parcel’s rider or an admin record a call, and only at the door', async () => {
    const parcel = await atDoorWith(rider);
    const stranger = await riderAt(ctx, admin, 'dhk-mir', 'Other Rider');
    expect((await post(ctx, stranger, `/api/deliveries/${parcel.id}/receiver-calls`)).statusCode).toBe(403);
    expect((await post(ctx, merchant, `/api/deliveries/${parcel.id}/receiver-calls`)).statusCode).toBe(403);
    expect((await post(ctx, admin, `/api/deliveries/${parcel.id}/receiver-calls`)).statusCode).toBe(201);
    const noPhone = await atDoorWith(rider, { receiverPhone: null });
    expect((await post(ctx, rider, `/api/deliveries/${noPhone.id}/receiver-calls`)).statusCode).toBe(409);
    const assigned = await insertParcel(ctx.db, merchant, { status: 'assigned', riderId: rider.riderId });
    expect((await post(ctx, rider, `/api/deliveries/${assigned.id}/receiver-calls`)).statusCode).toBe(409);
  });
});

describe('the admin’s list of riders', () => {
  it('shows each rider’s photo deliveries instead of a sent code and their share, and puts the ones over the line first', async () => {
    const busy = await riderAt(ctx, admin, 'dhk-mir', 'Photo Rider');
    // Two photos that wait, one after a call and reason, one by code, one to a receiver with no phone.
    for (let i = 0; i < 2; i += 1) await completeByPhoto(busy, (await atDoorWith(busy)).id);
    const called = await atDoorWith(busy);
    await post(ctx, busy, `/api/deliveries/${called.id}/receiver-calls`);
    await post(ctx, busy, `/api/deliveries/${called.id}/code-missing`, {
      reason: 'wrong_number',
      note: 'The number is her brother’s.',
    });
    expect((await completeByPhoto(busy, called.id)).json().status).toBe('delivered');
    const byCode = await insertParcel(ctx.db, merchant, {
      receiverPhone: freshPhone(),
      status: 'assigned',
      riderId: busy.riderId,
    });
    await deliverWithCode(ctx, busy, byCode, due);
    expect(
      (await completeByPhoto(busy, (await atDoorWith(busy, { receiverPhone: null })).id)).statusCode,
    ).toBe(200);

    const { riders, windowDays } = await approvals();
    expect(windowDays).toBe(30);
    const mine = riders.find((row: { riderId: string }) => row.riderId === busy.riderId);
    expect(mine).toEqual({
      riderId: busy.riderId,
      riderName: 'Photo Rider',
      photoDeliveries: 3,
      withoutApproval: 1,
      pending: 2,
      approved: 0,
      rejected: 0,
      deliveries: 5,
      share: 0.6,
      standsOut: true,
    });
    // Riders over the line come first.
    const firstCalm = riders.findIndex((row: { standsOut: boolean }) => !row.standsOut);
    const lastMarked = riders.findLastIndex((row: { standsOut: boolean }) => row.standsOut);
    expect(firstCalm === -1 || lastMarked < firstCalm).toBe(true);
  });

  it('draws the line at three photo deliveries making a tenth of the rider’s deliveries', () => {
    expect(photoDeliveriesStandOut(2, 2)).toBe(false);
    expect(photoDeliveriesStandOut(3, 30)).toBe(true);
    expect(photoDeliveriesStandOut(3, 31)).toBe(false);
  });
});
