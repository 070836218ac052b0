import { describe, expect, it } from 'vitest';
import { post } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { multipartFile, tinyPng } from '../../test/image-fixtures.ts';
import { riderAt, scan, sendBag, useHubStaff } from '../../test/network-steps.ts';

const ctx = useTestContext();

const people = useHubStaff(ctx, { mirpurOperator: ['dhk-mir'], sortingOperator: ['dhk-sc'] });

async function list<T>(who: SignedIn, url: string): Promise<T[]> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T[];
}
const tripsAt = (who: SignedIn, hubId: string, direction: 'incoming' | 'outgoing') =>
  list<{ bagCount: number }>(who, `/api/network/hubs/${hubId}/trips?direction=${direction}`);
const bagsAt = (who: SignedIn, hubId: string, status: 'open' | 'sealed' | 'arrived') =>
  list<{ id: string; code: string }>(who, `/api/network/hubs/${hubId}/bags?status=${status}`);

/** A Mirpur parcel bound for Rangpur, picked up and received at the Mirpur hub: its tracking ID. */
async function receivedInMirpur(
  rider: { riderId: string; headers: SignedIn['headers'] },
  merchant: SignedIn,
) {
  const parcel = await insertParcel(ctx.db, merchant, {
    pickupDistrict: 'dhaka',
    pickupUpazila: 'mirpur',
    deliveryDistrict: 'rangpur',
  });
  for (const [url, who, payload] of [
    [`/api/parcels/assign/${parcel.id}`, people.admin, { riderId: rider.riderId }],
    [`/api/parcels/${parcel.id}/status`, rider, { status: 'picked_up' }],
  ] as const) {
    const moved = await ctx.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  expect((await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(
    200,
  );
  return parcel.trackingId;
}

describe('a hub’s lists of trips, bags and problems', () => {
  it('count each trip’s bags and keep each bag in its own status, at both ends', async () => {
    const merchant = await loginAs(ctx, 'customer', 'Mirpur Shop');
    const rider = await riderAt(ctx, people.admin, 'dhk-mir', 'Pickup Rider');
    // Two trips from Mirpur to the sorting centre, one bag each.
    const sent = [];
    for (let index = 0; index < 2; index += 1) {
      const trackingId = await receivedInMirpur(rider, merchant);
      sent.push(await sendBag(ctx, people.mirpurOperator, 'dhk-mir', 'dhk-sc', [trackingId]));
    }
    expect(
      (await tripsAt(people.mirpurOperator, 'dhk-mir', 'outgoing')).map((trip) => trip.bagCount),
    ).toEqual([1, 1]);
    expect(
      (await tripsAt(people.sortingOperator, 'dhk-sc', 'incoming')).map((trip) => trip.bagCount),
    ).toEqual([1, 1]);

    // Bags on their way to the sorting centre are none of its open bags.
    expect(await bagsAt(people.sortingOperator, 'dhk-sc', 'open')).toEqual([]);
    for (const bag of sent) {
      expect((await scan(ctx, people.sortingOperator, 'dhk-sc', 'receive_bag', bag.bagCode)).statusCode).toBe(
        200,
      );
    }
    const arrived = await bagsAt(people.sortingOperator, 'dhk-sc', 'arrived');
    expect(arrived.map((bag) => bag.code).sort()).toEqual(sent.map((bag) => bag.bagCode).sort());
    // A closed bag is no longer among the arrived ones.
    const closed = await post(ctx, people.sortingOperator, `/api/network/bags/${sent[0]?.bagId}/reconcile`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await bagsAt(people.sortingOperator, 'dhk-sc', 'arrived')).map((bag) => bag.id)).toEqual([
      sent[1]?.bagId,
    ]);
  });

  it('take a damage photo from the hub’s phone, and list the report that cites it', async () => {
    const merchant = await loginAs(ctx, 'customer', 'Mirpur Shop 2');
    const rider = await riderAt(ctx, people.admin, 'dhk-mir', 'Second Pickup Rider');
    const trackingId = await receivedInMirpur(rider, merchant);
    const { payload, headers } = multipartFile('image', 'box.png', 'image/png', tinyPng());
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/network/hubs/dhk-mir/photos?code=${trackingId}`,
      headers: { ...people.mirpurOperator.headers, ...headers },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { photoId } = uploaded.json() as { photoId: string };
    const reported = await post(ctx, people.mirpurOperator, '/api/network/hubs/dhk-mir/damage', {
      code: trackingId,
      note: 'Crushed corner',
      photoId,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const listed = await list<{ trackingId: string; kind: string; photoId: string | null }>(
      people.mirpurOperator,
      '/api/network/hubs/dhk-mir/exceptions',
    );
    expect(listed).toContainEqual(expect.objectContaining({ trackingId, kind: 'damaged', photoId }));
  });
});
