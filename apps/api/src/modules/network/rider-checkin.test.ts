import {
  dhakaDate,
  dhakaDayStart,
  type HubRidersDay,
  type RiderCheckin,
  type ShopParcelPage,
} from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { latestCode } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { labelBarcode, pickedUpBy, riderAt, scan, useHubStaff } from '../../test/network-steps.ts';

const ctx = useTestContext();

const people = useHubStaff(ctx, {
  mirpurOperator: ['dhk-mir'],
  mirpurManager: ['dhk-mir', 'manager'],
  uttaraOperator: ['dhk-utt'],
});

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  requestAs(ctx, who, method, url, payload);

const checkinOf = async (who: SignedIn, riderId: string) => {
  const response = await call(who, 'GET', `/api/network/hubs/dhk-mir/riders/${riderId}/checkin`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RiderCheckin;
};

/** Three parcels handed to one Mirpur rider today; the first delivered with its cash (fee 120 + COD 500). */
async function riderOutWithThree(name: string) {
  const merchant = await loginAs(ctx, 'customer', `${name} Shop`);
  const pickupRider = await riderAt(ctx, people.admin, 'dhk-mir', `${name} Pickup`);
  const rider = await riderAt(ctx, people.admin, 'dhk-mir', name);
  const parcels = [];
  for (let index = 0; index < 3; index += 1) {
    const parcel = await pickedUpBy(
      ctx,
      { merchant, admin: people.admin, rider: pickupRider },
      { deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi', receiverPhone: `0181234561${index}` },
    );
    expect((await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(
      200,
    );
    const given = await call(people.mirpurManager, 'POST', '/api/network/hubs/dhk-mir/assign', {
      riderId: rider.riderId,
      parcelIds: [parcel.id],
    });
    expect(given.statusCode, given.body).toBe(200);
    const out = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId, {
      riderId: rider.riderId,
    });
    expect(out.statusCode, out.body).toBe(200);
    parcels.push(parcel);
  }
  const [delivered, first, second] = parcels;
  if (!delivered || !first || !second) throw new Error('three parcels');
  const done = await call(rider, 'POST', `/api/deliveries/${delivered.id}/complete`, {
    code: await latestCode(ctx, delivered),
    cashCollected: 62_000,
  });
  expect(done.statusCode, done.body).toBe(200);
  return { merchant, rider, delivered, undelivered: [first, second] as const };
}

describe('the end-of-day check-in of one rider (issue 62 item 4)', () => {
  it('lists what the rider must bring back and what they delivered with the COD the ledger booked', async () => {
    const { rider, delivered, undelivered } = await riderOutWithThree('Rahim Checkin');
    const checkin = await checkinOf(people.mirpurOperator, rider.riderId);
    expect(checkin.rider).toEqual({
      riderId: rider.riderId,
      name: 'Rahim Checkin',
      phone: expect.any(String),
    });
    expect(checkin.toBringBack.map((each) => [each.trackingId, each.status, each.back])).toEqual(
      undelivered.map((each) => [each.trackingId, 'out_for_delivery', false]),
    );
    expect(checkin.delivered).toEqual([
      {
        id: delivered.id,
        trackingId: delivered.trackingId,
        receiverName: expect.any(String),
        codCollectedPoisha: 62_000,
      },
    ]);
    expect(checkin.cashExpectedPoisha).toBe(62_000);
    expect(checkin.cashCountedPoisha).toBe(0);
    // Another hub's staff read nothing of it; a rider of another hub is not checked in here.
    const elsewhere = await call(
      people.uttaraOperator,
      'GET',
      `/api/network/hubs/dhk-mir/riders/${rider.riderId}/checkin`,
    );
    expect(elsewhere.statusCode).toBe(403);
    const uttaraRider = await riderAt(ctx, people.admin, 'dhk-utt', 'Uttara Checkin');
    const notOurs = await call(
      people.mirpurOperator,
      'GET',
      `/api/network/hubs/dhk-mir/riders/${uttaraRider.riderId}/checkin`,
    );
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json().error.message).toBe('This rider does not work from this hub.');
  });

  it('takes an undelivered parcel back by scan without a failed attempt, and tells the merchant so', async () => {
    const { merchant, rider, undelivered } = await riderOutWithThree('Karim Checkin');
    const [broughtBack, stillOut] = undelivered;
    const label = await labelBarcode(ctx, merchant, broughtBack.id);
    const back = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', label);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ result: 'received', repeated: false });
    expect(back.json().parcel).toMatchObject({ status: 'in_transit' });

    // No attempt was recorded against the receiver: the day counts none failed.
    const attempts = await ctx.db.execute(
      `select count(*)::int as n from delivery_attempts where parcel_id = '${broughtBack.id}'`,
    );
    expect((attempts as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    const today = await call(people.mirpurOperator, 'GET', '/api/network/hubs/dhk-mir/riders-today');
    const row = (
      today.json() as { riders: Array<{ riderId: string; failed: number; returned: number }> }
    ).riders.find((each) => each.riderId === rider.riderId);
    expect(row).toMatchObject({ failed: 0, returned: 1 });

    // Public tracking says it was not attempted (a code, not words); so does the merchant's own page,
    // which words the code in its language: the English note reaches neither (issue 63).
    const tracked = (
      await ctx.app.inject({ method: 'GET', url: `/api/track/${broughtBack.trackingId}` })
    ).json();
    expect(tracked.events.at(-1)).toMatchObject({
      fromStatus: 'out_for_delivery',
      toStatus: 'in_transit',
      reason: 'not_attempted',
    });

    const history = await call(merchant, 'GET', `/api/track/${broughtBack.trackingId}/history`);
    expect((history.json() as Array<{ toStatus: string; note: string | null }>).at(-1)).toMatchObject({
      toStatus: 'in_transit',
      note: null,
    });
    const shopPage = await call(merchant, 'GET', `/api/parcels/${broughtBack.trackingId}/page`);
    expect(shopPage.statusCode, shopPage.body).toBe(200);
    expect((shopPage.json() as ShopParcelPage).timeline.at(-1)).toMatchObject({
      toStatus: 'in_transit',
      reason: 'not_attempted',
      note: null,
    });

    // The check-in names what is still out: 1 of 2 back.
    const checkin = await checkinOf(people.mirpurManager, rider.riderId);
    expect(checkin.toBringBack.map((each) => [each.trackingId, each.back])).toEqual([
      [broughtBack.trackingId, true],
      [stillOut.trackingId, false],
    ]);

    // The parcel goes out again the next time, as any parcel at the hub.
    const again = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'handout', broughtBack.trackingId, {
      riderId: rider.riderId,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lists a parcel handed out on an earlier day and still with the rider, and takes it back the same way', async () => {
    const { merchant, rider, delivered, undelivered } = await riderOutWithThree('Babul Checkin');
    const [fromMonday, today] = undelivered;
    // Handed out before today's Dhaka day began (the delivered one too: it is done, neither listed nor cash today).
    const yesterday = new Date(dhakaDayStart(dhakaDate()).getTime() - 20 * 3_600_000);
    await ctx.db.execute(
      `update scan_events set scanned_at = '${yesterday.toISOString()}'
        where action = 'handout' and parcel_id in ('${fromMonday.id}', '${delivered.id}')`,
    );
    const checkin = await checkinOf(people.mirpurOperator, rider.riderId);
    expect(checkin.toBringBack.map((each) => [each.trackingId, each.back, each.outSince])).toEqual(
      expect.arrayContaining([
        [fromMonday.trackingId, false, dhakaDate(yesterday)],
        [today.trackingId, false, null],
      ]),
    );
    expect(checkin.toBringBack).toHaveLength(2);
    // The riders' board counts it out too: still with the rider.
    const board = await call(people.mirpurOperator, 'GET', '/api/network/hubs/dhk-mir/riders-today');
    const row = (board.json() as HubRidersDay).riders.find((each) => each.riderId === rider.riderId);
    expect(row).toMatchObject({ out: 2, delivered: 0, returned: 0 });

    // Scanned back as any other: still on today's check-in, now back.
    const label = await labelBarcode(ctx, merchant, fromMonday.id);
    const back = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', label);
    expect(back.statusCode, back.body).toBe(200);
    const after = await checkinOf(people.mirpurManager, rider.riderId);
    expect(after.toBringBack.find((each) => each.id === fromMonday.id)).toMatchObject({
      back: true,
      outSince: dhakaDate(yesterday),
    });
  });

  it('answers a second scan of a parcel already taken back as a repeat', async () => {
    const { merchant, undelivered } = await riderOutWithThree('Jamal Checkin');
    const [parcel] = undelivered;
    const label = await labelBarcode(ctx, merchant, parcel.id);
    expect((await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', label)).statusCode).toBe(200);
    const again = await scan(ctx, people.mirpurOperator, 'dhk-mir', 'receive', label);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ repeated: true });
  });

  it('counts the cash through the hub’s handover count: expected against counted, a shortage on the rider', async () => {
    const { rider } = await riderOutWithThree('Selim Checkin');
    const declared = await call(rider, 'POST', '/api/ledger/handovers', {
      amountPoisha: 62_000,
      idempotencyKey: `checkin-${crypto.randomUUID()}`,
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const counted = await call(
      people.mirpurManager,
      'POST',
      `/api/ledger/hubs/dhk-mir/handovers/${declared.json().id}/confirm`,
      { countedPoisha: 60_000, shortageConfirmed: true },
    );
    expect(counted.statusCode, counted.body).toBe(200);
    // The shortage is recorded against the rider by the ledger's count, as any handover's.
    expect(counted.json()).toMatchObject({ countedPoisha: 60_000, differencePoisha: 2_000 });

    const checkin = await checkinOf(people.mirpurManager, rider.riderId);
    expect(checkin.cashExpectedPoisha).toBe(62_000);
    expect(checkin.cashCountedPoisha).toBe(60_000);
  });
});
