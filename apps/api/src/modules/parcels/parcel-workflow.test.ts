import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcelEvents, parcels } from '../../db/schema/index.ts';
import { parcelChannel } from '../../lib/parcel-changes.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { deliverWithCode, post, takeOut } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { riderForm, type TestRider } from '../../test/rider-steps.ts';
import { moveAndRecord, type ParcelChange } from './parcel-events.ts';

const ctx = useTestContext();
const people = useDeliveryPeople(ctx, {
  sender: 'Sender',
  riders: { rider: { fullName: 'Rider One' }, otherRider: { fullName: 'Rider Two' } },
});

const assign = (who: SignedIn, parcelId: string, riderId: string) =>
  requestAs(ctx, who, 'PATCH', `/api/parcels/assign/${parcelId}`, { riderId });

const move = (who: SignedIn, parcelId: string, status: string, note?: string) =>
  requestAs(
    ctx,
    who,
    'PATCH',
    `/api/parcels/${parcelId}/status`,
    note === undefined ? { status } : { status, note },
  );

const eventsOf = (parcelId: string) =>
  ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, parcelId)).orderBy(asc(parcelEvents.id));

const statusOf = async (parcelId: string) =>
  (await ctx.db.select().from(parcels).where(eq(parcels.id, parcelId)))[0];

async function assignedParcel(to: TestRider = people.rider) {
  const parcel = await insertParcel(ctx.db, people.sender);
  expect((await assign(people.admin, parcel.id, to.riderId)).statusCode).toBe(200);
  return parcel;
}

describe('GET /api/parcels/pending', () => {
  it('lists pending parcels oldest first with addresses and districts, for admins only', async () => {
    const older = await insertParcel(ctx.db, people.sender, { bookingTime: new Date(Date.now() - 60_000) });
    const newer = await insertParcel(ctx.db, people.sender);
    await insertParcel(ctx.db, people.sender, { status: 'delivered' });
    const response = await requestAs(ctx, people.admin, 'GET', '/api/parcels/pending');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ _id: string; status: string }>;
    expect(list.every((parcel) => parcel.status === 'pending')).toBe(true);
    const ids = list.map((parcel) => parcel._id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(list.find((parcel) => parcel._id === older.id)).toMatchObject({
      trackingId: older.trackingId,
      pickupAddress: older.pickupAddress,
      deliveryAddress: older.deliveryAddress,
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'jashore',
      amountToCollect: 620,
    });
    expect(Number(response.headers['x-total-count'])).toBe(list.length);

    for (const who of [people.sender, people.rider]) {
      const denied = await requestAs(ctx, who, 'GET', '/api/parcels/pending');
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/parcels/assign/:id', () => {
  it('assigns a pending parcel, records the event and announces it', async () => {
    const parcel = await insertParcel(ctx.db, people.sender);
    const heard: ParcelChange[] = [];
    const stop = await ctx.database.listen(parcelChannel, (payload) => heard.push(JSON.parse(payload)));
    const response = await assign(people.admin, parcel.id, people.rider.riderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const row = await statusOf(parcel.id);
    expect(row).toMatchObject({ status: 'assigned', riderId: people.rider.riderId });
    expect(await eventsOf(parcel.id)).toMatchObject([
      { fromStatus: 'pending', toStatus: 'assigned', actorId: people.admin.userId, actorRole: 'admin' },
    ]);
    await expect.poll(() => heard.some((change) => change.parcelId === parcel.id)).toBe(true);
    expect(heard.find((change) => change.parcelId === parcel.id)).toMatchObject({
      trackingId: parcel.trackingId,
      riderId: people.rider.riderId,
      toStatus: 'assigned',
    });
    await stop();

    const pending = await requestAs(ctx, people.admin, 'GET', '/api/parcels/pending');
    expect(pending.json().map((p: { _id: string }) => p._id)).not.toContain(parcel.id);
  });

  it('answers 409 with modifiedCount 0 once the parcel is no longer pending', async () => {
    const parcel = await assignedParcel();
    const again = await assign(people.admin, parcel.id, people.otherRider.riderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      modifiedCount: 0,
      error: { code: 'CONFLICT', message: expect.stringContaining('no longer pending') },
    });
    expect((await statusOf(parcel.id))?.riderId).toBe(people.rider.riderId);
  });

  it('lets exactly one of two concurrent admins assign a parcel', async () => {
    const secondAdmin = await loginAs(ctx, 'admin');
    for (let round = 0; round < 3; round += 1) {
      const parcel = await insertParcel(ctx.db, people.sender);
      const answers = await Promise.all([
        assign(people.admin, parcel.id, people.rider.riderId),
        assign(secondAdmin, parcel.id, people.otherRider.riderId),
      ]);
      const counts = answers.map((answer) => answer.json().modifiedCount).sort();
      expect(counts).toEqual([0, 1]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0]?.statusCode === 200 ? people.rider : people.otherRider;
      expect((await statusOf(parcel.id))?.riderId).toBe(winner.riderId);
      expect(await eventsOf(parcel.id)).toHaveLength(1);
    }
  });

  it('only takes an approved rider, and answers 404 for an unknown parcel', async () => {
    const parcel = await insertParcel(ctx.db, people.sender);
    const applicant = await signUp(ctx.app);
    const application = await requestAs(ctx, applicant, 'POST', '/api/riders', riderForm);
    const notApproved = await assign(people.admin, parcel.id, application.json()._id);
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json().error.fields).toEqual({ riderId: 'Choose an approved rider.' });
    expect((await assign(people.admin, parcel.id, 'no-such-rider')).statusCode).toBe(400);
    expect((await statusOf(parcel.id))?.status).toBe('pending');
    expect((await assign(people.admin, 'no-such-parcel', people.rider.riderId)).statusCode).toBe(404);
    const empty = await requestAs(ctx, people.admin, 'PATCH', `/api/parcels/assign/${parcel.id}`, {});
    expect(empty.json().error.fields).toEqual({ riderId: 'Choose a rider.' });
  });

  it('is for admins only', async () => {
    const parcel = await insertParcel(ctx.db, people.sender);
    expect((await assign(people.sender, parcel.id, people.rider.riderId)).statusCode).toBe(403);
    expect((await assign(people.rider, parcel.id, people.rider.riderId)).statusCode).toBe(403);
    expect((await statusOf(parcel.id))?.status).toBe('pending');
  });
});

describe('GET /api/parcels/assigned', () => {
  it('shows a rider only their own parcels, the ones still out first', async () => {
    const done = await assignedParcel();
    await deliverWithCode(ctx, people.rider, done, 62_000);
    const active = await assignedParcel();
    const someoneElses = await assignedParcel(people.otherRider);

    const response = await requestAs(ctx, people.rider, 'GET', '/api/parcels/assigned');
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((p: { _id: string }) => p._id);
    expect(ids).toContain(done.id);
    expect(ids.indexOf(active.id)).toBeLessThan(ids.indexOf(done.id));
    expect(ids).not.toContain(someoneElses.id);
  });

  it('shows an admin every parcel out with a rider, and refuses customers', async () => {
    const parcel = await assignedParcel(people.otherRider);
    const response = await requestAs(ctx, people.admin, 'GET', '/api/parcels/assigned');
    expect(response.json().map((p: { _id: string }) => p._id)).toContain(parcel.id);
    expect(response.json().every((p: { status: string }) => p.status !== 'pending')).toBe(true);
    const denied = await requestAs(ctx, people.sender, 'GET', '/api/parcels/assigned');
    expect(denied.statusCode).toBe(403);
  });
});

describe('PATCH /api/parcels/:id/status', () => {
  it('lets the pickup rider pick a parcel up, and no further: in transit and out for delivery are the hubs’ scans (issue 61 item 1)', async () => {
    const parcel = await assignedParcel();
    const picked = await move(people.rider, parcel.id, 'picked_up');
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({
      _id: parcel.id,
      status: 'picked_up',
      riderId: people.rider.riderId,
    });
    const onward = await move(people.rider, parcel.id, 'in_transit');
    expect(onward.statusCode).toBe(409);
    expect(onward.json().error.code).toBe('PARCEL_MOVE_NOT_ALLOWED');
    const out = await post(ctx, people.rider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    expect(out.statusCode).toBe(409);
    expect((await move(people.admin, parcel.id, 'in_transit')).statusCode).toBe(409);
    const events = await eventsOf(parcel.id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actorRole])).toEqual([
      ['pending', 'assigned', 'admin'],
      ['assigned', 'picked_up', 'rider'],
    ]);
    expect(events[1]?.actorId).toBe(people.rider.userId);
  });

  it('points the moves that need more than a status to their delivery action', async () => {
    const parcel = await assignedParcel();
    await takeOut(ctx, people.rider, parcel.id);
    const delivered = await move(people.rider, parcel.id, 'delivered');
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.message).toContain('/api/deliveries/{id}/complete');
    const failed = await move(people.rider, parcel.id, 'failed', 'Not at home');
    expect(failed.json().error.message).toContain('/api/deliveries/{id}/attempts');
    expect((await statusOf(parcel.id))?.status).toBe('out_for_delivery');
  });

  it('refuses another rider and the sender with 403, leaving the parcel as it was', async () => {
    const parcel = await assignedParcel();
    const other = await move(people.otherRider, parcel.id, 'picked_up');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('PARCEL_NOT_ASSIGNED_TO_YOU');
    expect((await move(people.sender, parcel.id, 'picked_up')).statusCode).toBe(403);
    expect((await statusOf(parcel.id))?.status).toBe('assigned');
    expect(await eventsOf(parcel.id)).toHaveLength(1);
  });

  it('answers 409 for a step that is not allowed from the current status', async () => {
    const parcel = await assignedParcel();
    const skip = await move(people.rider, parcel.id, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('A parcel that is Assigned cannot be marked Delivered.');
    expect((await move(people.rider, parcel.id, 'pending')).statusCode).toBe(409);
    expect((await move(people.rider, parcel.id, 'assigned')).json().error.message).toBe(
      'The parcel is already Assigned.',
    );
    await deliverWithCode(ctx, people.rider, parcel, 62_000);
    expect((await move(people.rider, parcel.id, 'in_transit')).statusCode).toBe(409);
    expect((await move(people.admin, parcel.id, 'pending')).statusCode).toBe(409);
    expect((await statusOf(parcel.id))?.status).toBe('delivered');
  });

  it('lets an admin send a parcel back to pending, freeing the rider, and needs a note to pull one back from the door', async () => {
    const parcel = await assignedParcel();
    await takeOut(ctx, people.rider, parcel.id);
    const noNote = await move(people.admin, parcel.id, 'in_transit');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({ note: 'Please say why.' });
    const back = await move(people.admin, parcel.id, 'in_transit', 'Rider’s bike broke down');
    expect(back.json()).toMatchObject({ status: 'in_transit', riderId: people.rider.riderId });
    const reset = await move(people.admin, parcel.id, 'pending');
    expect(reset.json()).toMatchObject({ status: 'pending', riderId: null });
    expect((await eventsOf(parcel.id)).at(-1)).toMatchObject({ actorRole: 'admin', toStatus: 'pending' });
    expect((await assign(people.admin, parcel.id, people.otherRider.riderId)).json()).toEqual({
      modifiedCount: 1,
    });
  });

  it('will not let even an admin skip the workflow with a parcel that has no rider', async () => {
    const parcel = await insertParcel(ctx.db, people.sender);
    const response = await move(people.admin, parcel.id, 'in_transit');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('A parcel that is Pending cannot be marked In Transit.');
  });

  it('never records a step twice when the same change races, and a stale read cannot win', async () => {
    const parcel = await assignedParcel();
    const answers = await Promise.all([
      move(people.rider, parcel.id, 'picked_up'),
      move(people.rider, parcel.id, 'picked_up'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(parcel.id)).toHaveLength(2);
    // What a request that read 'assigned' just before the pick-up would try: it must change nothing.
    const stale = await moveAndRecord(ctx.db, {
      parcelId: parcel.id,
      expected: { status: 'assigned', riderId: people.rider.riderId },
      fromStatus: 'assigned',
      to: 'failed',
      actor: { id: people.rider.userId, role: 'rider' },
      note: 'stale',
    });
    expect(stale).toBeUndefined();
    expect((await statusOf(parcel.id))?.status).toBe('picked_up');
    expect(await eventsOf(parcel.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown parcel, 400 for an unknown status and 401 when signed out', async () => {
    expect((await move(people.admin, 'no-such-parcel', 'delivered')).statusCode).toBe(404);
    const parcel = await assignedParcel();
    expect((await move(people.rider, parcel.id, 'teleported')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/parcels/${parcel.id}/status`,
      payload: { status: 'picked_up' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
