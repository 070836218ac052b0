import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryAttempts, parcelEvents, parcels } from '../../db/schema/index.ts';
import { believableActionTime } from '../../lib/action-time.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { latestCode, takeOut } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { type SignedIn, useTestContext } from '../../test/helpers.ts';
import { tinyPng } from '../../test/image-fixtures.ts';

/** The phone's queue sends actions late and maybe twice: X-Action-Time and Idempotency-Key. */

const ctx = useTestContext();
const people = useDeliveryPeople(ctx, {
  sender: 'Merchant',
  riders: { rider: { fullName: 'Field Rider' }, otherRider: { fullName: 'Other Rider' } },
});

let phoneSeq = 0;
const freshPhone = () => `0171${String(2_000_000 + ++phoneSeq).slice(-7)}`;

async function outParcel() {
  const parcel = await insertParcel(ctx.db, people.sender, {
    receiverPhone: freshPhone(),
    status: 'assigned',
    riderId: people.rider.riderId,
    paymentMethod: 'prepaid',
  });
  await takeOut(ctx, people.rider, parcel.id);
  return parcel;
}

const assignedParcel = () =>
  insertParcel(ctx.db, people.sender, {
    receiverPhone: freshPhone(),
    status: 'assigned',
    riderId: people.rider.riderId,
  });

function send(
  who: SignedIn,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method, url, headers: { ...who.headers, ...headers }, payload });
}

/** The rider's POST to one of a parcel's delivery actions (`attempts`, `complete` …). */
const riderAction = (
  parcelId: string,
  action: string,
  payload: object,
  headers: Record<string, string> = {},
) => send(people.rider, 'POST', `/api/deliveries/${parcelId}/${action}`, payload, headers);

/** The rider's action as the phone's queue sends it later, saying when it was done (X-Action-Time). */
const sendDoneAt = (actionTime: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  send(people.rider, method, url, payload, { 'x-action-time': actionTime });

const eventsOf = (id: string) =>
  ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, id)).orderBy(asc(parcelEvents.id));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Moves a parcel's booking and every step so far `hours` into the past, as if it were booked earlier. */
async function bookedEarlier(parcelId: string, hours: number) {
  const by = sql`make_interval(hours => ${hours})`;
  await ctx.db
    .update(parcels)
    .set({ bookingTime: sql`${parcels.bookingTime} - ${by}` })
    .where(eq(parcels.id, parcelId));
  await ctx.db
    .update(parcelEvents)
    .set({ createdAt: sql`${parcelEvents.createdAt} - ${by}` })
    .where(eq(parcelEvents.parcelId, parcelId));
}

describe('X-Action-Time: the timeline keeps when the rider really did it', () => {
  it('believes a time up to 2 minutes ahead and up to 7 days old, nothing else', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(believableActionTime('2026-11-24T09:00:00Z', now)?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(believableActionTime('2026-11-24T15:30:00+06:00', now)?.toISOString()).toBe(
      '2026-11-24T09:30:00.000Z',
    );
    expect(believableActionTime('2026-11-24T10:01:30Z', now)).not.toBeNull();
    expect(believableActionTime('2026-11-24T10:03:00Z', now)).toBeNull();
    expect(believableActionTime('2026-11-17T10:01:00Z', now)).not.toBeNull();
    expect(believableActionTime('2026-11-17T09:59:00Z', now)).toBeNull();
    expect(believableActionTime('2026-11-24T09:00:00', now)).toBeNull(); // no zone: whose clock?
    expect(believableActionTime('yesterday', now)).toBeNull();
    expect(believableActionTime(undefined, now)).toBeNull();
  });

  it('a failed attempt sent with a time an hour ago lands on the timeline an hour ago', async () => {
    const parcel = await outParcel();
    await bookedEarlier(parcel.id, 2);
    const at = minutesAgo(60);
    const url = `/api/deliveries/${parcel.id}/attempts`;
    const sent = await sendDoneAt(at.toISOString(), 'POST', url, { reason: 'wrong_address' });
    expect(sent.statusCode).toBe(200);
    const failed = (await eventsOf(parcel.id)).filter((event) => event.toStatus === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.createdAt.toISOString()).toBe(at.toISOString());
  });

  it('a pickup (a status move) keeps its own time too', async () => {
    const parcel = await assignedParcel();
    await bookedEarlier(parcel.id, 1);
    const at = minutesAgo(25);
    const url = `/api/parcels/${parcel.id}/status`;
    const moved = await sendDoneAt(at.toISOString(), 'PATCH', url, { status: 'picked_up' });
    expect(moved.statusCode).toBe(200);
    const [pickedUp] = (await eventsOf(parcel.id)).filter((event) => event.toStatus === 'picked_up');
    expect(pickedUp?.createdAt.toISOString()).toBe(at.toISOString());
  });

  for (const [name, at] of [
    ['ten minutes in the future', () => new Date(Date.now() + 10 * 60_000)],
    ['a year ago', () => new Date(Date.now() - 365 * 24 * 60 * 60_000)],
    ['not a time', () => 'soon'],
  ] as const) {
    it(`a time ${name} is replaced by the server's`, async () => {
      const parcel = await assignedParcel();
      const before = Date.now();
      const value = at();
      const actionTime = typeof value === 'string' ? value : value.toISOString();
      const moved = await sendDoneAt(actionTime, 'PATCH', `/api/parcels/${parcel.id}/status`, {
        status: 'picked_up',
      });
      expect(moved.statusCode).toBe(200);
      const [pickedUp] = (await eventsOf(parcel.id)).filter((event) => event.toStatus === 'picked_up');
      const recorded = pickedUp?.createdAt.getTime() ?? 0;
      expect(recorded).toBeGreaterThanOrEqual(before - 1000);
      expect(recorded).toBeLessThanOrEqual(Date.now() + 1000);
    });
  }

  it('keeps a time between the booking and the last step in order: just after that step, the claimed time kept', async () => {
    // Booked two hours ago, taken out now; the phone, its clock behind, says it failed an hour ago.
    const parcel = await insertParcel(ctx.db, people.sender, {
      receiverPhone: freshPhone(),
      status: 'assigned',
      riderId: people.rider.riderId,
      paymentMethod: 'prepaid',
    });
    await bookedEarlier(parcel.id, 2);
    await takeOut(ctx, people.rider, parcel.id);
    const claimed = minutesAgo(60);
    const url = `/api/deliveries/${parcel.id}/attempts`;
    const sent = await sendDoneAt(claimed.toISOString(), 'POST', url, { reason: 'wrong_address' });
    expect(sent.statusCode).toBe(200);
    const events = await eventsOf(parcel.id);
    const out = events.find((event) => event.toStatus === 'out_for_delivery');
    const failed = events.find((event) => event.toStatus === 'failed');
    expect(failed?.createdAt.getTime()).toBe((out?.createdAt.getTime() ?? 0) + 1);
    expect(failed?.claimedAt?.toISOString()).toBe(claimed.toISOString());
    expect(out?.claimedAt).toBeNull();
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    const steps = tracked.json().events as { toStatus: string; at: string }[];
    expect(steps.map((step) => step.toStatus).slice(-2)).toEqual(['out_for_delivery', 'failed']);
    expect(steps.map((step) => step.at)).toEqual([...steps.map((step) => step.at)].sort());
  });

  it('refuses an action the phone says was done before the parcel was booked (issue 61’s probe: 6.9 days back)', async () => {
    const parcel = await outParcel();
    const sixPointNineDaysAgo = new Date(Date.now() - 6.9 * 24 * 60 * 60_000).toISOString();
    const done = await sendDoneAt(sixPointNineDaysAgo, 'POST', `/api/deliveries/${parcel.id}/complete`, {
      code: await latestCode(ctx, parcel),
      cashCollected: 0,
    });
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Your phone says this was done before the parcel was booked: set the phone’s date and time, then do it again.',
    });
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.json()).toMatchObject({ status: 'out_for_delivery' });
    const steps = tracked.json().events as { toStatus: string; at: string }[];
    expect(steps.map((step) => step.toStatus)).not.toContain('delivered');
    for (const step of steps)
      expect(Date.parse(step.at)).toBeGreaterThanOrEqual(Date.parse(tracked.json().bookingTime));
    // Sent again with the phone's clock set right, it delivers.
    const again = await sendDoneAt(
      new Date().toISOString(),
      'POST',
      `/api/deliveries/${parcel.id}/complete`,
      {
        code: await latestCode(ctx, parcel),
        cashCollected: 0,
      },
    );
    expect(again.statusCode).toBe(200);
  });

  it('is ignored on a route that is not a field action', async () => {
    const parcel = await insertParcel(ctx.db, people.sender, { status: 'pending' });
    const assigned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/parcels/assign/${parcel.id}`,
      headers: { ...people.admin.headers, 'x-action-time': minutesAgo(60).toISOString() },
      payload: { riderId: people.rider.riderId },
    });
    expect(assigned.statusCode).toBe(200);
    const [event] = (await eventsOf(parcel.id)).filter((row) => row.toStatus === 'assigned');
    expect(Date.now() - (event?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('Idempotency-Key: an action sent twice is done once', () => {
  it('a failed attempt sent twice with one key is one attempt and one event; the repeat replays', async () => {
    const parcel = await outParcel();
    await bookedEarlier(parcel.id, 1);
    const headers = {
      'idempotency-key': `attempt-${parcel.id}`,
      'x-action-time': minutesAgo(5).toISOString(),
    };
    const body = { reason: 'wrong_address' };
    const first = await riderAction(parcel.id, 'attempts', body, headers);
    const second = await riderAction(parcel.id, 'attempts', body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await eventsOf(parcel.id)).filter((event) => event.toStatus === 'failed')).toHaveLength(1);
    const attempts = await ctx.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.parcelId, parcel.id));
    expect(attempts).toHaveLength(1);
  });

  it('a completion with the receiver’s code sent twice delivers once', async () => {
    const parcel = await outParcel();
    const code = await latestCode(ctx, parcel);
    const headers = { 'idempotency-key': `complete-${parcel.id}` };
    const body = { code, cashCollected: 0 };
    const first = await riderAction(parcel.id, 'complete', body, headers);
    const second = await riderAction(parcel.id, 'complete', body, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await eventsOf(parcel.id)).filter((event) => event.toStatus === 'delivered')).toHaveLength(1);
  });

  it('a photo uploaded twice with one key is one photo', async () => {
    const parcel = await outParcel();
    const upload = () => {
      const boundary = '----field-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="door.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        tinyPng(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/deliveries/${parcel.id}/photos`,
        headers: {
          ...people.rider.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'idempotency-key': `photo-${parcel.id}`,
        },
        payload,
      });
    };
    const first = await upload();
    const second = await upload();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().photoId).toBe(first.json().photoId);
  });

  it('the same action sent twice at once: one applies it, the other waits for it and replays it', async () => {
    const parcel = await outParcel();
    const headers = { 'idempotency-key': `race-${parcel.id}` };
    const body = { reason: 'wrong_address' };
    const answers = await Promise.all([
      riderAction(parcel.id, 'attempts', body, headers),
      riderAction(parcel.id, 'attempts', body, headers),
    ]);
    const outcomes = answers
      .map((answer) =>
        answer.statusCode === 200
          ? answer.headers['idempotent-replayed'] === 'true'
            ? 'replayed'
            : 'applied'
          : answer.json().error.code,
      )
      .sort();
    expect(outcomes).toEqual(['applied', 'replayed']);
    expect((await eventsOf(parcel.id)).filter((event) => event.toStatus === 'failed')).toHaveLength(1);
  });

  it('a wrong receiver’s code sent with a key still counts towards the lock (the refusal keeps no key)', async () => {
    const parcel = await outParcel();
    const code = await latestCode(ctx, parcel);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (const key of ['wrong-1', 'wrong-2', 'wrong-2']) {
      const headers = { 'idempotency-key': `${key}-${parcel.id}` };
      tries.push(await riderAction(parcel.id, 'complete', { code: wrong, cashCollected: 0 }, headers));
    }
    // A refusal stores no answer: the repeat of wrong-2 is tried (and counted) again, not replayed.
    expect(tries.map((answer) => answer.json().error.params.count)).toEqual([4, 3, 2]);
    expect(tries.every((answer) => answer.headers['idempotent-replayed'] === undefined)).toBe(true);
  });

  it('the same key with another body is refused with 422; on another parcel too', async () => {
    const parcel = await outParcel();
    const other = await outParcel();
    const headers = { 'idempotency-key': `mixed-${parcel.id}` };
    const first = await riderAction(parcel.id, 'attempts', { reason: 'wrong_address' }, headers);
    expect(first.statusCode).toBe(200);
    const otherBody = await riderAction(parcel.id, 'attempts', { reason: 'cod_not_ready' }, headers);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherParcel = await riderAction(other.id, 'attempts', { reason: 'wrong_address' }, headers);
    expect(otherParcel.statusCode).toBe(422);
  });

  it('a refused action keeps no key: the same key may try again and is refused again, not replayed', async () => {
    const parcel = await assignedParcel();
    const headers = { 'idempotency-key': `early-${parcel.id}` };
    const body = { reason: 'wrong_address' };
    const first = await riderAction(parcel.id, 'attempts', body, headers);
    expect(first.statusCode).toBe(409);
    const second = await riderAction(parcel.id, 'attempts', body, headers);
    expect(second.statusCode).toBe(409);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('conflicts the phone can explain', () => {
  it('a parcel given to another rider while the phone was offline: 403 PARCEL_NOT_ASSIGNED_TO_YOU', async () => {
    const parcel = await outParcel();
    // The admin hands it to another rider meanwhile.
    await ctx.db.update(parcels).set({ riderId: people.otherRider.riderId }).where(eq(parcels.id, parcel.id));
    const late = await send(
      people.rider,
      'POST',
      `/api/deliveries/${parcel.id}/attempts`,
      { reason: 'wrong_address' },
      { 'idempotency-key': `late-${parcel.id}`, 'x-action-time': minutesAgo(10).toISOString() },
    );
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('PARCEL_NOT_ASSIGNED_TO_YOU');
    const move = await send(people.rider, 'PATCH', `/api/parcels/${parcel.id}/status`, {
      status: 'delivered',
    });
    expect(move.json().error.code).toBe('PARCEL_NOT_ASSIGNED_TO_YOU');
  });

  it('a parcel cancelled meanwhile: 409 with the statuses named', async () => {
    const parcel = await assignedParcel();
    await ctx.db.update(parcels).set({ status: 'cancelled' }).where(eq(parcels.id, parcel.id));
    const late = await send(people.rider, 'PATCH', `/api/parcels/${parcel.id}/status`, {
      status: 'picked_up',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'PARCEL_MOVE_NOT_ALLOWED',
      params: { from: 'cancelled', to: 'picked_up' },
    });
  });
});
