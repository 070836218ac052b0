import path from 'node:path';
import { dhakaDate, parcelStatuses } from '@desh/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSecret, createAuth } from '../lib/auth.ts';
import { labelCodes } from '../lib/label-code.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { formatTrackingId } from '../modules/parcels/tracking-id.ts';
import { createLocalStorage } from '../modules/uploads/storage.ts';
import { authMessages } from '../modules/users/auth-messages.ts';
import { loginAs, requestAs, useTestContext } from '../test/helpers.ts';
import {
  bagItems,
  bags,
  deliveryApprovals,
  deliveryAttempts,
  deliveryProofs,
  parcelEvents,
  parcelReturns,
  parcels,
  riders,
  scanEvents,
  trips,
} from './schema/index.ts';
import { seedDemoAccounts } from './seed.ts';
import { seedDemoBusiness } from './seed-business.ts';

const ctx = useTestContext();
beforeAll(async () => {
  const auth = createAuth(ctx.db, ctx.env, authMessages(ctx.db, createMailer(ctx.env)));
  const sessions = await seedDemoAccounts(ctx.db, auth);
  if (!sessions) throw new Error('the demo accounts were not created');
  await seedDemoBusiness(ctx.db, sessions, {
    storage: createLocalStorage(path.join(ctx.env.dataDir, 'uploads')),
    labels: labelCodes(authSecret(ctx.env)),
    maxAttempts: ctx.env.MAX_DELIVERY_ATTEMPTS,
  });
  // The whole demo road (15 bookings, 70 steps, some of several commands) can take more than a minute on a loaded machine.
}, 180_000);

const signIn = async (email: string, password: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.env.publicUrl },
    payload: { email, password },
  });
  return { authorization: `Bearer ${String(response.headers['set-auth-token'])}` };
};

describe('the demo business', () => {
  it('has parcels in every status, failed attempts and a return, and the demo rider has a run', async () => {
    const admin = await loginAs(ctx, 'admin');
    const stats = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json();
    for (const status of parcelStatuses) expect(stats.parcelsByStatus[status], status).toBeGreaterThan(0);
    expect(stats.failedDeliveries).toBeGreaterThan(0);

    const problems = await requestAs(ctx, admin, 'GET', '/api/admin/deliveries/problems');
    const statuses = problems.json().map((row: { status: string }) => row.status);
    expect(statuses).toEqual(expect.arrayContaining(['failed', 'returning', 'returned']));

    const rider = await signIn('rider@desh.test', 'rider123');
    const run = (await ctx.app.inject({ method: 'GET', url: '/api/deliveries/run', headers: rider })).json();
    expect(run[0].parcel.status).toBe('out_for_delivery');
    expect(run.some((item: { rescheduledFor: string | null }) => item.rescheduledFor)).toBe(true);

    // The seeded history reads as a real one: each event starts where the last ended.
    const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${run[0].parcel.trackingId}` });
    const events = tracking.json().events as Array<{ fromStatus: string | null; toStatus: string }>;
    for (let index = 1; index < events.length; index += 1) {
      expect(events[index]?.fromStatus).toBe(events[index - 1]?.toStatus);
    }
  });

  it('gives the demo rider cash in hand after a handover and the demo customer a payout', async () => {
    const rider = await signIn('rider@desh.test', 'rider123');
    const cash = (
      await ctx.app.inject({ method: 'GET', url: '/api/ledger/rider/cash', headers: rider })
    ).json();
    expect(cash.cashInHandPoisha).toBeGreaterThan(0);
    // The office counted ৳20 less than the rider declared: recorded against the rider.
    expect(cash.receivablePoisha).toBe(2_000);
    expect(cash.handovers).toHaveLength(1);
    const collected = cash.collections.reduce(
      (sum: number, collection: { collectedPoisha: number }) => sum + collection.collectedPoisha,
      0,
    );
    expect(collected).toBeGreaterThan(cash.cashInHandPoisha);

    const customer = await signIn('customer@desh.test', 'customer123');
    const overview = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/overview', headers: customer })
    ).json();
    expect(overview.payouts[0]).toMatchObject({ method: 'bkash', reference: 'BK8XK2D4QZ' });
    expect(overview.balance.paidOutPoisha).toBe(overview.payouts[0].amountPoisha);
    expect(overview.balance.payablePoisha).toBeGreaterThan(0);
    // The perfume that came back cost its return charge, booked by the return's own command.
    expect(overview.balance.returnChargesPoisha).toBeGreaterThan(0);
    expect(
      overview.balance.codCollectedPoisha -
        overview.balance.feesPoisha -
        overview.balance.returnChargesPoisha -
        overview.balance.paidOutPoisha,
    ).toBe(overview.balance.payablePoisha);
  });

  it("tells the demo customer's money as a story that adds up: never below zero, paid after it was earned", async () => {
    const customer = await signIn('customer@desh.test', 'customer123');
    const today = dhakaDate();
    const from = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
    const statement = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/payments/statement?from=${from}&to=${today}`,
        headers: customer,
      })
    ).json();
    expect(statement.openingPoisha).toBe(0);
    const lines = statement.lines as Array<{ kind: string; createdAt: string; balancePoisha: number }>;
    // Whatever day a month's statement starts on, it opens at zero or above.
    for (const line of lines)
      expect(line.balancePoisha, `${line.kind} at ${line.createdAt}`).toBeGreaterThanOrEqual(0);
    const payout = lines.find((line) => line.kind === 'payout');
    expect(payout).toBeDefined();
    // The payout comes after the deliveries it pays for: at least one delivery after it is still owed.
    const afterPayout = lines.filter(
      (line) => Date.parse(line.createdAt) > Date.parse(payout?.createdAt ?? ''),
    );
    expect(afterPayout.every((line) => line.kind !== 'payout')).toBe(true);
  });

  it('walks every demo parcel through the commands, each step at its hour in the past', async () => {
    const booked = await demoParcels();
    expect(booked).toHaveLength(15);
    const oldest = booked[0];
    if (!oldest) throw new Error('no demo parcels');
    // The oldest was booked five days ago, and priced and promised on that day, as the booking command does.
    expect(Date.now() - oldest.bookingTime.getTime()).toBeGreaterThan(119 * 3_600_000);
    expect(oldest.promisedDate).not.toBeNull();
    expect(String(oldest.promisedDate) < dhakaDate()).toBe(true);
    for (const parcel of booked) {
      // The tracking clock handed out the booking's own millisecond.
      expect(parcel.trackingId).toBe(formatTrackingId(parcel.bookingTime.getTime()));
      const events = await eventsOf(parcel.id);
      expect(events[0]).toMatchObject({ toStatus: 'pending', createdAt: parcel.bookingTime });
      const firstOf = (status: string) => events.find((event) => event.toStatus === status);
      if (firstOf('assigned')) expect(firstOf('assigned')?.actorRole).toBe('admin');
      if (firstOf('picked_up')) expect(firstOf('picked_up')?.actorRole).toBe('rider');
      // Taken in by its hub's scan, and handed to the rider at the door by its last-mile hub's scan.
      if (firstOf('in_transit')) expect(firstOf('in_transit')?.actorRole).toBe('hub');
      if (firstOf('out_for_delivery')) expect(firstOf('out_for_delivery')?.actorRole).toBe('hub');
      for (const [index, event] of events.entries()) {
        if (index === 0) continue;
        // One road, each step where the last ended, hours after the booking and never after now.
        expect(event.fromStatus, `${parcel.parcelTitle}: ${event.toStatus}`).toBe(
          events[index - 1]?.toStatus,
        );
        expect(event.createdAt.getTime()).toBeGreaterThanOrEqual(events[index - 1]?.createdAt.getTime() ?? 0);
        expect(event.createdAt.getTime()).toBeGreaterThan(parcel.bookingTime.getTime() + 3_600_000 / 2);
        expect(event.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it('carries the parcels for other cities hub to hub in sealed bags, and those hubs’ own riders take them to the door', async () => {
    const eid = await demoParcel('Eid panjabi');
    expect(eid.status).toBe('delivered');
    const scans = await ctx.db
      .select()
      .from(scanEvents)
      .where(eq(scanEvents.parcelId, eid.id))
      .orderBy(asc(scanEvents.scannedAt), asc(scanEvents.id));
    expect(scans.filter((scan) => scan.action === 'receive').map((scan) => scan.hubId)).toEqual([
      'dhk-mir',
      'dhk-sc',
      'syl',
    ]);
    expect(scans.filter((scan) => scan.action === 'bag').map((scan) => scan.hubId)).toEqual([
      'dhk-mir',
      'dhk-sc',
    ]);
    expect(scans.filter((scan) => scan.action === 'handout')).toMatchObject([
      { hubId: 'syl', actorRole: 'hub' },
    ]);
    // Its custody chain stands at the hours of its road, the status moves' handovers too (migration 0037).
    for (const scan of scans) {
      expect(scan.scannedAt.getTime(), `${scan.action} ${scan.result}`).toBeLessThan(Date.now() - 3_600_000);
    }
    // Each bag went on a trip that left before it arrived, hours ago.
    const legs = await ctx.db
      .select({ trip: trips })
      .from(bagItems)
      .innerJoin(bags, eq(bags.id, bagItems.bagId))
      .innerJoin(trips, eq(trips.id, bags.tripId))
      .where(eq(bagItems.parcelId, eid.id))
      .orderBy(asc(trips.dispatchedAt));
    expect(legs.map(({ trip }) => [trip.originHubId, trip.destinationHubId, trip.status])).toEqual([
      ['dhk-mir', 'dhk-sc', 'arrived'],
      ['dhk-sc', 'syl', 'arrived'],
    ]);
    for (const { trip } of legs) {
      expect(trip.dispatchedAt.getTime()).toBeLessThan(trip.arrivedAt?.getTime() ?? 0);
      expect(trip.arrivedAt?.getTime()).toBeLessThan(Date.now() - 3_600_000);
    }
    // Sylhet's rider delivered it with the code the receiver was sent, at the hour of its delivery.
    const [proof] = await ctx.db.select().from(deliveryProofs).where(eq(deliveryProofs.parcelId, eid.id));
    expect(proof).toMatchObject({ kind: 'code', riderId: await riderIdOf('rider.sylhet@desh.test') });
    const delivered = (await eventsOf(eid.id)).find((event) => event.toStatus === 'delivered');
    expect(proof?.deliveredAt).toEqual(delivered?.createdAt);

    // Chattogram's rider took a photo: it waits for the admin.
    const speaker = await demoParcel('Bluetooth speaker');
    expect(speaker.status).toBe('delivered_approval_pending');
    const [approval] = await ctx.db
      .select()
      .from(deliveryApprovals)
      .where(eq(deliveryApprovals.parcelId, speaker.id));
    expect(approval).toMatchObject({ riderId: await riderIdOf('rider.chattogram@desh.test') });
  });

  it('brings the perfume back after three failed attempts: handed in, handed out for the return, confirmed by the shop', async () => {
    const perfume = await demoParcel('Perfume');
    expect(perfume.status).toBe('returned');
    const events = await eventsOf(perfume.id);
    expect(events.filter((event) => event.toStatus === 'failed')).toHaveLength(3);
    expect(events.find((event) => event.toStatus === 'returning')?.actorRole).toBe('system');
    const returned = events.at(-1);
    expect(returned).toMatchObject({ toStatus: 'returned', actorRole: 'customer' });
    const attempts = await ctx.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.parcelId, perfume.id))
      .orderBy(asc(deliveryAttempts.attemptNo));
    // Each attempt at the hour of its failure, not when the seed ran.
    expect(attempts.map((attempt) => attempt.createdAt)).toEqual(
      events.filter((event) => event.toStatus === 'failed').map((event) => event.createdAt),
    );
    const handOuts = (
      await ctx.db.select().from(scanEvents).where(eq(scanEvents.parcelId, perfume.id))
    ).filter((scan) => scan.action === 'handout');
    expect(handOuts).toHaveLength(2);
    const [back] = await ctx.db.select().from(parcelReturns).where(eq(parcelReturns.parcelId, perfume.id));
    expect(back).toMatchObject({ confirmedBy: 'customer', returnedAt: returned?.createdAt });
  });
});

async function demoParcels() {
  return ctx.db
    .select()
    .from(parcels)
    .where(and(eq(parcels.senderEmail, 'customer@desh.test'), isNull(parcels.returnOfParcelId)))
    .orderBy(asc(parcels.bookingTime));
}

async function demoParcel(title: string) {
  const found = (await demoParcels()).find((parcel) => parcel.parcelTitle === title);
  if (!found) throw new Error(`no demo parcel ${title}`);
  return found;
}

function eventsOf(parcelId: string) {
  return ctx.db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, parcelId))
    .orderBy(asc(parcelEvents.createdAt), asc(parcelEvents.id));
}

async function riderIdOf(email: string) {
  const [rider] = await ctx.db.select({ id: riders.id }).from(riders).where(eq(riders.email, email));
  return rider?.id;
}
