import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  parcelCustody,
  parcelEvents,
  parcelRoutes,
  parcels,
  scanEvents,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema/index.ts';
import { latestCode, post, receiverLinkToken } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { hubStaffAt, pickedUpBy, riderAt, scan, sendBag, useDemoNetwork } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';
import { waitFor } from '../../test/wait-for.ts';

const ctx = useTestContext();

let admin: SignedIn;
let merchant: SignedIn;
let mirpurOperator: SignedIn;
let sortingOperator: SignedIn;
let rangpurOperator: SignedIn;
let rangpurManager: SignedIn;
let sylhetOperator: SignedIn;
let pickupRider: TestRider;
let rangpurRider: TestRider;

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  merchant = await loginAs(ctx, 'customer', 'Mirpur Shop');
  // The merchant listens for hub milestones (queued in the outbox; delivery is the webhooks module's test).
  await ctx.db.insert(webhookEndpoints).values({
    id: crypto.randomUUID(),
    userId: merchant.userId,
    url: 'https://shop.example/hooks',
    events: ['parcel.hub_milestone'],
    secret: 'whsec_test',
  });
  mirpurOperator = await hubStaffAt(ctx, 'dhk-mir');
  sortingOperator = await hubStaffAt(ctx, 'dhk-sc');
  rangpurOperator = await hubStaffAt(ctx, 'rng');
  rangpurManager = await hubStaffAt(ctx, 'rng', 'manager');
  sylhetOperator = await hubStaffAt(ctx, 'syl');
  pickupRider = await riderAt(ctx, admin, 'dhk-mir', 'Pickup Rider');
  rangpurRider = await riderAt(ctx, admin, 'rng', 'Rangpur Rider');
});

/** A parcel's timeline as its steps: from which status to which, and by whom. */
async function stepsOf(parcelId: string) {
  const timeline = await ctx.db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, parcelId))
    .orderBy(parcelEvents.id);
  return timeline.map((event) => [event.fromStatus, event.toStatus, event.actorRole]);
}

/** A pending parcel booked from a Mirpur store to Rangpur, and picked up by the Mirpur rider. */
const pickedUpInMirpur = (overrides: Partial<typeof parcels.$inferInsert> = {}) =>
  pickedUpBy(ctx, { merchant, admin, rider: pickupRider }, overrides);

/** Waits until `count` statements of this database wait for a lock (PostgreSQL only). */
async function waitForLockWaiters(count: number) {
  await waitFor(async () => {
    const result = await ctx.db.execute(
      sql`select count(*)::int as total from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [waiting] = (result as unknown as { rows: { total: number }[] }).rows;
    return (waiting?.total ?? 0) >= count;
  });
}

const custodyOf = async (parcelId: string) =>
  (await ctx.db.select().from(parcelCustody).where(eq(parcelCustody.parcelId, parcelId)))[0];

describe('the network journey', () => {
  it('fixes the route at booking from the coverage and gives the parcel to its merchant', async () => {
    const parcel = await insertParcel(ctx.db, merchant, {
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
    });
    const [route] = await ctx.db.select().from(parcelRoutes).where(eq(parcelRoutes.parcelId, parcel.id));
    expect(route).toMatchObject({ originHubId: 'dhk-mir', destinationHubId: 'rng' });
    expect(await custodyOf(parcel.id)).toMatchObject({
      holderKind: 'merchant',
      hubId: null,
      riderId: null,
      bagId: null,
    });
  });

  it('carries a Dhaka → Rangpur parcel through pickup, Mirpur hub, the sorting centre, Rangpur hub and delivery', async () => {
    const parcel = await pickedUpInMirpur();
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'rider', riderId: pickupRider.riderId });

    const received = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({
      result: 'received',
      next: 'bag_it',
      repeated: false,
      parcel: {
        status: 'in_transit',
        holder: { kind: 'hub', hub: { code: 'DHK-MIR' } },
        nextHub: { code: 'DHK-SC' },
      },
    });

    // A bag for another hub refuses it, with what to do.
    const wrong = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-utt',
    });
    const refused = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, {
      bagId: wrong.json().id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'SCAN_WRONG_BAG', params: { hub: 'Tejgaon' } });

    const first = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'bag', bagId: first.bagId });

    const bagIn = await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', first.bagCode);
    expect(bagIn.json()).toMatchObject({
      result: 'bag_received',
      next: 'scan_bag_parcels',
      bag: { status: 'arrived' },
    });
    const atSorting = await scan(ctx, sortingOperator, 'dhk-sc', 'receive', parcel.trackingId);
    expect(atSorting.json()).toMatchObject({
      result: 'received_from_bag',
      next: 'bag_it',
      parcel: { nextHub: { code: 'RNG' } },
    });
    const closed = await post(ctx, sortingOperator, `/api/network/bags/${first.bagId}/reconcile`);
    expect(closed.json()).toMatchObject({ received: 1, missing: [], bag: { status: 'closed' } });

    const second = await sendBag(ctx, sortingOperator, 'dhk-sc', 'rng', [parcel.trackingId]);
    await scan(ctx, rangpurOperator, 'rng', 'receive_bag', second.bagCode);
    const atRangpur = await scan(ctx, rangpurOperator, 'rng', 'receive', parcel.trackingId);
    expect(atRangpur.json()).toMatchObject({
      result: 'received_from_bag',
      next: 'assign_rider',
      parcel: { nextHub: null },
    });

    // Handing out before a rider of the hub is assigned says so.
    const early = await scan(ctx, rangpurOperator, 'rng', 'handout', parcel.trackingId);
    expect(early.json().error.code).toBe('SCAN_NO_RIDER');

    const work = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/hubs/rng/work',
      headers: rangpurManager.headers,
    });
    expect(
      work
        .json()
        .deliveries.flatMap((group: { parcels: { id: string }[] }) => group.parcels.map((p) => p.id)),
    ).toContain(parcel.id);
    const assigned = await post(ctx, rangpurManager, '/api/network/hubs/rng/assign', {
      riderId: rangpurRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(assigned.json()).toEqual({ assigned: 1, skipped: [] });

    const out = await scan(ctx, rangpurOperator, 'rng', 'handout', parcel.trackingId);
    // The answer names the rider (first name only), read with the parcel.
    expect(out.json()).toMatchObject({
      result: 'handed_out',
      parcel: { status: 'out_for_delivery', holder: { kind: 'rider', riderName: 'Rangpur' } },
    });
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'rider', riderId: rangpurRider.riderId });

    const code = await latestCode(ctx, parcel);
    const done = await post(ctx, rangpurRider, `/api/deliveries/${parcel.id}/complete`, {
      code,
      cashCollected: parcel.codAmountPoisha + parcel.deliveryFeePoisha,
    });
    expect(done.statusCode).toBe(200);
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'receiver' });

    const delivered = await scan(ctx, rangpurOperator, 'rng', 'receive', parcel.trackingId);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.code).toBe('SCAN_PARCEL_FINISHED');

    const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracking.statusCode).toBe(200);
    expect(
      tracking
        .json()
        .milestones.map((m: { kind: string; hub: { code: string } }) => `${m.kind} ${m.hub.code}`),
    ).toEqual([
      'at_hub DHK-MIR',
      'on_the_way DHK-SC',
      'at_hub DHK-SC',
      'on_the_way RNG',
      'at_hub RNG',
      'assigned_for_delivery RNG',
    ]);
    for (const secret of ['Rangpur Rider', 'Pickup Rider', 'Abdul Malek', '01711223344', 'DHAKA METRO']) {
      expect(tracking.body).not.toContain(secret);
    }

    const hooks = await ctx.db
      .select({ payload: webhookMessages.payload })
      .from(webhookMessages)
      .where(eq(webhookMessages.subject, `parcel:${parcel.id}`))
      .orderBy(webhookMessages.id);
    expect(
      hooks.map(({ payload }) => {
        const data = (payload as { data: { milestone: string; hub: { code: string }; trackingId: string } })
          .data;
        return `${data.milestone} ${data.hub.code} ${data.trackingId === parcel.trackingId}`;
      }),
    ).toEqual([
      'at_hub DHK-MIR true',
      'on_the_way DHK-SC true',
      'at_hub DHK-SC true',
      'on_the_way RNG true',
      'at_hub RNG true',
      'assigned_for_delivery RNG true',
    ]);
    for (const { payload } of hooks) expect(JSON.stringify(payload)).not.toContain('Rider');

    const handovers = await ctx.db
      .select({ action: scanEvents.action, hubId: scanEvents.hubId })
      .from(scanEvents)
      .where(eq(scanEvents.parcelId, parcel.id))
      .orderBy(scanEvents.id);
    expect(handovers).toEqual([
      { action: 'status', hubId: null },
      { action: 'receive', hubId: 'dhk-mir' },
      { action: 'bag', hubId: 'dhk-mir' },
      { action: 'receive', hubId: 'dhk-sc' },
      { action: 'bag', hubId: 'dhk-sc' },
      { action: 'receive', hubId: 'rng' },
      { action: 'assign', hubId: 'rng' },
      { action: 'handout', hubId: 'rng' },
      { action: 'status', hubId: null },
    ]);
  });

  it('carries a refused parcel back along the same legs to the store’s hub and the merchant', async () => {
    const parcel = await pickedUpInMirpur();
    await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    const out1 = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', out1.bagCode);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive', parcel.trackingId);
    const out2 = await sendBag(ctx, sortingOperator, 'dhk-sc', 'rng', [parcel.trackingId]);
    await scan(ctx, rangpurOperator, 'rng', 'receive_bag', out2.bagCode);
    await scan(ctx, rangpurOperator, 'rng', 'receive', parcel.trackingId);
    await post(ctx, rangpurManager, '/api/network/hubs/rng/assign', {
      riderId: rangpurRider.riderId,
      parcelIds: [parcel.id],
    });
    await scan(ctx, rangpurOperator, 'rng', 'handout', parcel.trackingId);
    const refused = await post(ctx, rangpurRider, `/api/deliveries/${parcel.id}/attempts`, {
      reason: 'refused',
    });
    expect(refused.json().status).toBe('returning');

    // The rider brings it back to the hub; it now travels towards the store's hub.
    const back = await scan(ctx, rangpurOperator, 'rng', 'receive', parcel.trackingId);
    expect(back.json()).toMatchObject({
      next: 'bag_it',
      parcel: { status: 'returning', nextHub: { code: 'DHK-SC' } },
    });
    const home1 = await sendBag(ctx, rangpurOperator, 'rng', 'dhk-sc', [parcel.trackingId]);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', home1.bagCode);
    const sorted = await scan(ctx, sortingOperator, 'dhk-sc', 'receive', parcel.trackingId);
    expect(sorted.json().parcel.nextHub.code).toBe('DHK-MIR');
    const home2 = await sendBag(ctx, sortingOperator, 'dhk-sc', 'dhk-mir', [parcel.trackingId]);
    await scan(ctx, mirpurOperator, 'dhk-mir', 'receive_bag', home2.bagCode);
    const atStoreHub = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    // The Rangpur rider is still on the parcel: a rider of this hub takes it back to the merchant.
    expect(atStoreHub.json()).toMatchObject({
      next: 'assign_rider',
      parcel: { destinationHub: { code: 'DHK-MIR' } },
    });
    const mirpurManager = await hubStaffAt(ctx, 'dhk-mir', 'manager');
    const given = await post(ctx, mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: pickupRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(given.json()).toEqual({ assigned: 1, skipped: [] });
    const again = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    expect(again.json()).toMatchObject({ repeated: true, next: 'return_to_merchant' });
    const handed = await scan(ctx, mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId);
    expect(handed.json()).toMatchObject({
      result: 'handed_out',
      parcel: { status: 'returning', holder: { kind: 'rider' } },
    });
    const returned = await post(ctx, merchant, `/api/deliveries/${parcel.id}/returned`, {});
    expect(returned.json().status).toBe('returned');
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'merchant' });
  });

  it('takes a parcel off its pickup rider’s run once handed in at the hub, and keeps it off their door moves (issue 61 items 1 and 2)', async () => {
    const parcel = await pickedUpInMirpur();
    const runIds = async () =>
      (await requestAs(ctx, pickupRider, 'GET', '/api/deliveries/run'))
        .json()
        .map((item: { parcelId: string }) => item.parcelId);
    expect(await runIds()).toContain(parcel.id);
    // The pickup rider cannot walk it on towards the receiver themself.
    const onward = await requestAs(ctx, pickupRider, 'PATCH', `/api/parcels/${parcel.id}/status`, {
      status: 'in_transit',
    });
    expect(onward.statusCode).toBe(409);
    await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    expect(await runIds()).not.toContain(parcel.id);
    // Nor take it out from the hub's hands, nor out of a sealed bag.
    const out = await post(ctx, pickupRider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    expect(out.json().error.code).toBe('PARCEL_MOVE_FORBIDDEN');
    const bagged = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    expect((await custodyOf(parcel.id))?.bagId).toBe(bagged.bagId);
    const fromBag = await post(ctx, pickupRider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    expect(fromBag.json().error.code).toBe('PARCEL_MOVE_FORBIDDEN');
    const byAdmin = await post(ctx, admin, `/api/deliveries/${parcel.id}/out-for-delivery`);
    expect(byAdmin.json().error.code).toBe('PARCEL_MOVE_FORBIDDEN');
    expect((await ctx.db.select().from(parcels).where(eq(parcels.id, parcel.id)))[0]?.status).toBe(
      'in_transit',
    );
  });

  it('takes in at the counter a parcel its merchant still holds, only with the reason, and records it (issue 61 item 7)', async () => {
    const dropped = await insertParcel(ctx.db, merchant, {
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
    });
    const bare = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', dropped.trackingId);
    expect(bare.json().error.code).toBe('SCAN_NOT_PICKED_UP');
    const taken = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/scans', {
      code: dropped.trackingId,
      action: 'receive',
      scanId: crypto.randomUUID(),
      intake: 'counter_dropoff',
    });
    expect(taken.json()).toMatchObject({
      result: 'received',
      parcel: { status: 'in_transit', holder: { kind: 'hub' } },
    });
    const [intake] = await ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, dropped.id));
    expect(intake).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'in_transit',
      actorRole: 'hub',
      note: 'Dropped off at the hub’s counter by the merchant.',
    });
    // A rider who forgot to tap "picked up": the parcel is assigned, the merchant still holds it.
    const forgotten = await insertParcel(ctx.db, merchant, {
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
      status: 'assigned',
      riderId: pickupRider.riderId,
    });
    const brought = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/scans', {
      code: forgotten.trackingId,
      action: 'receive',
      scanId: crypto.randomUUID(),
      intake: 'pickup_not_confirmed',
    });
    expect(brought.json()).toMatchObject({ result: 'received', parcel: { status: 'in_transit' } });
    expect(await custodyOf(forgotten.id)).toMatchObject({ holderKind: 'hub', hubId: 'dhk-mir' });
    expect((await stepsOf(forgotten.id)).at(-1)).toEqual(['assigned', 'in_transit', 'hub']);
  });

  it('skips line-haul when the pickup and delivery hub are the same', async () => {
    const parcel = await pickedUpInMirpur({ deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi' });
    const received = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    expect(received.json()).toMatchObject({
      next: 'hand_to_rider',
      parcel: { nextHub: null, destinationHub: { code: 'DHK-MIR' } },
    });
    const opened = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    const bagged = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, {
      bagId: opened.json().id,
    });
    expect(bagged.json().error.code).toBe('SCAN_DELIVERS_HERE');
    const out = await scan(ctx, mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId);
    expect(out.json()).toMatchObject({ result: 'handed_out', parcel: { status: 'out_for_delivery' } });
  });

  it('answers each parcel scanned into a bag with how many the bag holds, a line put back counted once', async () => {
    const opened = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    const bagId = opened.json().id as string;
    const counts: number[] = [];
    const parcelsIn: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const parcel = await pickedUpInMirpur();
      await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
      const bagged = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId });
      expect(bagged.json()).toMatchObject({ result: 'bagged', bag: { id: bagId, status: 'open' } });
      counts.push(bagged.json().bag.parcelCount);
      parcelsIn.push(parcel.id);
    }
    expect(counts).toEqual([1, 2]);

    // The first parcel's line stays in the manifest while the parcel is back at the hub (as a fix by
    // hand would leave it): scanned in again, it is the same line, not a third parcel.
    const [first] = parcelsIn;
    if (!first) throw new Error('no parcel');
    await ctx.db
      .update(parcelCustody)
      .set({ holderKind: 'hub', hubId: 'dhk-mir', bagId: null })
      .where(eq(parcelCustody.parcelId, first));
    const [{ trackingId } = { trackingId: '' }] = await ctx.db
      .select({ trackingId: parcels.trackingId })
      .from(parcels)
      .where(eq(parcels.id, first));
    const back = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', trackingId, { bagId });
    expect(back.json()).toMatchObject({ result: 'bagged', repeated: false, bag: { parcelCount: 2 } });
  });

  it.runIf(process.env.DATABASE_URL)(
    'waits for a bag another scan holds: its count comes after that scan, and a bag sealed meanwhile is refused',
    async () => {
      const openBag = async () =>
        (
          await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', { destinationHubId: 'dhk-sc' })
        ).json().id as string;
      const atTheHub = async () => {
        const parcel = await pickedUpInMirpur();
        await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
        return parcel;
      };
      /** Scans `parcel` into `bagId` while `meanwhile` holds the bag's row, and answers the scan. */
      const scanWhileHeld = (
        parcel: { trackingId: string },
        bagId: string,
        meanwhile: (tx: typeof ctx.db) => Promise<void>,
      ) =>
        ctx.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1 from bags where id = ${bagId} for update`);
            const pending = scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId });
            await waitForLockWaiters(1);
            await meanwhile(tx as unknown as typeof ctx.db);
            return { pending };
          })
          .then(({ pending }) => pending);

      // Another parcel goes into the bag while the scan waits: the scan's count includes it.
      const bagId = await openBag();
      const [first, other] = [await atTheHub(), await atTheHub()];
      const bagged = await scanWhileHeld(first, bagId, async (tx) => {
        await tx
          .update(parcelCustody)
          .set({ holderKind: 'bag', hubId: null, bagId })
          .where(eq(parcelCustody.parcelId, other.id));
        await tx.execute(sql`insert into bag_items (bag_id, parcel_id) values (${bagId}, ${other.id})`);
      });
      expect(bagged.statusCode).toBe(200);
      expect(bagged.json()).toMatchObject({
        result: 'bagged',
        repeated: false,
        bag: { id: bagId, parcelCount: 2 },
      });
      expect(await custodyOf(first.id)).toMatchObject({ holderKind: 'bag', bagId, hubId: null });

      // The bag is sealed while the scan waits: the parcel stays at the hub, and the scan says so.
      const sealedBagId = await openBag();
      const late = await atTheHub();
      const refused = await scanWhileHeld(late, sealedBagId, async (tx) => {
        await tx.execute(
          sql`update bags set status = 'sealed', seal_number = 'S-1' where id = ${sealedBagId}`,
        );
      });
      expect(refused.statusCode).toBe(409);
      expect(await custodyOf(late.id)).toMatchObject({ holderKind: 'hub', hubId: 'dhk-mir', bagId: null });
    },
  );

  it('records two operators scanning the same parcel at once as one handover, and the same scan sent twice once', async () => {
    const parcel = await pickedUpInMirpur();
    const second = await hubStaffAt(ctx, 'dhk-mir');
    const [a, b] = await Promise.all([
      scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId),
      scan(ctx, second, 'dhk-mir', 'receive', parcel.trackingId),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().repeated, b.json().repeated].sort()).toEqual([false, true]);
    expect(a.json().eventId).toBe(b.json().eventId);

    const scanId = crypto.randomUUID();
    const opened = await post(ctx, mirpurOperator, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    const bagId = opened.json().id as string;
    const once = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId, scanId });
    const again = await scan(ctx, mirpurOperator, 'dhk-mir', 'bag', parcel.trackingId, { bagId, scanId });
    expect(again.json()).toMatchObject({ repeated: true, eventId: once.json().eventId, result: 'bagged' });
    const events = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(scanEvents)
      .where(eq(scanEvents.parcelId, parcel.id));
    // The pickup (merchant to rider), the receipt at the hub, the bag.
    expect(events[0]?.total).toBe(3);
  });

  it('records two operators handing a parcel to its rider at once as one handout: one step out, one code, one live link', async () => {
    // Booked within Mirpur hub's area: received there, its rider assigned, then handed out.
    const parcel = await pickedUpInMirpur({ deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi' });
    await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    const assigned = await post(ctx, admin, '/api/network/hubs/dhk-mir/assign', {
      riderId: pickupRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(assigned.json()).toEqual({ assigned: 1, skipped: [] });
    const second = await hubStaffAt(ctx, 'dhk-mir');
    const scanId = crypto.randomUUID();
    // Two phones at once, and the first phone's retry of its own scan.
    const handAll = () =>
      Promise.all([
        scan(ctx, mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId, { scanId }),
        scan(ctx, second, 'dhk-mir', 'handout', parcel.trackingId),
        scan(ctx, mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId, { scanId }),
      ]);
    // As for the receipt from a bag: on PostgreSQL all three wait for the parcel's lock before any moves it.
    const answers = await (ctx.database.kind === 'postgres'
      ? ctx.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1 from parcel_custody where parcel_id = ${parcel.id} for update`);
            const pending = handAll();
            await waitForLockWaiters(3);
            return { pending };
          })
          .then(({ pending }) => pending)
      : handAll());
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => !body.repeated)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.eventId)).size).toBe(1);
    expect(bodies.find((body) => !body.repeated)).toMatchObject({
      result: 'handed_out',
      parcel: { status: 'out_for_delivery', holder: { kind: 'rider', riderName: 'Pickup' } },
    });
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'rider', riderId: pickupRider.riderId });

    const count = async (query: ReturnType<typeof sql>) => {
      const result = await ctx.db.execute(query);
      return (result as unknown as { rows: { total: number }[] }).rows[0]?.total;
    };
    expect(
      await count(sql`select count(*)::int as total from scan_events
        where parcel_id = ${parcel.id} and action = 'handout'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as total from parcel_events
        where parcel_id = ${parcel.id} and to_status = 'out_for_delivery'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as total from sms_outbox
        where parcel_id = ${parcel.id} and kind = 'delivery_code'`),
    ).toBe(1);
    // The code kept is the one its SMS carries, and only the link that SMS carries opens.
    expect(
      await count(sql`select count(*)::int as total from delivery_codes c join sms_outbox s on s.id = c.sms_id
        where c.parcel_id = ${parcel.id} and s.kind = 'delivery_code'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as total from receiver_links
        where parcel_id = ${parcel.id} and revoked_at is null`),
    ).toBe(1);
    const token = await receiverLinkToken(ctx, parcel.receiverPhone ?? '');
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/receiver-links/${token}` });
    expect(opened.statusCode).toBe(200);
    const done = await post(ctx, pickupRider, `/api/deliveries/${parcel.id}/complete`, {
      code: await latestCode(ctx, parcel),
      cashCollected: parcel.codAmountPoisha + parcel.deliveryFeePoisha,
    });
    expect(done.statusCode).toBe(200);
  });

  it('records two operators taking the same parcel out of a bag at once as one receipt, one milestone', async () => {
    const parcel = await pickedUpInMirpur();
    await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    const { bagCode } = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', bagCode);
    const second = await hubStaffAt(ctx, 'dhk-sc');
    const scanId = crypto.randomUUID();
    // Two phones at once, and the first phone's retry of its own scan.
    const scanAll = () =>
      Promise.all([
        scan(ctx, sortingOperator, 'dhk-sc', 'receive', parcel.trackingId, { scanId }),
        scan(ctx, second, 'dhk-sc', 'receive', parcel.trackingId),
        scan(ctx, sortingOperator, 'dhk-sc', 'receive', parcel.trackingId, { scanId }),
      ]);
    // On PostgreSQL the parcel is held locked until all three have read it and wait for its lock:
    // the first to get it moves it, the others find it moved. (PGlite runs one statement at a time.)
    const answers = await (ctx.database.kind === 'postgres'
      ? ctx.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1 from parcel_custody where parcel_id = ${parcel.id} for update`);
            const pending = scanAll();
            await waitForLockWaiters(3);
            // Not awaited here: the scans wait for this transaction's lock.
            return { pending };
          })
          .then(({ pending }) => pending)
      : scanAll());
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => !body.repeated)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.eventId)).size).toBe(1);
    expect(bodies.find((body) => !body.repeated)).toMatchObject({
      result: 'received_from_bag',
      parcel: { holder: { kind: 'hub', hub: { code: 'DHK-SC' } } },
    });
    const receipts = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(scanEvents)
      .where(sql`${scanEvents.parcelId} = ${parcel.id} and ${scanEvents.hubId} = 'dhk-sc'`);
    expect(receipts[0]?.total).toBe(1);
    const milestones = await ctx.db
      .select({ payload: webhookMessages.payload })
      .from(webhookMessages)
      .where(eq(webhookMessages.subject, `parcel:${parcel.id}`))
      .orderBy(webhookMessages.id);
    const milestoneOf = (payload: unknown) => {
      const { data } = payload as { data: { milestone: string; hub: { code: string } } };
      return `${data.milestone} ${data.hub.code}`;
    };
    expect(milestones.map(({ payload }) => milestoneOf(payload))).toEqual([
      'at_hub DHK-MIR',
      'on_the_way DHK-SC',
      'at_hub DHK-SC',
    ]);
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'hub', hubId: 'dhk-sc', bagId: null });
  });

  it('turns a parcel in the manifest but not in the bag into one missing exception naming its last holder', async () => {
    const kept = await pickedUpInMirpur();
    const lost = await pickedUpInMirpur();
    for (const parcel of [kept, lost])
      await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    const { bagId, bagCode } = await sendBag(ctx, mirpurOperator, 'dhk-mir', 'dhk-sc', [
      kept.trackingId,
      lost.trackingId,
    ]);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive_bag', bagCode);
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive', kept.trackingId);
    const closed = await post(ctx, sortingOperator, `/api/network/bags/${bagId}/reconcile`);
    expect(closed.statusCode).toBe(200);
    const body = closed.json();
    expect(body.received).toBe(1);
    expect(body.missing).toHaveLength(1);
    expect(body.missing[0]).toMatchObject({ kind: 'missing', status: 'open', trackingId: lost.trackingId });
    expect(body.missing[0]).toMatchObject({
      lastHolder: `bag:${bagCode}`,
      lastHolderBag: { code: bagCode, sealNumber: `S-${bagCode}`, originHub: { code: 'DHK-MIR' } },
    });

    const again = await post(ctx, sortingOperator, `/api/network/bags/${bagId}/reconcile`);
    expect(again.json().missing).toHaveLength(0);
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/exceptions',
      headers: admin.headers,
    });
    expect(open.json().filter((e: { trackingId: string }) => e.trackingId === lost.trackingId)).toHaveLength(
      1,
    );

    // Found at the next scan: the exception closes itself.
    await scan(ctx, sortingOperator, 'dhk-sc', 'receive', lost.trackingId);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/exceptions',
      headers: admin.headers,
    });
    expect(after.json().filter((e: { trackingId: string }) => e.trackingId === lost.trackingId)).toHaveLength(
      0,
    );
  });

  it('gives a hub’s pending pickups to its rider in one request: assigned, on the timeline, a handover scan', async () => {
    const parcel = await insertParcel(ctx.db, merchant, {
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
      deliveryAddress: 'Station Road, Rangpur',
    });
    const mirpurManager = await hubStaffAt(ctx, 'dhk-mir', 'manager');
    const given = await post(ctx, mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: pickupRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(given.json()).toEqual({ assigned: 1, skipped: [] });
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(row).toMatchObject({ status: 'assigned', riderId: pickupRider.riderId });
    // The parcel was stored without a booking event: the assignment is its whole timeline.
    expect(await stepsOf(parcel.id)).toEqual([['pending', 'assigned', 'hub']]);
    const scans = await ctx.db.select().from(scanEvents).where(eq(scanEvents.parcelId, parcel.id));
    expect(scans.map((event) => [event.action, event.result])).toEqual([['assign', 'assigned_for_pickup']]);
    // Assigning again to the same rider changes nothing and is still counted as the rider's.
    const again = await post(ctx, mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: pickupRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(again.json()).toEqual({ assigned: 1, skipped: [] });
    const picked = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/parcels/${parcel.id}/status`,
      headers: pickupRider.headers,
      payload: { status: 'picked_up' },
    });
    expect(picked.json().status).toBe('picked_up');
  });

  it('gives a mixed run at once: pickups assigned, parcels at the hub to deliver given the rider, others skipped', async () => {
    const mirpurManager = await hubStaffAt(ctx, 'dhk-mir', 'manager');
    const pickups = [];
    for (const deliveryDistrict of ['rangpur', 'sylhet']) {
      pickups.push(
        await insertParcel(ctx.db, merchant, {
          pickupDistrict: 'dhaka',
          pickupUpazila: 'mirpur',
          deliveryDistrict,
          deliveryAddress: 'Station Road',
        }),
      );
    }
    const [pickup, secondPickup] = pickups as [(typeof pickups)[number], (typeof pickups)[number]];
    // Two parcels for Mirpur's own area, received at the hub: its delivery leg.
    const toDeliver = [];
    for (const upazila of ['pallabi', 'mirpur']) {
      const parcel = await pickedUpInMirpur({ deliveryDistrict: 'dhaka', deliveryUpazila: upazila });
      await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
      toDeliver.push(parcel);
    }
    // Still with its pickup rider, not at the hub: not the manager's to give.
    const onTheRoad = await pickedUpInMirpur({ deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi' });
    const deliveryRider = await riderAt(ctx, admin, 'dhk-mir', 'Mirpur Delivery Rider');
    const given = await post(ctx, mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: deliveryRider.riderId,
      parcelIds: [pickup.id, secondPickup.id, ...toDeliver.map((parcel) => parcel.id), onTheRoad.id],
    });
    expect(given.json()).toEqual({ assigned: 4, skipped: [onTheRoad.trackingId] });
    const ids = [pickup.id, secondPickup.id, ...toDeliver.map((parcel) => parcel.id), onTheRoad.id];
    const rows = await ctx.db.select().from(parcels).where(sql`${parcels.id} in ${ids}`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const parcel of pickups) {
      expect(byId.get(parcel.id)).toMatchObject({ status: 'assigned', riderId: deliveryRider.riderId });
      expect(await stepsOf(parcel.id)).toEqual([['pending', 'assigned', 'hub']]);
    }
    for (const parcel of toDeliver) {
      expect(byId.get(parcel.id)).toMatchObject({ status: 'in_transit', riderId: deliveryRider.riderId });
    }
    expect(byId.get(onTheRoad.id)).toMatchObject({ status: 'picked_up', riderId: pickupRider.riderId });
    const scans = await ctx.db
      .select({ parcelId: scanEvents.parcelId, result: scanEvents.result })
      .from(scanEvents)
      .where(sql`${scanEvents.action} = 'assign' and ${scanEvents.riderId} = ${deliveryRider.riderId}`);
    expect(scans.map((event) => [event.parcelId, event.result]).sort()).toEqual(
      [
        ...pickups.map((parcel) => [parcel.id, 'assigned_for_pickup']),
        ...toDeliver.map((parcel) => [parcel.id, 'assigned_for_delivery']),
      ].sort(),
    );
    // Each handed out to that rider now.
    for (const parcel of toDeliver) {
      const handout = await scan(ctx, mirpurOperator, 'dhk-mir', 'handout', parcel.trackingId);
      expect(handout.json()).toMatchObject({ result: 'handed_out' });
    }
  });

  it('keeps hub staff to their own hubs', async () => {
    const parcel = await pickedUpInMirpur({ deliveryDistrict: 'rangpur' });
    const elsewhere = await scan(ctx, rangpurOperator, 'syl', 'receive', parcel.trackingId);
    expect(elsewhere.statusCode).toBe(403);
    const notStaff = await scan(ctx, sylhetOperator, 'dhk-mir', 'receive', parcel.trackingId);
    expect(notStaff.statusCode).toBe(403);
    const rider = await scan(ctx, pickupRider, 'dhk-mir', 'receive', parcel.trackingId);
    expect(rider.statusCode).toBe(403);
    const operatorAssigns = await post(ctx, rangpurOperator, '/api/network/hubs/rng/assign', {
      riderId: rangpurRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(operatorAssigns.statusCode).toBe(403);
    const otherHubsRider = await post(ctx, rangpurManager, '/api/network/hubs/rng/assign', {
      riderId: pickupRider.riderId,
      parcelIds: [parcel.id],
    });
    expect(otherHubsRider.statusCode).toBe(400);
    const board = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/board',
      headers: rangpurManager.headers,
    });
    expect(board.statusCode).toBe(403);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/my-hubs',
      headers: rangpurManager.headers,
    });
    expect(mine.json().map((hub: { code: string }) => hub.code)).toEqual(['RNG']);
  });

  it('shows each hub’s work on the board', async () => {
    const parcel = await pickedUpInMirpur();
    await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    const board = await ctx.app.inject({ method: 'GET', url: '/api/network/board', headers: admin.headers });
    expect(board.statusCode).toBe(200);
    const mirpur = board.json().hubs.find((row: { hub: { code: string } }) => row.hub.code === 'DHK-MIR');
    expect(mirpur.atHub).toBeGreaterThanOrEqual(1);
    expect(mirpur.oldestAtHubSince).not.toBeNull();
    expect(board.json().hubs.length).toBeGreaterThanOrEqual(16);
  });
});

describe('custody in the database', () => {
  it('refuses a parcel with no holder or two', async () => {
    const parcel = await insertParcel(ctx.db, merchant);
    await expect(ctx.db.delete(parcelCustody).where(eq(parcelCustody.parcelId, parcel.id))).rejects.toThrow();
    await expect(
      ctx.db
        .update(parcelCustody)
        .set({ holderKind: 'hub', hubId: 'rng', riderId: rangpurRider.riderId })
        .where(eq(parcelCustody.parcelId, parcel.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.insert(parcelCustody).values({ parcelId: parcel.id, holderKind: 'merchant' }),
    ).rejects.toThrow();
    await expect(
      ctx.db.update(parcelCustody).set({ holderKind: 'hub' }).where(eq(parcelCustody.parcelId, parcel.id)),
    ).rejects.toThrow();
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'merchant' });
    // Deleting the parcel itself takes its custody row with it.
    await ctx.db.delete(parcels).where(eq(parcels.id, parcel.id));
    expect(await custodyOf(parcel.id)).toBeUndefined();
  });
});
