import { describe, expect, it } from 'vitest';
import { latestCode } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { hubStaffAt, pickedUpBy, riderAt, scan, useHubStaff } from '../../test/network-steps.ts';

const ctx = useTestContext();

const people = useHubStaff(ctx, {
  mirpurOperator: ['dhk-mir'],
  mirpurManager: ['dhk-mir', 'manager'],
  uttaraOperator: ['dhk-utt'],
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  requestAs(ctx, who, method, url, payload);

const nextHubs = async (who: SignedIn, hubId: string) => {
  const response = await call(who, 'GET', `/api/network/hubs/${hubId}/next-hubs`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Array<{ id: string }>).map((hub) => hub.id);
};

const openBag = async (who: SignedIn, hubId: string, destinationHubId: string) => {
  const response = await call(who, 'POST', `/api/network/hubs/${hubId}/bags`, { destinationHubId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; code: string };
};

describe('bags a hub can open (issue 62: all 19 hubs were offered)', () => {
  it('lists only the hubs this hub sends bags to: its lane neighbours and the sorting centre', async () => {
    expect(await nextHubs(people.mirpurOperator, 'dhk-mir')).toEqual(['dhk-sc']);
    // Uttara has a lane to Gazipur: the sorting centre first, then Gazipur.
    expect(await nextHubs(people.uttaraOperator, 'dhk-utt')).toEqual(['dhk-sc', 'gaz']);
    // The sorting centre sends to every other hub.
    const fromSorting = await nextHubs(people.admin, 'dhk-sc');
    expect(fromSorting).toHaveLength(19);
    expect(fromSorting).not.toContain('dhk-sc');
  });
});

describe('an empty bag opened by mistake', () => {
  it('is discarded by whoever opened it, and is gone from the hub’s open bags', async () => {
    const bag = await openBag(people.mirpurOperator, 'dhk-mir', 'dhk-sc');
    const gone = await call(people.mirpurOperator, 'DELETE', `/api/network/bags/${bag.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    const open = (
      await call(people.mirpurOperator, 'GET', '/api/network/hubs/dhk-mir/bags?status=open')
    ).json();
    expect((open as Array<{ id: string }>).map((each) => each.id)).not.toContain(bag.id);
    expect((await call(people.mirpurOperator, 'DELETE', `/api/network/bags/${bag.id}`)).statusCode).toBe(404);
  });

  it('is discarded by the hub’s manager, not by another operator or another hub’s staff', async () => {
    const bag = await openBag(people.mirpurOperator, 'dhk-mir', 'dhk-sc');
    const otherOperator = await hubStaffAt(ctx, 'dhk-mir');
    const refused = await call(otherOperator, 'DELETE', `/api/network/bags/${bag.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only whoever opened this bag or the hub’s manager can discard it.',
    );
    expect((await call(people.uttaraOperator, 'DELETE', `/api/network/bags/${bag.id}`)).statusCode).toBe(403);
    expect((await call(people.mirpurManager, 'DELETE', `/api/network/bags/${bag.id}`)).statusCode).toBe(204);
  });

  it('is kept once a parcel went into it', async () => {
    const merchant = await loginAs(ctx, 'customer', 'Mirpur Bag Shop');
    const rider = await riderAt(ctx, people.admin, 'dhk-mir', 'Bag Rider');
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
    const bag = await openBag(people.mirpurOperator, 'dhk-mir', 'dhk-sc');
    const bagged = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, {
      bagId: bag.id,
    });
    expect(bagged.statusCode, bagged.body).toBe(200);
    const refused = await call(people.mirpurManager, 'DELETE', `/api/network/bags/${bag.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This bag has had parcels in it: it cannot be discarded.');
  });
});

describe('the hub’s riders out today (issue 62 item 4)', () => {
  it('counts each rider’s parcels out, delivered, failed and back, and the cash booked and counted', async () => {
    const merchant = await loginAs(ctx, 'customer', 'Day Shop');
    const pickupRider = await riderAt(ctx, people.admin, 'dhk-mir', 'Day Pickup Rider');
    const karim = await riderAt(ctx, people.admin, 'dhk-mir', 'Karim Day');
    const handedOut = [];
    for (let index = 0; index < 3; index += 1) {
      const parcel = await pickedUpBy(
        ctx,
        { merchant, admin: people.admin, rider: pickupRider },
        { deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi', receiverPhone: `0181234560${index}` },
      );
      expect(
        (await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode,
      ).toBe(200);
      const given = await call(people.mirpurManager, 'POST', '/api/network/hubs/dhk-mir/assign', {
        riderId: karim.riderId,
        parcelIds: [parcel.id],
      });
      expect(given.statusCode, given.body).toBe(200);
      const out = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId, {
        riderId: karim.riderId,
      });
      expect(out.statusCode, out.body).toBe(200);
      handedOut.push(parcel);
    }
    const [delivered, failed, stillOut] = handedOut;
    if (!delivered || !failed || !stillOut) throw new Error('three parcels');
    // One delivered with its code and the cash due (fee 120 + COD 500 taka).
    const code = await latestCode(ctx, delivered);
    const done = await call(karim, 'POST', `/api/deliveries/${delivered.id}/complete`, {
      code,
      cashCollected: 62_000,
    });
    expect(done.statusCode, done.body).toBe(200);
    // One failed at the door (after a call from the app, as an unreachable receiver needs) and brought
    // back to the hub.
    const called = await call(karim, 'POST', `/api/deliveries/${failed.id}/receiver-calls`);
    expect(called.statusCode, called.body).toBeLessThan(300);
    const attempt = await call(karim, 'POST', `/api/deliveries/${failed.id}/attempts`, {
      reason: 'not_reachable',
    });
    expect(attempt.statusCode, attempt.body).toBe(200);
    const back = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', failed.trackingId);
    expect(back.statusCode, back.body).toBe(200);
    // 500 taka handed in and counted at the hub.
    const declared = await call(karim, 'POST', '/api/ledger/handovers', {
      amountPoisha: 50_000,
      idempotencyKey: `day-${crypto.randomUUID()}`,
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const counted = await call(
      people.mirpurManager,
      'POST',
      `/api/ledger/hubs/dhk-mir/handovers/${declared.json().id}/confirm`,
      { countedPoisha: 50_000 },
    );
    expect(counted.statusCode, counted.body).toBe(200);

    const today = await call(people.mirpurOperator, 'GET', '/api/network/hubs/dhk-mir/riders-today');
    expect(today.statusCode, today.body).toBe(200);
    const row = (today.json() as { riders: Array<{ riderId: string }> }).riders.find(
      (each) => each.riderId === karim.riderId,
    );
    expect(row).toEqual({
      riderId: karim.riderId,
      name: 'Karim Day',
      phone: expect.any(String),
      out: 3,
      delivered: 1,
      failed: 1,
      returned: 1,
      cashExpectedPoisha: 62_000,
      cashCountedPoisha: 50_000,
    });
    // Another hub’s staff read nothing of Mirpur’s day.
    expect(
      (await call(people.uttaraOperator, 'GET', '/api/network/hubs/dhk-mir/riders-today')).statusCode,
    ).toBe(403);
  });
});
