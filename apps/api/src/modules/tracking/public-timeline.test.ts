import { beforeAll, describe, expect, it } from 'vitest';
import { post, takeOut } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { handInAndOutAgain } from '../../test/network-steps.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';
import { connectSse, type SseClient } from '../../test/sse-client.ts';

const ctx = useTestContext();
let baseUrl: string;
let admin: SignedIn;
let sender: SignedIn;
let rider: TestRider;
beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await loginAs(ctx, 'admin');
  sender = await loginAs(ctx, 'customer', 'Rahim Uddin');
  rider = await createApprovedRider(ctx, admin, { fullName: 'Rafiq Rider' });
});

// Free text typed by people: a rider's note, an admin's correction, an admin's return reason.
const riderNote = 'Called Shirin Akhter on 01712345678, her husband said come back';
const adminCorrection = 'Rafiq’s bike broke down near Mirpur 10, call 01655443322';
const returnNote = 'Sender Rahim Uddin asked to return, call 01999888777, House 9 Road 4 Banani';
const secrets = [
  'Shirin',
  '01712345678',
  'Rafiq',
  '01655443322',
  'Rahim',
  '01999888777',
  'House 9',
  'Banani',
];

function expectNoFreeText(text: string): void {
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toContain('"note"');
}

async function statusMessages(client: SseClient, count: number): Promise<string[]> {
  const found: string[] = [];
  while (found.length < count) {
    const message = await client.next();
    if (!message) throw new Error('stream ended early');
    if (message.event === 'status') found.push(message.data);
  }
  return found;
}

describe('public tracking of a parcel with notes', () => {
  it('shows fixed reason codes only; the sender, the rider and admins read the notes', async () => {
    const parcel = await insertParcel(ctx.db, sender, { status: 'assigned', riderId: rider.riderId });
    const stream = await connectSse(`${baseUrl}/api/track/${parcel.trackingId}/events`);
    const patch = (status: string, note?: string) =>
      requestAs(ctx, admin, 'PATCH', `/api/parcels/${parcel.id}/status`, {
        status,
        ...(note ? { note } : {}),
      });

    await takeOut(ctx, rider, parcel.id);
    expect((await patch('in_transit', adminCorrection)).statusCode).toBe(200);
    // Pulled back from the door, the parcel goes out again from its hub's hands (the one road).
    await handInAndOutAgain(ctx, rider, parcel.id);
    const failed = await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, {
      reason: 'wrong_address',
      note: riderNote,
    });
    expect(failed.statusCode).toBe(200);
    const sentBack = await post(ctx, admin, `/api/deliveries/${parcel.id}/return`, { note: returnNote });
    expect(sentBack.statusCode).toBe(200);

    // picked_up, in_transit, out_for_delivery, in_transit (admin), out_for_delivery, failed, returning
    const live = await statusMessages(stream, 7);
    stream.close();
    expectNoFreeText(live.join('\n'));
    expect(JSON.parse(live.at(-1) ?? '{}').event).toMatchObject({
      toStatus: 'returning',
      reason: 'sent_back',
    });

    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.statusCode).toBe(200);
    expectNoFreeText(tracked.body);
    const events = tracked.json().events as Array<{ toStatus: string; reason?: string }>;
    expect(events.find((event) => event.toStatus === 'failed')).toMatchObject({ reason: 'wrong_address' });
    expect(events.at(-1)).toMatchObject({ toStatus: 'returning', reason: 'sent_back' });

    // A second lookup (answered from the cache) is the same fixed wording.
    expectNoFreeText((await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` })).body);

    const history = (who: SignedIn | undefined) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/track/${parcel.trackingId}/history`,
        headers: who?.headers ?? {},
      });
    for (const who of [sender, rider, admin]) {
      const own = await history(who);
      expect(own.statusCode).toBe(200);
      const notes = (own.json() as Array<{ note: string | null }>).map((event) => event.note);
      expect(notes).toContain(returnNote);
      expect(notes).toContain(adminCorrection);
    }
    // Anyone else signed in gets the steps without a note or who acted.
    const stranger = await history(await loginAs(ctx, 'customer'));
    expect(stranger.statusCode).toBe(200);
    expectNoFreeText(stranger.body.replaceAll('"note":null', ''));
    expect(stranger.body).not.toContain('"actorRole":"admin"');
    expect((await history(undefined)).statusCode).toBe(401);
  });

  it('tells a refusal, the last failed attempt and a reschedule day by code', async () => {
    const parcel = await insertParcel(ctx.db, sender, { status: 'assigned', riderId: rider.riderId });
    await takeOut(ctx, rider, parcel.id);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, {
      reason: 'reschedule',
      rescheduleDate: day,
    });
    await post(ctx, rider, `/api/deliveries/${parcel.id}/out-for-delivery`);
    await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, { reason: 'refused', note: riderNote });
    const events = (await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` })).json()
      .events as Array<Record<string, unknown>>;
    expect(
      events.filter(
        (event) =>
          event.toStatus !== 'picked_up' &&
          event.toStatus !== 'in_transit' &&
          event.toStatus !== 'out_for_delivery',
      ),
    ).toEqual([
      expect.objectContaining({ toStatus: 'failed', reason: 'reschedule', rescheduleDate: day }),
      expect.objectContaining({ toStatus: 'failed', reason: 'refused' }),
      expect.objectContaining({ toStatus: 'returning', reason: 'refused' }),
    ]);
  });
});
