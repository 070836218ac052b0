import { callFirstMessage, failedAttemptReasonLabels } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts, parcelEvents, type parcels } from '../../db/schema/index.ts';
import { post, takeOut } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';

/**
 * Issue 62 item 10: the reasons Bangladeshi couriers report, and a call from the app as part of a
 * failed attempt ("could not reach them" reasons need it; every attempt keeps the call's time).
 */
const ctx = useTestContext();
let admin: SignedIn;
let merchant: SignedIn;
let rider: TestRider;

beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
  merchant = await signUp(ctx.app, { name: 'Reasons Merchant' });
  rider = await createApprovedRider(ctx, admin, { fullName: 'Reasons Rider' });
});

let phoneSeq = 0;
async function parcelAtDoor(overrides: Partial<typeof parcels.$inferInsert> = {}) {
  phoneSeq += 1;
  const parcel = await insertParcel(ctx.db, merchant, {
    receiverPhone: `0181${String(2_000_000 + phoneSeq).slice(-7)}`,
    status: 'assigned',
    riderId: rider.riderId,
    ...overrides,
  });
  await takeOut(ctx, rider, parcel.id);
  return parcel;
}

const fail = (parcelId: string, body: object) =>
  post(ctx, rider, `/api/deliveries/${parcelId}/attempts`, body);
const callReceiver = (parcelId: string) => post(ctx, rider, `/api/deliveries/${parcelId}/receiver-calls`);
const attemptsOf = (parcelId: string) =>
  ctx.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.parcelId, parcelId));

describe('failed attempts: reasons and the call before them', () => {
  it.each(['not_at_home', 'not_reachable', 'phone_off'])(
    '%s is refused until the rider called the receiver from the app, then keeps the call',
    async (reason) => {
      const parcel = await parcelAtDoor();
      const refused = await fail(parcel.id, { reason });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(callFirstMessage);
      expect(await attemptsOf(parcel.id)).toEqual([]);

      expect((await callReceiver(parcel.id)).statusCode).toBe(201);
      const failed = await fail(parcel.id, { reason });
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json().status).toBe('failed');
      const [attempt] = await attemptsOf(parcel.id);
      expect(attempt?.reason).toBe(reason);
      expect(attempt?.calledAt).toBeInstanceOf(Date);
    },
  );

  it('a call before an earlier attempt does not count for the next one', async () => {
    const parcel = await parcelAtDoor();
    await callReceiver(parcel.id);
    expect((await fail(parcel.id, { reason: 'not_reachable' })).statusCode).toBe(200);
    await post(ctx, rider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    expect((await fail(parcel.id, { reason: 'phone_off' })).statusCode).toBe(409);
    await callReceiver(parcel.id);
    expect((await fail(parcel.id, { reason: 'phone_off' })).statusCode).toBe(200);
  });

  it('other reasons need no call, and record none; a call made is recorded with them', async () => {
    const plain = await parcelAtDoor();
    expect((await fail(plain.id, { reason: 'cod_not_ready' })).statusCode).toBe(200);
    expect((await attemptsOf(plain.id))[0]?.calledAt).toBeNull();

    const called = await parcelAtDoor();
    await callReceiver(called.id);
    expect((await fail(called.id, { reason: 'wants_to_open' })).statusCode).toBe(200);
    expect((await attemptsOf(called.id))[0]?.calledAt).toBeInstanceOf(Date);
  });

  it('a parcel with no receiver phone fails as not reachable without a call', async () => {
    const parcel = await parcelAtDoor({ receiverPhone: null });
    expect((await fail(parcel.id, { reason: 'not_reachable' })).statusCode).toBe(200);
  });

  it('each new reason is told in plain words on the timeline and by its code in public tracking', async () => {
    for (const reason of ['not_at_home', 'cod_not_ready', 'wants_to_open', 'out_of_coverage'] as const) {
      const parcel = await parcelAtDoor();
      if (reason === 'not_at_home') await callReceiver(parcel.id);
      expect((await fail(parcel.id, { reason })).statusCode).toBe(200);
      const events = await ctx.db
        .select()
        .from(parcelEvents)
        .where(eq(parcelEvents.parcelId, parcel.id))
        .orderBy(parcelEvents.id);
      expect(events.at(-1)?.note).toBe(failedAttemptReasonLabels[reason]);
      const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
      expect(tracking.json().events.at(-1)).toMatchObject({ toStatus: 'failed', reason });
    }
  });

  it('the run lists each attempt with the time of its call', async () => {
    const parcel = await parcelAtDoor();
    await callReceiver(parcel.id);
    await fail(parcel.id, { reason: 'not_at_home' });
    const run = await ctx.app.inject({
      method: 'GET',
      url: '/api/deliveries/run',
      headers: rider.headers,
    });
    const item = run.json().find((each: { parcelId: string }) => each.parcelId === parcel.id);
    expect(item.attempts).toEqual([
      expect.objectContaining({ reason: 'not_at_home', calledAt: expect.any(String) }),
    ]);
  });
});
