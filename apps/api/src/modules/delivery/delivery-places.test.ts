import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryPlaces, type parcels } from '../../db/schema/index.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { latestCode, post, receiverLinkToken, takeOut } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import type { TestRider } from '../../test/rider-steps.ts';

/** Issue 23: a stop without the receiver's pin is placed where its rider delivered to that phone before. */

const ctx = useTestContext();
const people = useDeliveryPeople(ctx, {
  sender: 'Places Shop',
  riders: {
    riderA: { fullName: 'Rider A', phone: '01711000301' },
    riderB: { fullName: 'Rider B', phone: '01711000302' },
  },
});

let phoneSeq = 0;
const freshPhone = () => `0161${String(4_000_000 + ++phoneSeq).slice(-7)}`;

/** A prepaid parcel to `phone`, assigned to `rider` (nothing to collect at the door). */
const parcelTo = (phone: string, rider: TestRider, values: Partial<typeof parcels.$inferInsert> = {}) =>
  insertParcel(ctx.db, people.sender, {
    receiverPhone: phone,
    status: 'assigned',
    riderId: rider.riderId,
    paymentMethod: 'prepaid',
    ...values,
  });

/** Takes the parcel out and completes it with the receiver's code and `place`, as `who`. */
async function deliver(
  rider: TestRider,
  parcel: Awaited<ReturnType<typeof parcelTo>>,
  place: object | undefined,
  who: SignedIn = rider,
) {
  await takeOut(ctx, rider, parcel.id);
  const code = await latestCode(ctx, parcel);
  return post(ctx, who, `/api/deliveries/${parcel.id}/complete`, { code, cashCollected: 0, place });
}

type RunEntry = {
  parcelId: string;
  earlierPlace: { lat: number; lng: number } | null;
  receiver: { pin: unknown } | null;
};
async function stopIn(who: SignedIn, parcelId: string): Promise<RunEntry | undefined> {
  const run = await requestAs(ctx, who, 'GET', '/api/deliveries/run');
  expect(run.statusCode).toBe(200);
  return (run.json() as RunEntry[]).find((entry) => entry.parcelId === parcelId);
}
const placeRowOf = async (parcelId: string) =>
  (await ctx.db.select().from(deliveryPlaces).where(eq(deliveryPlaces.parcelId, parcelId)))[0];

const gulshan = { lat: 23.7925, lng: 90.4078, accuracyM: 18 };

describe('the rider’s earlier delivery to the same phone', () => {
  it('places the same rider’s next stop to that phone there; another rider and an admin never see it', async () => {
    const phone = freshPhone();
    const first = await parcelTo(phone, people.riderA);
    const done = await deliver(people.riderA, first, gulshan);
    expect(done.statusCode, done.body).toBe(200);
    expect(await placeRowOf(first.id)).toMatchObject({
      riderId: people.riderA.riderId,
      receiverPhone: phone,
      ...gulshan,
    });

    const next = await parcelTo(phone, people.riderA);
    expect((await stopIn(people.riderA, next.id))?.earlierPlace).toEqual({
      lat: gulshan.lat,
      lng: gulshan.lng,
    });
    // The delivered parcel itself is finished: it needs no place.
    expect((await stopIn(people.riderA, first.id))?.earlierPlace).toBeNull();

    const othersParcel = await parcelTo(phone, people.riderB);
    expect((await stopIn(people.riderB, othersParcel.id))?.earlierPlace).toBeNull();
    const adminRun = await requestAs(ctx, people.admin, 'GET', '/api/deliveries/run');
    expect(adminRun.statusCode).toBe(200);
    expect(adminRun.body).not.toContain(String(gulshan.lat));
    // Never on public tracking, nor on the merchant's view of the parcel.
    const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${first.trackingId}` });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.body).not.toContain(String(gulshan.lat));
    const merchantView = await requestAs(ctx, people.sender, 'GET', `/api/parcels/${first.id}`);
    expect(merchantView.statusCode).toBe(200);
    expect(merchantView.body).not.toContain(String(gulshan.lat));
  });

  it('takes the latest of the rider’s deliveries to that phone, one handover at a time', async () => {
    const phone = freshPhone();
    expect((await deliver(people.riderA, await parcelTo(phone, people.riderA), gulshan)).statusCode).toBe(
      200,
    );
    const moved = { lat: 23.8103, lng: 90.4125, accuracyM: 40 };
    expect((await deliver(people.riderA, await parcelTo(phone, people.riderA), moved)).statusCode).toBe(200);
    const next = await parcelTo(phone, people.riderA);
    expect((await stopIn(people.riderA, next.id))?.earlierPlace).toEqual({ lat: moved.lat, lng: moved.lng });
  });

  it('the receiver’s own pin wins over the rider’s earlier place', async () => {
    const phone = freshPhone();
    expect((await deliver(people.riderA, await parcelTo(phone, people.riderA), gulshan)).statusCode).toBe(
      200,
    );
    const next = await parcelTo(phone, people.riderA);
    const before = ctx.sms.to(phone).length;
    await takeOut(ctx, people.riderA, next.id);
    // The out-for-delivery SMS carries the receiver's new private link.
    const token = await receiverLinkToken(ctx, phone, before);
    const pinned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/receiver-links/${token}/pin`,
      payload: { lat: 23.7465, lng: 90.3763, accuracyM: 12 },
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    const stop = await stopIn(people.riderA, next.id);
    expect(stop?.receiver?.pin).toMatchObject({ lat: 23.7465, lng: 90.3763 });
    expect(stop?.earlierPlace).toBeNull();
  });

  it('keeps the place of a partial delivery too', async () => {
    const phone = freshPhone();
    const parcel = await parcelTo(phone, people.riderA, {
      paymentMethod: 'cod',
      deliveryFeePoisha: 6_000,
      codAmountPoisha: 100_000,
    });
    await takeOut(ctx, people.riderA, parcel.id);
    const partial = await post(ctx, people.riderA, `/api/deliveries/${parcel.id}/partial`, {
      code: await latestCode(ctx, parcel),
      cashCollected: 50_000,
      itemsKeptCount: 1,
      reason: 'changed_mind',
      place: gulshan,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const next = await parcelTo(phone, people.riderA);
    expect((await stopIn(people.riderA, next.id))?.earlierPlace).toEqual({
      lat: gulshan.lat,
      lng: gulshan.lng,
    });
  });

  it('drops a vague place and an admin’s, but delivers either way', async () => {
    const phone = freshPhone();
    const vague = await parcelTo(phone, people.riderA);
    const done = await deliver(people.riderA, vague, { lat: 23.79, lng: 90.4, accuracyM: 850 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'delivered' });
    expect(await placeRowOf(vague.id)).toBeUndefined();

    const byAdmin = await parcelTo(phone, people.riderA);
    expect((await deliver(people.riderA, byAdmin, gulshan, people.admin)).statusCode).toBe(200);
    expect(await placeRowOf(byAdmin.id)).toBeUndefined();
    expect((await stopIn(people.riderA, (await parcelTo(phone, people.riderA)).id))?.earlierPlace).toBeNull();
  });

  it('refuses a place that is not one, field by field, and delivers nothing', async () => {
    const parcel = await parcelTo(freshPhone(), people.riderA);
    const answer = await deliver(people.riderA, parcel, { lat: 91, lng: 'east', accuracyM: -3 });
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields).sort()).toEqual(['place.accuracyM', 'place.lat', 'place.lng']);
    const still = await requestAs(ctx, people.riderA, 'GET', `/api/parcels/${parcel.id}`);
    expect(still.json()).toMatchObject({ status: 'out_for_delivery' });
    expect(await placeRowOf(parcel.id)).toBeUndefined();
  });
});
