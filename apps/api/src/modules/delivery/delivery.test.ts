import { dhakaDate, dhakaDayStart } from '@desh/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryCodes,
  deliveryPhotos,
  deliveryProofs,
  parcelEvents,
  parcels,
  riders,
  smsOutbox,
} from '../../db/schema/index.ts';
import { latestCode, post, takeOut, uploadDoorPhoto } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { walkBackToOrigin } from '../../test/network-steps.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';
import { withPassword } from '../../test/step-up-steps.ts';

const ctx = useTestContext();
let admin: SignedIn;
let merchant: SignedIn;
let rider: TestRider;
let otherRider: TestRider;

beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
  merchant = await signUp(ctx.app, { name: 'Merchant' });
  rider = await createApprovedRider(ctx, admin, { fullName: 'Rider One' });
  otherRider = await createApprovedRider(ctx, admin, { fullName: 'Rider Two' });
  const contact = await requestAs(ctx, merchant, 'PUT', '/api/sms/contact', {
    phone: '+8801911000111',
    language: 'en',
    ...withPassword,
  });
  expect(contact.json()).toEqual({ phone: '01911000111', language: 'en' });
});

let phoneSeq = 0;
function freshPhone() {
  phoneSeq += 1;
  return `0171${String(1_000_000 + phoneSeq).slice(-7)}`;
}

async function parcelAtDoor(overrides: Partial<typeof parcels.$inferInsert> = {}) {
  const parcel = await insertParcel(ctx.db, merchant, {
    receiverPhone: freshPhone(),
    status: 'assigned',
    riderId: rider.riderId,
    ...overrides,
  });
  await takeOut(ctx, rider, parcel.id);
  return parcel;
}

const complete = (who: SignedIn, parcelId: string, body: object) =>
  post(ctx, who, `/api/deliveries/${parcelId}/complete`, body);
const fail = (who: SignedIn, parcelId: string, body: object) =>
  post(ctx, who, `/api/deliveries/${parcelId}/attempts`, body);
/** The rider asks for the code again once the minute between sends has passed (the last send moved back). */
async function resendAMinuteLater(parcelId: string) {
  await ctx.db
    .update(deliveryCodes)
    .set({ sentAt: new Date(Date.now() - 61_000) })
    .where(eq(deliveryCodes.parcelId, parcelId));
  return post(ctx, rider, `/api/deliveries/${parcelId}/code`);
}

const statusOf = async (id: string) =>
  (await ctx.db.select().from(parcels).where(eq(parcels.id, id)))[0]?.status;
const eventsOf = (id: string) =>
  ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, id)).orderBy(asc(parcelEvents.id));

const uploadPhoto = (who: SignedIn, parcelId: string) => uploadDoorPhoto(ctx, who, parcelId);

describe('out for delivery and the receiver’s code', () => {
  it('texts the receiver a 6-digit code in Bangla with their private link, and keeps only its hash', async () => {
    const parcel = await parcelAtDoor();
    const code = await latestCode(ctx, parcel);
    const sms = ctx.sms.to(parcel.receiverPhone ?? '').at(-1);
    expect(sms?.body).toContain('ডেলিভারি কোড');
    expect(sms?.body).toContain(parcel.trackingId);
    expect(sms?.body).toMatch(new RegExp(`${ctx.env.publicUrl}/r/[A-Za-z0-9_-]{22}$`));
    const [stored] = await ctx.db.select().from(deliveryCodes).where(eq(deliveryCodes.parcelId, parcel.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const events = await eventsOf(parcel.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'in_transit',
      toStatus: 'out_for_delivery',
      actorRole: 'hub',
    });
  });

  it('sends an English receiver the English text', async () => {
    const parcel = await parcelAtDoor({ receiverLanguage: 'en' });
    await latestCode(ctx, parcel);
    expect(ctx.sms.to(parcel.receiverPhone ?? '').at(-1)?.body).toMatch(
      /out for delivery\. Delivery code \d{6}/,
    );
  });

  it('completes with the right code and the exact cash; refuses a short or an over collection', async () => {
    const parcel = await parcelAtDoor();
    const code = await latestCode(ctx, parcel);
    const short = await complete(rider, parcel.id, { code, cashCollected: 61_999 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.cashCollected).toContain('৳620');
    expect((await complete(rider, parcel.id, { code })).statusCode).toBe(400);
    expect((await complete(rider, parcel.id, { code, cashCollected: 62_001 })).statusCode).toBe(400);
    const done = await complete(rider, parcel.id, { code, cashCollected: 62_000 });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('delivered');
    const [proof] = await ctx.db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcel.id));
    expect(proof).toMatchObject({ kind: 'code', cashCollected: 62_000, riderId: rider.riderId });
    expect(await ctx.db.select().from(deliveryCodes).where(eq(deliveryCodes.parcelId, parcel.id))).toEqual(
      [],
    );
    await expect
      .poll(() => ctx.sms.to('01911000111').map((sms) => sms.body))
      .toContain(`Desh Courier: Your parcel ${parcel.trackingId} has been delivered to the receiver.`);
    // The receiver and the sender are told together, in the delivering transaction.
    const told = await ctx.db
      .select({ kind: smsOutbox.kind, to: smsOutbox.toPhone })
      .from(smsOutbox)
      .where(eq(smsOutbox.parcelId, parcel.id))
      .orderBy(asc(smsOutbox.id));
    expect(told.slice(-2)).toEqual([
      { kind: 'delivered', to: parcel.receiverPhone },
      { kind: 'merchant_delivered', to: '01911000111' },
    ]);
  });

  it('counts wrong codes and locks the code after 5, even against the right one', async () => {
    const parcel = await parcelAtDoor({ paymentMethod: 'prepaid', codAmountPoisha: 0 });
    const code = await latestCode(ctx, parcel);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await complete(rider, parcel.id, { code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(
        `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    const fifth = await complete(rider, parcel.id, { code: wrong });
    expect(fifth.statusCode).toBe(409);
    const right = await complete(rider, parcel.id, { code });
    expect(right.statusCode).toBe(409);
    expect(right.json().error.message).toContain('locked');
    expect(await statusOf(parcel.id)).toBe('out_for_delivery');

    // Locked: a photo with the receiver's name is accepted instead, but it waits for an admin
    // (proof-approval.test.ts): a photo must not get a rider round a code they could not get right.
    const photo = await uploadPhoto(rider, parcel.id);
    expect(photo.statusCode).toBe(201);
    const byPhoto = await complete(rider, parcel.id, {
      photoId: photo.json().photoId,
      receiverName: 'Salma',
    });
    expect(byPhoto.statusCode).toBe(200);
    expect(byPhoto.json().status).toBe('delivered_approval_pending');
  });

  it('limits resending: not within a minute, and a fresh code replaces the old one', async () => {
    const parcel = await parcelAtDoor();
    const first = await latestCode(ctx, parcel);
    const tooSoon = await post(ctx, rider, `/api/deliveries/${parcel.id}/code`);
    expect(tooSoon.statusCode).toBe(429);
    const again = await resendAMinuteLater(parcel.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ hasPhone: true, resendsLeft: 2, locked: false });
    await expect.poll(() => ctx.sms.to(parcel.receiverPhone ?? '').length).toBe(2);
    const second = await latestCode(ctx, parcel);
    if (second !== first) {
      expect((await complete(rider, parcel.id, { code: first, cashCollected: 62_000 })).statusCode).toBe(400);
    }
    expect((await complete(rider, parcel.id, { code: second, cashCollected: 62_000 })).statusCode).toBe(200);
  });

  it('unlocks a locked code with a resend that remembers the lock, and the new code delivers', async () => {
    const parcel = await parcelAtDoor({ paymentMethod: 'prepaid', codAmountPoisha: 0 });
    const code = await latestCode(ctx, parcel);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 5; tries += 1) await complete(rider, parcel.id, { code: wrong });
    const resent = await resendAMinuteLater(parcel.id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ locked: false, resendsLeft: 2 });
    const [row] = await ctx.db.select().from(deliveryCodes).where(eq(deliveryCodes.parcelId, parcel.id));
    // The code's row points at the SMS queued with it, in the same statement.
    expect(row).toMatchObject({ wrongTries: 0, resends: 1, wasLocked: true });
    expect(row?.smsId).toEqual(expect.any(Number));
    // The new code works again (read from its SMS, once the outbox has sent it).
    const codesSent = () =>
      ctx.sms.to(parcel.receiverPhone ?? '').filter((sms) => /(?:code|কোড) \d{6}/i.test(sms.body)).length;
    await expect.poll(codesSent).toBe(2);
    const fresh = await latestCode(ctx, parcel);
    expect((await complete(rider, parcel.id, { code: fresh })).statusCode).toBe(200);
  });

  it('lets exactly one of a rider and an admin completing at the same moment win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const parcel = await parcelAtDoor();
      const code = await latestCode(ctx, parcel);
      const answers = await Promise.all([
        complete(rider, parcel.id, { code, cashCollected: 62_000 }),
        complete(admin, parcel.id, { code, cashCollected: 62_000 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(
        await ctx.db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, parcel.id)),
      ).toHaveLength(1);
      expect((await eventsOf(parcel.id)).filter((event) => event.toStatus === 'delivered')).toHaveLength(1);
    }
  });

  it('refuses another rider and the sender', async () => {
    const parcel = await parcelAtDoor();
    const code = await latestCode(ctx, parcel);
    expect((await complete(otherRider, parcel.id, { code, cashCollected: 62_000 })).statusCode).toBe(403);
    expect((await complete(merchant, parcel.id, { code, cashCollected: 62_000 })).statusCode).toBe(403);
    expect((await uploadPhoto(otherRider, parcel.id)).statusCode).toBe(403);
    expect(await statusOf(parcel.id)).toBe('out_for_delivery');
  });

  it('refuses the rider once their application is no longer approved, at the door and for a new code', async () => {
    const carrier = await createApprovedRider(ctx, admin, { fullName: 'Rider Three' });
    const parcel = await insertParcel(ctx.db, merchant, {
      receiverPhone: freshPhone(),
      status: 'assigned',
      riderId: carrier.riderId,
    });
    await takeOut(ctx, carrier, parcel.id);
    await ctx.db.update(riders).set({ status: 'rejected' }).where(eq(riders.id, carrier.riderId));
    const refused = await fail(carrier, parcel.id, { reason: 'wrong_address' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PARCEL_NOT_ASSIGNED_TO_YOU');
    expect((await post(ctx, carrier, `/api/deliveries/${parcel.id}/code`, {})).statusCode).toBe(403);
    expect(await statusOf(parcel.id)).toBe('out_for_delivery');
  });
});

describe('photo proof', () => {
  it('needs a photo and the receiver’s name when there is no phone, and only admins can open the photo', async () => {
    const parcel = await parcelAtDoor({ receiverPhone: null });
    expect((await complete(rider, parcel.id, { code: '123456', cashCollected: 62_000 })).statusCode).toBe(
      409,
    );
    const photo = await uploadPhoto(rider, parcel.id);
    const photoId = photo.json().photoId as string;
    const noName = await complete(rider, parcel.id, { photoId, cashCollected: 62_000 });
    expect(noName.json().error.fields).toEqual({
      receiverName: 'Enter the name of the person who took the parcel.',
    });
    const done = await complete(rider, parcel.id, {
      photoId,
      receiverName: 'Rahim Uddin',
      cashCollected: 62_000,
    });
    expect(done.statusCode).toBe(200);

    const proofs = await requestAs(ctx, admin, 'GET', '/api/admin/deliveries/proofs');
    expect(proofs.json().find((proof: { parcelId: string }) => proof.parcelId === parcel.id)).toMatchObject({
      kind: 'photo',
      receiverName: 'Rahim Uddin',
      hasPhoto: true,
      photoId,
      riderName: 'Rider One',
    });
    const url = `/api/admin/deliveries/photos/${photoId}`;
    const opened = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    // Stored as this server re-encoded it (no metadata rides along): a PNG, not the uploaded bytes.
    expect(opened.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(opened.rawPayload.length).toBeGreaterThan(0);
    for (const who of [rider, merchant]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/uploads/../private-uploads/x.png' })).statusCode,
    ).toBe(404);
  });
});

describe('the sender’s proof photo', () => {
  it('opens for the parcel’s sender and admins; another shop and the rider are refused, a damage photo is not theirs', async () => {
    const parcel = await parcelAtDoor({ receiverPhone: null });
    const photoId = (await uploadPhoto(rider, parcel.id)).json().photoId as string;
    const done = await complete(rider, parcel.id, {
      photoId,
      receiverName: 'Rahim Uddin',
      cashCollected: 62_000,
    });
    expect(done.statusCode).toBe(200);
    const url = `/api/deliveries/photos/${photoId}`;
    for (const who of [merchant, admin]) {
      const opened = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('image/png');
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(opened.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
    const otherShop = await signUp(ctx.app, { name: 'Another Shop' });
    for (const who of [otherShop, rider]) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('This parcel belongs to another customer.');
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const damagePhotoId = crypto.randomUUID();
    await ctx.db.insert(deliveryPhotos).values({
      id: damagePhotoId,
      parcelId: parcel.id,
      purpose: 'damage',
      storageKey: 'damage.png',
      contentType: 'image/png',
    });
    const damage = `/api/deliveries/photos/${damagePhotoId}`;
    expect((await ctx.app.inject({ method: 'GET', url: damage, headers: merchant.headers })).statusCode).toBe(
      404,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/deliveries/photos/${crypto.randomUUID()}`,
          headers: merchant.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the rider’s run', () => {
  it('holds every parcel still to work and those finished today in Dhaka; the assigned list keeps the earlier ones', async () => {
    const runner = await createApprovedRider(ctx, admin, { fullName: 'Rider Three' });
    const todayBegan = dhakaDayStart(dhakaDate()).getTime();
    const insert = (status: 'assigned' | 'delivered' | 'returned', updatedAt: number) =>
      insertParcel(ctx.db, merchant, {
        receiverPhone: freshPhone(),
        status,
        riderId: runner.riderId,
        updatedAt: new Date(updatedAt),
      });
    const stillToPick = await insert('assigned', todayBegan - 10 * 86_400_000);
    const deliveredToday = await insert('delivered', Math.max(todayBegan, Date.now() - 60_000));
    const deliveredYesterday = await insert('delivered', todayBegan - 60_000);
    const returnedLastWeek = await insert('returned', todayBegan - 7 * 86_400_000);

    const run = await requestAs(ctx, runner, 'GET', '/api/deliveries/run');
    expect(run.statusCode).toBe(200);
    expect(run.json().map((entry: { parcelId: string }) => entry.parcelId)).toEqual([
      stillToPick.id,
      deliveredToday.id,
    ]);
    const assigned = await requestAs(ctx, runner, 'GET', '/api/parcels/assigned');
    expect(new Set(assigned.json().map((parcel: { _id: string }) => parcel._id))).toEqual(
      new Set([stillToPick.id, deliveredToday.id, deliveredYesterday.id, returnedLastWeek.id]),
    );
  });
});

describe('failed attempts and returns', () => {
  it('puts the parcel back in the rider’s queue, and after the third attempt sends it back to the sender', async () => {
    const parcel = await parcelAtDoor();
    const noDate = await fail(rider, parcel.id, { reason: 'reschedule' });
    expect(noDate.json().error.fields).toEqual({ rescheduleDate: 'Choose the day the receiver asked for.' });
    expect((await fail(rider, parcel.id, { reason: 'other' })).json().error.fields).toEqual({
      note: 'Please describe what happened.',
    });
    const first = await fail(rider, parcel.id, { reason: 'reschedule', rescheduleDate: '2026-12-01' });
    expect(first.json().status).toBe('failed');

    const run = await ctx.app.inject({ method: 'GET', url: '/api/deliveries/run', headers: rider.headers });
    const item = run.json().find((entry: { parcelId: string }) => entry.parcelId === parcel.id);
    expect(item).toMatchObject({
      rescheduledFor: '2026-12-01',
      attempts: [{ attemptNo: 1, reason: 'reschedule' }],
    });

    await post(ctx, rider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    expect((await fail(rider, parcel.id, { reason: 'wrong_address' })).json().status).toBe('failed');
    await post(ctx, rider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    const third = await fail(rider, parcel.id, { reason: 'other', note: 'Gate locked, guard sent me away' });
    expect(third.json().status).toBe('returning');
    const events = (await eventsOf(parcel.id)).slice(-2);
    expect(events.map((event) => [event.toStatus, event.actorRole, event.note])).toEqual([
      ['failed', 'rider', 'Other'],
      ['returning', 'system', '3 delivery attempts failed.'],
    ]);
    await expect
      .poll(() => ctx.sms.to('01911000111').map((sms) => sms.body))
      .toContain(
        `Desh Courier: Parcel ${parcel.trackingId} could not be delivered and is coming back to you.`,
      );
    expect(ctx.sms.to('01911000111').map((sms) => sms.body)).toContain(
      `Desh Courier: Delivery attempt 1 of 3 for parcel ${parcel.trackingId} failed: receiver asked for another day.`,
    );

    // Public tracking gives each step's reason as a code from the fixed list, never the rider's own note.
    const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    const reasons = tracking
      .json()
      .events.filter((event: { reason?: string }) => event.reason)
      .map((event: { reason: string; rescheduleDate?: string }) => [event.reason, event.rescheduleDate]);
    expect(reasons).toEqual([
      ['reschedule', '2026-12-01'],
      ['wrong_address', undefined],
      ['other', undefined],
      ['attempts_exhausted', undefined],
    ]);
    expect(tracking.body).not.toContain('guard');

    const problems = await requestAs(ctx, admin, 'GET', '/api/admin/deliveries/problems');
    expect(problems.json().find((row: { parcelId: string }) => row.parcelId === parcel.id)).toMatchObject({
      status: 'returning',
      attempts: [
        { attemptNo: 1 },
        { attemptNo: 2 },
        { attemptNo: 3, note: 'Gate locked, guard sent me away' },
      ],
    });
  });

  it('sends a refused parcel back at once; it is closed only at its origin, where the sender confirms it came back (issue 61 item 3)', async () => {
    const parcel = await parcelAtDoor();
    expect((await fail(rider, parcel.id, { reason: 'refused' })).json().status).toBe('returning');
    expect((await post(ctx, otherRider, `/api/deliveries/${parcel.id}/returned`, {})).statusCode).toBe(403);
    // At the far end nobody closes it: not its delivery rider with a photo, not the sender, not an admin.
    const photoId = (await uploadPhoto(rider, parcel.id)).json().photoId;
    for (const [who, body] of [
      [rider, { photoId }],
      [merchant, {}],
      [admin, {}],
    ] as const) {
      const early = await post(ctx, who, `/api/deliveries/${parcel.id}/returned`, body);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe('RETURN_CLOSES_AT_ORIGIN');
    }
    await walkBackToOrigin(ctx, rider, parcel.id);
    // The rider needs a photo of the handover; the sender does not.
    const riderNoPhoto = await post(ctx, rider, `/api/deliveries/${parcel.id}/returned`, {});
    expect(riderNoPhoto.json().error.fields).toEqual({ photoId: 'Take a photo of the handover first.' });
    const back = await post(ctx, merchant, `/api/deliveries/${parcel.id}/returned`, {});
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('returned');
    expect((await post(ctx, merchant, `/api/deliveries/${parcel.id}/returned`, {})).statusCode).toBe(409);
  });

  it('lets the origin hub’s rider hand a return back with a photo', async () => {
    const parcel = await parcelAtDoor();
    await fail(rider, parcel.id, { reason: 'refused' });
    await walkBackToOrigin(ctx, rider, parcel.id);
    const photoId = (await uploadPhoto(rider, parcel.id)).json().photoId;
    const back = await post(ctx, rider, `/api/deliveries/${parcel.id}/returned`, { photoId });
    expect(back.json().status).toBe('returned');
    await expect
      .poll(() => ctx.sms.to('01911000111').map((sms) => sms.body))
      .toContain(`Desh Courier: Parcel ${parcel.trackingId} has been handed back to you.`);
  });

  it('lets only a rider record an attempt, only at the door', async () => {
    const parcel = await insertParcel(ctx.db, merchant, { status: 'assigned', riderId: rider.riderId });
    expect((await fail(rider, parcel.id, { reason: 'wrong_address' })).statusCode).toBe(409);
    await takeOut(ctx, rider, parcel.id);
    expect((await fail(admin, parcel.id, { reason: 'wrong_address' })).statusCode).toBe(403);
    expect((await fail(merchant, parcel.id, { reason: 'wrong_address' })).statusCode).toBe(403);
    expect((await fail(rider, 'no-such-parcel', { reason: 'wrong_address' })).statusCode).toBe(404);
  });
});
