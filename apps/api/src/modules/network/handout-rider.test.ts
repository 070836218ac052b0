import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcelCustody, parcels } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { pickedUpBy, riderAt, scan, useHubStaff } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
const people = useHubStaff(ctx, { mirpur: ['dhk-mir'], mirpurManager: ['dhk-mir', 'manager'] });
let merchant: SignedIn;
let pickupRider: TestRider;
let karim: TestRider;
let rahim: TestRider;
let rangpurRider: TestRider;

beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Handout Shop');
  pickupRider = await riderAt(ctx, people.admin, 'dhk-mir', 'Pickup Rider');
  karim = await riderAt(ctx, people.admin, 'dhk-mir', 'Karim Uddin');
  rahim = await riderAt(ctx, people.admin, 'dhk-mir', 'Rahim Mia');
  rangpurRider = await riderAt(ctx, people.admin, 'rng', 'Rangpur Rider');
});

/** A Mirpur → Pallabi parcel (one hub both ways) at the Mirpur hub, on `runOf`'s run when given. */
async function readyToHandOut(runOf?: TestRider) {
  const parcel = await pickedUpBy(
    ctx,
    { merchant, admin: people.admin, rider: pickupRider },
    { deliveryDistrict: 'dhaka', deliveryUpazila: 'pallabi' },
  );
  expect((await scan(ctx, people.mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  if (runOf) {
    const given = await post(ctx, people.mirpurManager, '/api/network/hubs/dhk-mir/assign', {
      riderId: runOf.riderId,
      parcelIds: [parcel.id],
    });
    expect(given.json()).toEqual({ assigned: 1, skipped: [] });
  } else {
    await ctx.db.update(parcels).set({ riderId: null }).where(eq(parcels.id, parcel.id));
  }
  return parcel;
}

const runOf = async (rider: TestRider) =>
  ((await requestAs(ctx, rider, 'GET', '/api/parcels/assigned')).json() as Array<{ _id: string }>).map(
    (each) => each._id,
  );

async function wrongRiderExceptions(trackingId: string) {
  const listed = await requestAs(ctx, people.mirpur, 'GET', '/api/network/hubs/dhk-mir/exceptions');
  return (listed.json() as Array<{ kind: string; trackingId: string; note: string }>).filter(
    (each) => each.kind === 'wrong_rider' && each.trackingId === trackingId,
  );
}

describe('"Hand to rider" names the rider', () => {
  it('hands a parcel to the rider whose run it is on, named, with nothing to report', async () => {
    const parcel = await readyToHandOut(karim);
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId, {
      riderId: karim.riderId,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      result: 'handed_out',
      handedTo: { riderId: karim.riderId, name: 'Karim Uddin', insteadOf: null },
      parcel: { status: 'out_for_delivery', holder: { kind: 'rider' } },
    });
    expect(await wrongRiderExceptions(parcel.trackingId)).toEqual([]);
  });

  it('gives a parcel on no run to the rider named: their run receives it', async () => {
    const parcel = await readyToHandOut();
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId, {
      riderId: rahim.riderId,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().handedTo).toEqual({ riderId: rahim.riderId, name: 'Rahim Mia', insteadOf: null });
    expect(await runOf(rahim)).toContain(parcel.id);
    const [custody] = await ctx.db.select().from(parcelCustody).where(eq(parcelCustody.parcelId, parcel.id));
    expect(custody).toMatchObject({ holderKind: 'rider', riderId: rahim.riderId });
    expect(await wrongRiderExceptions(parcel.trackingId)).toEqual([]);
  });

  it('records a hand-out to a rider other than the run’s as a wrong-rider exception; the parcel goes to the named rider’s run', async () => {
    const parcel = await readyToHandOut(karim);
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId, {
      riderId: rahim.riderId,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().handedTo).toEqual({
      riderId: rahim.riderId,
      name: 'Rahim Mia',
      insteadOf: 'Karim Uddin',
    });
    expect(await runOf(rahim)).toContain(parcel.id);
    expect(await runOf(karim)).not.toContain(parcel.id);
    expect(await wrongRiderExceptions(parcel.trackingId)).toMatchObject([
      { note: 'Karim Uddin → Rahim Mia' },
    ]);
    const board = await requestAs(ctx, people.admin, 'GET', '/api/network/board');
    const mirpur = (board.json().hubs as Array<{ hub: { id: string }; openExceptions: number }>).find(
      (each) => each.hub.id === 'dhk-mir',
    );
    expect(mirpur?.openExceptions).toBeGreaterThan(0);
    // Scanned again naming the same rider: the same hand-out, nothing more recorded.
    const again = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId, {
      riderId: rahim.riderId,
    });
    expect(again.json()).toMatchObject({ repeated: true });
    expect(await wrongRiderExceptions(parcel.trackingId)).toHaveLength(1);
  });

  it('refuses a rider of another hub, and leaves the parcel where it was', async () => {
    const parcel = await readyToHandOut(karim);
    const out = await scan(ctx, people.mirpur, 'dhk-mir', 'handout', parcel.trackingId, {
      riderId: rangpurRider.riderId,
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().error.fields).toEqual({
      riderId: 'Choose the rider you hand it to: an approved rider of this hub.',
    });
    const [custody] = await ctx.db.select().from(parcelCustody).where(eq(parcelCustody.parcelId, parcel.id));
    expect(custody).toMatchObject({ holderKind: 'hub', hubId: 'dhk-mir' });
    // At the hub, it is on no rider's run (a run lists what its rider is to pick up or holds).
    expect(await runOf(rangpurRider)).not.toContain(parcel.id);
  });
});
