import type { BagDetail, BagView, ScanResult } from '@desh/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { pickedUpBy, riderAt, scan, useHubStaff } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
const people = useHubStaff(ctx, { mirpur: ['dhk-mir'], uttara: ['dhk-utt'] });
let merchant: SignedIn;
let rider: TestRider;

beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Waiting Shop');
  rider = await riderAt(ctx, people.admin, 'dhk-mir', 'Mirpur Pickup');
});

/** A parcel picked up in Mirpur (for Rangpur unless told) and received at the Mirpur hub. */
async function atMirpur(overrides: Parameters<typeof pickedUpBy>[2] = {}) {
  const parcel = await pickedUpBy(ctx, { merchant, admin: people.admin, rider }, overrides);
  expect((await scan(ctx, people.mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  return parcel;
}

const openBags = async () => {
  const listed = await requestAs(ctx, people.mirpur, 'GET', '/api/network/hubs/dhk-mir/bags?status=open');
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json() as BagView[];
};

const bagDetail = async (bagId: string) => {
  const read = await requestAs(ctx, people.mirpur, 'GET', `/api/network/bags/${bagId}`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json() as BagDetail;
};

describe('a bag being filled counts the parcels still waiting for it (issue 62 item 5)', () => {
  it('says how many wait at the hub for its next hop, the same in the scan, the picker and the bag', async () => {
    // Three for Rangpur and one for Sylhet go through the sorting centre; one for Pallabi is delivered
    // from Mirpur (no bag), and one for Rangpur reported damaged is held (not to be bagged).
    const forRangpur = [await atMirpur(), await atMirpur(), await atMirpur()];
    const forSylhet = await atMirpur({ deliveryDistrict: 'sylhet', deliveryAddress: 'Zindabazar, Sylhet' });
    await atMirpur({
      deliveryDistrict: 'dhaka',
      deliveryUpazila: 'pallabi',
      deliveryAddress: 'Road 1, Pallabi',
    });
    const damaged = await atMirpur();
    const reported = await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/damage', {
      code: damaged.trackingId,
      note: 'Box crushed at one corner',
    });
    expect(reported.statusCode, reported.body).toBe(201);

    const opened = await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const bag = opened.json() as BagView;
    expect(bag).toMatchObject({ parcelCount: 0, waiting: 4 });
    expect((await openBags()).find((each) => each.id === bag.id)).toMatchObject({
      parcelCount: 0,
      waiting: 4,
    });

    // Each scan answers with the bag's count and what still waits: 1 of 4, then 2 of 4.
    const [first, second, third] = forRangpur;
    if (!first || !second || !third) throw new Error('three parcels');
    const answers: Array<[number, number | undefined]> = [];
    for (const parcel of [first, second]) {
      const bagged = await scan(ctx, people.mirpur, 'dhk-mir', 'bag', parcel.trackingId, { bagId: bag.id });
      expect(bagged.statusCode, bagged.body).toBe(200);
      const answer = bagged.json() as ScanResult;
      answers.push([answer.bag?.parcelCount ?? -1, answer.bag?.waiting]);
    }
    expect(answers).toEqual([
      [1, 3],
      [2, 2],
    ]);
    // The same scan again is a repeat, told with the same figures.
    const again = await scan(ctx, people.mirpur, 'dhk-mir', 'bag', second.trackingId, { bagId: bag.id });
    expect(again.json()).toMatchObject({ repeated: true, bag: { parcelCount: 2, waiting: 2 } });

    // The picker agrees, and the bag names what is still waiting, with where each goes.
    expect((await openBags()).find((each) => each.id === bag.id)).toMatchObject({
      parcelCount: 2,
      waiting: 2,
    });
    const detail = await bagDetail(bag.id);
    expect(detail.waiting).toBe(2);
    expect(detail.waitingParcels?.map((each) => [each.trackingId, each.goingTo?.id]).sort()).toEqual(
      [
        [third.trackingId, 'rng'],
        [forSylhet.trackingId, 'syl'],
      ].sort(),
    );

    // A bag to another next hop counts none of them; once all are in, none wait.
    const toUttara = await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-utt',
    });
    expect(toUttara.statusCode, toUttara.body).toBe(201);
    expect(toUttara.json()).toMatchObject({ waiting: 0 });
    for (const parcel of [third, forSylhet]) {
      expect(
        (await scan(ctx, people.mirpur, 'dhk-mir', 'bag', parcel.trackingId, { bagId: bag.id })).statusCode,
      ).toBe(200);
    }
    expect((await openBags()).find((each) => each.id === bag.id)).toMatchObject({
      parcelCount: 4,
      waiting: 0,
    });
    expect((await bagDetail(bag.id)).waitingParcels).toEqual([]);
  });
});
