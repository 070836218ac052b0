import { beforeAll, describe, expect, it } from 'vitest';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { hubStaffAt, riderAt, scan, sendBag, useDemoNetwork } from '../../test/network-steps.ts';

const ctx = useTestContext();

let admin: SignedIn;
let mirpurOperator: SignedIn;
let sortingOperator: SignedIn;

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  mirpurOperator = await hubStaffAt(ctx, 'dhk-mir');
  sortingOperator = await hubStaffAt(ctx, 'dhk-sc');
});

const tripsAt = async (who: SignedIn, hubId: string, direction: 'incoming' | 'outgoing') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/network/hubs/${hubId}/trips?direction=${direction}`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ code: string; bagCount: number }>;
};

describe('trip lists', () => {
  it('count the bags each trip carries, on both ends', async () => {
    const merchant = await loginAs(ctx, 'customer', 'Mirpur Shop');
    const rider = await riderAt(ctx, admin, 'dhk-mir', 'Pickup Rider');
    const trackingIds: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const parcel = await insertParcel(ctx.db, merchant, {
        pickupDistrict: 'dhaka',
        pickupUpazila: 'mirpur',
        deliveryDistrict: 'rangpur',
      });
      for (const [url, who, payload] of [
        [`/api/parcels/assign/${parcel.id}`, admin, { riderId: rider.riderId }],
        [`/api/parcels/${parcel.id}/status`, rider, { status: 'picked_up' }],
      ] as const) {
        const moved = await ctx.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      expect((await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
      trackingIds.push(parcel.trackingId);
    }
    // One trip with one bag, another with a second bag.
    await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', trackingIds.slice(0, 1));
    await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', trackingIds.slice(1));

    const outgoing = await tripsAt(mirpurOperator, 'dhk-mir', 'outgoing');
    expect(outgoing.map((trip) => trip.bagCount)).toEqual([1, 1]);
    const incoming = await tripsAt(sortingOperator, 'dhk-sc', 'incoming');
    expect(incoming.map((trip) => trip.bagCount)).toEqual([1, 1]);
  });
});
