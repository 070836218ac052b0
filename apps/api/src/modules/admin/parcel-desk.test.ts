import type { DeskSearchResult, ParcelStory } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  networkExceptions,
  parcelEvents,
  parcelRoutes,
  smsContacts,
  smsOutbox,
  stores,
} from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { hubStaffAt, pickedUpBy, riderAt, scan, useDemoNetwork } from '../../test/network-steps.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
let admin: SignedIn;
let merchant: SignedIn;
beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin', 'Desk Admin');
  merchant = await signUp(ctx.app, { name: 'Rupa Fashion House' });
});

const search = async (query: string, who: SignedIn = admin) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/parcels/search?${query}`,
    headers: who.headers,
  });
  return { status: response.statusCode, body: response.json() as DeskSearchResult };
};
const tracked = (result: DeskSearchResult) => result.parcels.map((parcel) => parcel.trackingId);
const act = (trackingId: string, body: object) =>
  requestAs(ctx, admin, 'POST', `/api/admin/parcels/${trackingId}/actions`, body);
const story = async (trackingId: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/parcels/${trackingId}/story`,
      headers: admin.headers,
    })
  ).json() as ParcelStory;

describe('GET /api/admin/parcels/search', () => {
  it('finds a parcel by tracking ID with or without DSH-, and by receiver phone typed in Bangla digits', async () => {
    const parcel = await insertParcel(ctx.db, merchant, { receiverPhone: '01955123456' });
    expect(tracked((await search(`q=${parcel.trackingId}`)).body)).toEqual([parcel.trackingId]);
    const digits = parcel.trackingId.slice(4);
    const bare = await search(`q=${digits}`);
    expect(bare.body.readAs).toBe('tracking');
    expect(tracked(bare.body)).toEqual([parcel.trackingId]);
    const bangla = await search(`q=${encodeURIComponent('+৮৮০১৯৫৫-১২৩৪৫৬')}`);
    expect(bangla.body.readAs).toBe('phone');
    expect(tracked(bangla.body)).toEqual([parcel.trackingId]);
  });

  it('finds a merchant’s parcels by order ID, store name and the store’s phone', async () => {
    const [store] = await ctx.db
      .insert(stores)
      .values({
        id: crypto.randomUUID(),
        ownerId: merchant.userId,
        name: 'Rupa Boutique Mirpur',
        contactPhone: '01766554433',
        address: 'Mirpur 10',
        district: 'dhaka',
      })
      .returning();
    const fromStore = await insertParcel(ctx.db, merchant, { storeId: store?.id ?? null });
    const ordered = await insertParcel(ctx.db, merchant, { merchantOrderId: 'RUPA-7781' });
    expect(tracked((await search('q=RUPA-7781')).body)).toEqual([ordered.trackingId]);
    expect(tracked((await search('q=boutique%20mirpur')).body)).toEqual([fromStore.trackingId]);
    // The shop's phone names the merchant: every parcel they sent, from the store or not.
    expect(tracked((await search('q=01766554433')).body)).toEqual(
      expect.arrayContaining([fromStore.trackingId, ordered.trackingId]),
    );
  });

  it('lists the parcels behind a board figure of one hub', async () => {
    const parcel = await insertParcel(ctx.db, merchant, { pickupDistrict: 'dhaka', pickupUpazila: 'mirpur' });
    const [route] = await ctx.db.select().from(parcelRoutes).where(eq(parcelRoutes.parcelId, parcel.id));
    expect(route?.originHubId).toBeTruthy();
    const behind = await search(`figure=awaitingPickup&hubId=${route?.originHubId}`);
    expect(behind.body.readAs).toBe('figure');
    expect(tracked(behind.body)).toContain(parcel.trackingId);
    const elsewhere = await search('figure=awaitingPickup&hubId=rng');
    expect(tracked(elsewhere.body)).not.toContain(parcel.trackingId);
  });

  it('asks for something to search and is for admins only', async () => {
    expect((await search('q=')).status).toBe(400);
    expect((await search('q=DSH-1', merchant)).status).toBe(403);
  });
});

describe('the parcel page and the desk’s corrections', () => {
  it('tells the whole story: the custody trail of a scan with its hub, device and operator', async () => {
    const rider = await riderAt(ctx, admin, 'dhk-mir', 'Karim Pickup');
    const parcel = await pickedUpBy(ctx, { merchant, admin, rider });
    const operator = await hubStaffAt(ctx, 'dhk-mir');
    expect((await scan(ctx, operator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
    const told = await story(parcel.trackingId);
    expect(told.parcel.trackingId).toBe(parcel.trackingId);
    expect(told.holder).toMatchObject({ kind: 'hub', hub: { id: 'dhk-mir' } });
    expect(told.custody.at(-1)).toMatchObject({
      action: 'receive',
      hub: { id: 'dhk-mir' },
      deviceId: 'test-phone',
      by: { name: 'dhk-mir operator' },
    });
    expect(told.timeline.map((step) => step.toStatus)).toContain('in_transit');
  });

  it('gives the server’s own notes as codes for the page’s language, and keeps what people typed', async () => {
    const parcel = await insertParcel(ctx.db, merchant, { status: 'returning' });
    const step = (fromStatus: string, toStatus: string, note: string, at: string) => ({
      parcelId: parcel.id,
      fromStatus,
      toStatus,
      note,
      actorRole: 'rider',
      createdAt: new Date(at),
    });
    await ctx.db
      .insert(parcelEvents)
      .values([
        step('out_for_delivery', 'failed', 'Wrong address', '2026-12-01T08:00:00Z'),
        step(
          'out_for_delivery',
          'failed',
          'Receiver asked to reschedule: 5 Dec 2026',
          '2026-12-02T08:00:00Z',
        ),
        step('failed', 'returning', '3 delivery attempts failed.', '2026-12-03T08:00:00Z'),
        step('returning', 'returning', 'Shop asked for it back by phone', '2026-12-03T09:00:00Z'),
      ]);
    const told = (await story(parcel.trackingId)).timeline.filter((one) => one.at >= '2026-12-01');
    expect(told.map(({ reason, rescheduleDate, note }) => ({ reason, rescheduleDate, note }))).toEqual([
      { reason: 'wrong_address', rescheduleDate: undefined, note: null },
      { reason: 'reschedule', rescheduleDate: '2026-12-05', note: null },
      { reason: 'attempts_exhausted', rescheduleDate: undefined, note: null },
      { reason: undefined, rescheduleDate: undefined, note: 'Shop asked for it back by phone' },
    ]);
  });

  it('corrects the address and the COD with a reason: recorded with who, the merchant told by SMS', async () => {
    await ctx.db
      .insert(smsContacts)
      .values({ userId: merchant.userId, phone: '01712000111', language: 'en' })
      .onConflictDoNothing();
    const parcel = await insertParcel(ctx.db, merchant);
    expect(
      (await act(parcel.trackingId, { action: 'correct', reason: '', codAmountPoisha: 40_000 })).statusCode,
    ).toBe(400);
    const corrected = await act(parcel.trackingId, {
      action: 'correct',
      reason: 'Merchant called: new flat, lower price',
      deliveryAddress: 'Flat 4B, Station Road, Jashore',
      codAmountPoisha: 40_000,
    });
    expect(corrected.statusCode).toBe(200);
    const told = corrected.json() as ParcelStory;
    expect(told.parcel).toMatchObject({
      deliveryAddress: 'Flat 4B, Station Road, Jashore',
      codAmountPoisha: 40_000,
    });
    expect(told.deskActions).toEqual([
      expect.objectContaining({
        action: 'correct',
        reason: 'Merchant called: new flat, lower price',
        actorName: 'Desk Admin',
        details: expect.objectContaining({ codAmountPoishaBefore: 50_000, codAmountPoishaAfter: 40_000 }),
      }),
    ]);
    const sms = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, parcel.id));
    expect(sms.map((row) => [row.kind, row.toPhone])).toContainEqual(['merchant_corrected', '01712000111']);
    expect(told.sms.map((row) => row.kind)).toContain('merchant_corrected');
  });

  it('refuses a COD on a prepaid parcel and a correction that changes nothing', async () => {
    const prepaid = await insertParcel(ctx.db, merchant, { paymentMethod: 'prepaid', codAmountPoisha: 0 });
    const refused = await act(prepaid.trackingId, {
      action: 'correct',
      reason: 'test it',
      codAmountPoisha: 100,
    });
    expect(refused.statusCode).toBe(400);
    const same = await act(prepaid.trackingId, {
      action: 'correct',
      reason: 'test it',
      deliveryAddress: prepaid.deliveryAddress,
    });
    expect(same.statusCode).toBe(400);
  });

  it('holds a parcel (no re-route while held), releases it, then re-routes it to another hub', async () => {
    const parcel = await insertParcel(ctx.db, merchant);
    expect(
      (await act(parcel.trackingId, { action: 'hold', reason: 'Merchant asked to wait' })).statusCode,
    ).toBe(200);
    expect((await story(parcel.trackingId)).held).toBe(true);
    expect((await act(parcel.trackingId, { action: 'hold', reason: 'again' })).statusCode).toBe(409);
    expect(
      (await act(parcel.trackingId, { action: 'reroute', reason: 'Receiver moved', hubId: 'khl' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await act(parcel.trackingId, { action: 'release', reason: 'Merchant confirmed' })).statusCode,
    ).toBe(200);
    const rerouted = await act(parcel.trackingId, {
      action: 'reroute',
      reason: 'Receiver moved',
      hubId: 'khl',
    });
    expect(rerouted.statusCode).toBe(200);
    const told = rerouted.json() as ParcelStory;
    expect(told.held).toBe(false);
    expect(told.route.destination?.id).toBe('khl');
    expect(told.deskActions.map((a) => a.action)).toEqual(['hold', 'release', 'reroute']);
    expect(
      (await act(parcel.trackingId, { action: 'reroute', reason: 'again', hubId: 'nowhere' })).statusCode,
    ).toBe(400);
  });

  it('marks a parcel lost (an open exception) and found (resolved)', async () => {
    const parcel = await insertParcel(ctx.db, merchant);
    expect((await act(parcel.trackingId, { action: 'found', reason: 'not lost' })).statusCode).toBe(409);
    expect(
      (await act(parcel.trackingId, { action: 'lost', reason: 'Not scanned for 5 days' })).statusCode,
    ).toBe(200);
    expect((await story(parcel.trackingId)).lost).toBe(true);
    const [open] = await ctx.db
      .select()
      .from(networkExceptions)
      .where(eq(networkExceptions.parcelId, parcel.id));
    expect(open).toMatchObject({ kind: 'lost', status: 'open', createdBy: admin.userId });
    expect(
      (await act(parcel.trackingId, { action: 'found', reason: 'Found behind the shelf' })).statusCode,
    ).toBe(200);
    expect((await story(parcel.trackingId)).lost).toBe(false);
  });

  it('reassigns a parcel not yet picked up, and refuses one a rider carries', async () => {
    const first = await createApprovedRider(ctx, admin, { fullName: 'First Rider' });
    const second = await createApprovedRider(ctx, admin, { fullName: 'Second Rider' });
    const pending = await insertParcel(ctx.db, merchant);
    const given = await act(pending.trackingId, {
      action: 'reassign',
      reason: 'Nearer rider',
      riderId: first.riderId,
    });
    expect(given.statusCode).toBe(200);
    expect((given.json() as ParcelStory).parcel).toMatchObject({
      status: 'assigned',
      riderName: 'First Rider',
    });
    const again = await act(pending.trackingId, {
      action: 'reassign',
      reason: 'Rider ill',
      riderId: second.riderId,
    });
    expect((again.json() as ParcelStory).parcel.riderId).toBe(second.riderId);
    const carried = await insertParcel(ctx.db, merchant, {
      status: 'out_for_delivery',
      riderId: first.riderId,
    });
    expect(
      (await act(carried.trackingId, { action: 'reassign', reason: 'Rider ill', riderId: second.riderId }))
        .statusCode,
    ).toBe(409);
  });
});
