import { addDays, dhakaDate } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcelHolds, parcels, receiverPreferences } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { pickedUpBy, riderAt, scan, useHubStaff, walkToDoor } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
const people = useHubStaff(ctx, { mirpur: ['dhk-mir'], mirpurManager: ['dhk-mir', 'manager'] });
let merchant: SignedIn;
let pickupRider: TestRider;
let karim: TestRider;

beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Gate Shop');
  pickupRider = await riderAt(ctx, people.admin, 'dhk-mir', 'Pickup Rider');
  karim = await riderAt(ctx, people.admin, 'dhk-mir', 'Karim Uddin');
});

/** A Mirpur → Pallabi parcel (one hub both ways) received at the Mirpur hub. */
async function atMirpur() {
  const parcel = await pickedUpBy(
    ctx,
    { merchant, admin: people.admin, rider: pickupRider },
    { deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi' },
  );
  expect((await scan(ctx, people.mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  return parcel;
}

const assignTo = (rider: TestRider, parcelId: string) =>
  post(ctx, people.mirpurManager, '/api/network/hubs/dhk-mir/assign', {
    riderId: rider.riderId,
    parcelIds: [parcelId],
  });

const desk = (trackingId: string, body: object) =>
  requestAs(ctx, people.admin, 'POST', `/api/admin/parcels/${trackingId}/actions`, body);

async function inHubWork(parcelId: string) {
  const work = await requestAs(ctx, people.mirpurManager, 'GET', '/api/network/hubs/dhk-mir/work');
  const deliveries = work.json().deliveries as Array<{
    parcels: Array<{ id: string; held: boolean; waitingFor: string | null }>;
  }>;
  return deliveries.flatMap((group) => group.parcels).find((each) => each.id === parcelId);
}

describe('the hand-out names its rider (issue 61)', () => {
  it('refuses a hand-out without a rider with the field’s message, and moves nothing', async () => {
    const parcel = await atMirpur();
    expect((await assignTo(karim, parcel.id)).json()).toEqual({ assigned: 1, skipped: [] });
    const bare = await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/scans', {
      code: parcel.trackingId,
      action: 'handout',
      scanId: crypto.randomUUID(),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { riderId: 'Choose the rider you hand it to: an approved rider of this hub.' },
    });
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(row?.status).toBe('in_transit');
  });
});

describe('one hold, read by the gate', () => {
  it('a parcel head office holds is not bagged, run or handed out until an admin releases it', async () => {
    const parcel = await atMirpur();
    expect(
      (await desk(parcel.trackingId, { action: 'hold', reason: 'Merchant asked to wait' })).statusCode,
    ).toBe(200);
    expect((await inHubWork(parcel.id))?.held).toBe(true);
    expect((await assignTo(karim, parcel.id)).json()).toEqual({ assigned: 0, skipped: [parcel.trackingId] });
    await ctx.db.update(parcels).set({ riderId: karim.riderId }).where(eq(parcels.id, parcel.id));
    const held = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId);
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toMatchObject({
      code: 'PARCEL_HELD',
      message: 'Head office has put this parcel on hold: an admin must release it before it moves on.',
    });

    expect(
      (await desk(parcel.trackingId, { action: 'release', reason: 'Merchant confirmed' })).statusCode,
    ).toBe(200);
    const [hold] = await ctx.db.select().from(parcelHolds).where(eq(parcelHolds.parcelId, parcel.id));
    expect(hold).toMatchObject({
      kind: 'desk',
      reason: 'Merchant asked to wait',
      heldBy: people.admin.userId,
      releasedBy: people.admin.userId,
      releaseNote: 'Merchant confirmed',
    });
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId);
    expect(out.json()).toMatchObject({ result: 'handed_out', parcel: { status: 'out_for_delivery' } });
  });

  it('a parcel head office holds is not bagged for its next hub', async () => {
    const parcel = await pickedUpBy(ctx, { merchant, admin: people.admin, rider: pickupRider });
    expect((await scan(ctx, people.mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
    expect((await desk(parcel.trackingId, { action: 'hold', reason: 'Address check' })).statusCode).toBe(200);
    const bagId = (
      await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/bags', { destinationHubId: 'dhk-sc' })
    ).json().id as string;
    const bagged = await scan(ctx, people.mirpur, 'dhk-mir', 'bag', parcel.trackingId, { bagId });
    expect(bagged.statusCode).toBe(409);
    expect(bagged.json().error.code).toBe('PARCEL_HELD');
  });

  it('a parcel held by head office while out with its rider is not delivered', async () => {
    const parcel = await atMirpur();
    expect((await assignTo(karim, parcel.id)).json()).toEqual({ assigned: 1, skipped: [] });
    await walkToDoor(ctx, karim, parcel.id);
    expect((await desk(parcel.trackingId, { action: 'hold', reason: 'Fraud check' })).statusCode).toBe(200);
    const failed = await post(ctx, karim, `/api/deliveries/${parcel.id}/complete`, {
      code: '000000',
      cashCollected: parcel.codAmountPoisha / 100,
    });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.code).toBe('PARCEL_HELD');
  });
});

describe('the receiver’s chosen day (issue 63 item 11)', () => {
  it('waits at the hub until its day: shown as waiting, skipped by a run, refused at the hand-out', async () => {
    const parcel = await atMirpur();
    const tomorrow = addDays(dhakaDate(), 1);
    await ctx.db.insert(receiverPreferences).values({ parcelId: parcel.id, preferredDate: tomorrow });
    expect(await inHubWork(parcel.id)).toMatchObject({ waitingFor: tomorrow, held: false });
    expect((await assignTo(karim, parcel.id)).json()).toEqual({ assigned: 0, skipped: [parcel.trackingId] });

    await ctx.db.update(parcels).set({ riderId: karim.riderId }).where(eq(parcels.id, parcel.id));
    const early = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'WAITING_FOR_CHOSEN_DAY', params: { day: tomorrow } });
    // Nobody took it out either: the rider's run does not list it.
    const run = await requestAs(ctx, karim, 'GET', '/api/deliveries/run');
    expect((run.json() as Array<{ parcelId: string }>).map((item) => item.parcelId)).not.toContain(parcel.id);

    // On its day it goes.
    await ctx.db
      .update(receiverPreferences)
      .set({ preferredDate: dhakaDate() })
      .where(eq(receiverPreferences.parcelId, parcel.id));
    expect(await inHubWork(parcel.id)).toMatchObject({ waitingFor: null });
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId);
    expect(out.json()).toMatchObject({ result: 'handed_out', parcel: { status: 'out_for_delivery' } });
  });
});
