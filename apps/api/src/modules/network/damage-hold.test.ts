import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkExceptions, parcelHolds } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { pickedUpBy, riderAt, scan, sendBag, useHubStaff } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
const people = useHubStaff(ctx, {
  mirpur: ['dhk-mir'],
  mirpurManager: ['dhk-mir', 'manager'],
  sorting: ['dhk-sc'],
  sortingManager: ['dhk-sc', 'manager'],
});
let merchant: SignedIn;
let rider: TestRider;

beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Fragile Shop');
  rider = await riderAt(ctx, people.admin, 'dhk-mir', 'Mirpur Rider');
});

/** A parcel picked up in Mirpur (for Rangpur unless told) and received at the Mirpur hub. */
async function atMirpur(overrides: Parameters<typeof pickedUpBy>[2] = {}) {
  const parcel = await pickedUpBy(ctx, { merchant, admin: people.admin, rider }, overrides);
  expect((await scan(ctx, people.mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  return parcel;
}

const reportDamage = (who: SignedIn, hubId: string, code: string) =>
  post(ctx, who, `/api/network/hubs/${hubId}/damage`, { code, note: 'Box crushed at one corner' });

const openBagTo = async (hubId: string) =>
  (await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/bags', { destinationHubId: hubId })).json()
    .id as string;

async function exceptionsAt(hubId: string, who: SignedIn) {
  const listed = await requestAs(ctx, who, 'GET', `/api/network/hubs/${hubId}/exceptions`);
  expect(listed.statusCode).toBe(200);
  return listed.json() as Array<{
    id: string;
    kind: string;
    status: string;
    trackingId: string;
    hub: { code: string };
  }>;
}

describe('a parcel reported damaged is held', () => {
  it('is not bagged until a manager releases it, saying why; an operator cannot release it', async () => {
    const parcel = await atMirpur();
    const reported = await reportDamage(people.mirpur, 'dhk-mir', parcel.trackingId);
    expect(reported.statusCode).toBe(201);
    const held = await scan(ctx, people.mirpur, 'dhk-mir', 'bag', parcel.trackingId, {
      bagId: await openBagTo('dhk-sc'),
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('PARCEL_HELD');

    const byOperator = await post(
      ctx,
      people.mirpur,
      `/api/network/exceptions/${reported.json().id}/resolve`,
      {
        note: 'Looks fine to me',
      },
    );
    expect(byOperator.statusCode).toBe(403);
    const released = await post(
      ctx,
      people.mirpurManager,
      `/api/network/exceptions/${reported.json().id}/resolve`,
      { note: 'Repacked; contents checked with the merchant' },
    );
    expect(released.statusCode, released.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(networkExceptions)
      .where(eq(networkExceptions.id, reported.json().id));
    expect(row).toMatchObject({
      status: 'resolved',
      resolvedBy: people.mirpurManager.userId,
      resolutionNote: 'Repacked; contents checked with the merchant',
    });
    const bagged = await scan(ctx, people.mirpur, 'dhk-mir', 'bag', parcel.trackingId, {
      bagId: await openBagTo('dhk-sc'),
    });
    expect(bagged.statusCode, bagged.body).toBe(200);
  });

  it('is not assigned to a run nor handed out at its last hub until released', async () => {
    const parcel = await atMirpur({ deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi' });
    const reported = await reportDamage(people.mirpur, 'dhk-mir', parcel.trackingId);
    expect(reported.statusCode).toBe(201);
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId);
    expect(out.statusCode).toBe(409);
    expect(out.json().error.code).toBe('PARCEL_HELD');
    const other = await riderAt(ctx, people.admin, 'dhk-mir', 'Second Mirpur Rider');
    const assigned = await post(ctx, people.mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: other.riderId,
      parcelIds: [parcel.id],
    });
    expect(assigned.json()).toEqual({ assigned: 0, skipped: [parcel.trackingId] });
    const heldInWork = async () => {
      const work = await requestAs(ctx, people.mirpurManager, 'GET', '/api/network/hubs/dhk-mir/work');
      const deliveries = work.json().deliveries as Array<{ parcels: Array<{ id: string; held: boolean }> }>;
      return deliveries.flatMap((group) => group.parcels).find((each) => each.id === parcel.id)?.held;
    };
    expect(await heldInWork()).toBe(true);

    // An admin releases it too.
    const released = await post(ctx, people.admin, `/api/network/exceptions/${reported.json().id}/resolve`, {
      note: 'Only the outer box; the receiver was told',
    });
    expect(released.statusCode).toBe(200);
    // The one hold keeps its story: who held it and why, who released it and why.
    const holds = await ctx.db.select().from(parcelHolds).where(eq(parcelHolds.parcelId, parcel.id));
    expect(holds).toEqual([
      expect.objectContaining({
        kind: 'damage',
        reason: 'Box crushed at one corner',
        releasedBy: people.admin.userId,
        releaseNote: 'Only the outer box; the receiver was told',
      }),
    ]);
    expect(await heldInWork()).toBe(false);
    const given = await post(ctx, people.mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: other.riderId,
      parcelIds: [parcel.id],
    });
    expect(given.json()).toEqual({ assigned: 1, skipped: [] });
    const handed = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId);
    expect(handed.json()).toMatchObject({ result: 'handed_out', parcel: { status: 'out_for_delivery' } });
  });

  it('shows its damage report at the hub the parcel is at now, not the one that reported it (issue 62)', async () => {
    const parcel = await atMirpur();
    const { bagCode } = await sendBag(ctx, people.mirpur, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    // Mirpur finds the damage in its own photo after the bag left: the report goes where the parcel is.
    const reported = await reportDamage(people.mirpur, 'dhk-mir', parcel.trackingId);
    expect(reported.statusCode).toBe(201);
    const mine = (rows: Awaited<ReturnType<typeof exceptionsAt>>) =>
      rows.filter((each) => each.trackingId === parcel.trackingId);
    expect(mine(await exceptionsAt('dhk-mir', people.mirpur))).toEqual([]);
    expect(mine(await exceptionsAt('dhk-sc', people.sorting))).toMatchObject([
      { kind: 'damaged', status: 'open', hub: { code: 'DHK-SC' } },
    ]);
    await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', bagCode);
    expect((await scan(ctx, people.sorting, 'dhk-sc', 'receive', parcel.trackingId)).statusCode).toBe(200);
    const board = await requestAs(ctx, people.admin, 'GET', '/api/network/exceptions');
    expect(
      (board.json() as Array<{ trackingId: string; hub: { code: string } }>).find(
        (each) => each.trackingId === parcel.trackingId,
      ),
    ).toMatchObject({ hub: { code: 'DHK-SC' } });
    // Its manager there releases it; Mirpur's cannot.
    const byMirpur = await post(
      ctx,
      people.mirpurManager,
      `/api/network/exceptions/${reported.json().id}/resolve`,
      {
        note: 'Not ours any more',
      },
    );
    expect(byMirpur.statusCode).toBe(403);
    const bySorting = await post(
      ctx,
      people.sortingManager,
      `/api/network/exceptions/${reported.json().id}/resolve`,
      { note: 'Contents intact, box taped' },
    );
    expect(bySorting.statusCode).toBe(200);
  });
});
