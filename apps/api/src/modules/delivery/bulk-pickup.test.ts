import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcelEvents, parcels, stores } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';

/**
 * Issue 62 item 6: a rider at a shop scans its labels and picks them all up with one request. Each
 * parcel goes through the custody gate; a label of another shop, one already picked up, one not
 * assigned to this rider or unknown is refused on its own, and the rest are picked up.
 */
const ctx = useTestContext();
let merchant: SignedIn;
let rider: TestRider;
let otherRider: TestRider;
let shop: string;
let otherShop: string;

async function insertStore(name: string): Promise<string> {
  const id = crypto.randomUUID();
  await ctx.db.insert(stores).values({
    id,
    ownerId: merchant.userId,
    name,
    contactPhone: '01811000333',
    address: 'House 1, Road 2, Dhanmondi',
    district: 'dhaka',
  });
  return id;
}

beforeAll(async () => {
  const admin = await loginAs(ctx, 'admin');
  merchant = await signUp(ctx.app, { name: 'Bulk Merchant' });
  rider = await createApprovedRider(ctx, admin, { fullName: 'Bulk Rider' });
  otherRider = await createApprovedRider(ctx, admin, { fullName: 'Other Bulk Rider' });
  shop = await insertStore('Rupa Fashion');
  otherShop = await insertStore('Rupa Fashion, Gulshan');
});

const waiting = (overrides: Partial<typeof parcels.$inferInsert> = {}) =>
  insertParcel(ctx.db, merchant, { status: 'assigned', riderId: rider.riderId, storeId: shop, ...overrides });

const pickUp = (body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/deliveries/pickups',
    headers: { ...rider.headers, ...headers },
    payload: body,
  });

const statusesOf = async (ids: string[]) =>
  new Map(
    (await ctx.db.select().from(parcels).where(inArray(parcels.id, ids))).map((row) => [row.id, row.status]),
  );

describe('POST /api/deliveries/pickups', () => {
  it('picks up the shop’s parcels at once and refuses each wrong or extra label on its own', async () => {
    const lot = await Promise.all([waiting(), waiting(), waiting()]);
    const elsewhere = await waiting({ storeId: otherShop });
    const already = await waiting({ status: 'picked_up' });
    const notMine = await waiting({ riderId: otherRider.riderId });
    const ids = [...lot.map((p) => p.id), elsewhere.id, already.id, notMine.id, 'no-such-parcel'];

    const answer = await pickUp({ storeId: shop, parcelIds: ids });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.pickedUp).toBe(3);
    expect(body.results.map((r: { parcelId: string }) => r.parcelId)).toEqual(ids);
    for (const [index, parcel] of lot.entries()) {
      expect(body.results[index]).toEqual({
        parcelId: parcel.id,
        trackingId: parcel.trackingId,
        pickedUp: true,
        status: 'picked_up',
        error: null,
      });
    }
    const refused = body.results
      .slice(3)
      .map((r: { pickedUp: boolean; error: { code: string } }) => [r.pickedUp, r.error.code]);
    expect(refused).toEqual([
      [false, 'WRONG_STORE'],
      [false, expect.any(String)],
      [false, expect.any(String)],
      [false, 'NOT_FOUND'],
    ]);
    expect(body.results[3].error.message).toBe('This parcel is picked up at another shop.');

    const now = await statusesOf(ids);
    expect(lot.map((p) => now.get(p.id))).toEqual(['picked_up', 'picked_up', 'picked_up']);
    expect([now.get(elsewhere.id), now.get(already.id), now.get(notMine.id)]).toEqual([
      'assigned',
      'picked_up',
      'assigned',
    ]);
    // Each picked-up parcel's timeline says the rider did it, once.
    const events = await ctx.db
      .select()
      .from(parcelEvents)
      .where(
        inArray(
          parcelEvents.parcelId,
          lot.map((p) => p.id),
        ),
      );
    const pickups = events.filter((event) => event.toStatus === 'picked_up');
    expect(pickups).toHaveLength(3);
    expect(new Set(pickups.map((event) => event.actorRole))).toEqual(new Set(['rider']));
  });

  it('sent twice by the phone’s queue with one key, it is done once and answered the same', async () => {
    const lot = await Promise.all([waiting(), waiting()]);
    const body = { storeId: shop, parcelIds: lot.map((p) => p.id) };
    const key = { 'idempotency-key': `bulk-${lot[0]?.id}` };
    const first = await pickUp(body, key);
    const again = await pickUp(body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().pickedUp).toBe(2);
    const events = await ctx.db
      .select()
      .from(parcelEvents)
      .where(eq(parcelEvents.parcelId, lot[0]?.id ?? ''));
    expect(events.filter((event) => event.toStatus === 'picked_up')).toHaveLength(1);
  });

  it('parcels that name no store are picked up as the shop with no store', async () => {
    const loose = await waiting({ storeId: null });
    const answer = await pickUp({ storeId: null, parcelIds: [loose.id] });
    expect(answer.json().pickedUp).toBe(1);
    const wrong = await waiting({ storeId: null });
    expect((await pickUp({ storeId: shop, parcelIds: [wrong.id] })).json().results[0].error.code).toBe(
      'WRONG_STORE',
    );
  });

  it('refuses an empty list, and a merchant', async () => {
    const empty = await pickUp({ storeId: shop, parcelIds: [] });
    expect(empty.statusCode).toBe(400);
    const parcel = await waiting();
    const byMerchant = await ctx.app.inject({
      method: 'POST',
      url: '/api/deliveries/pickups',
      headers: merchant.headers,
      payload: { storeId: shop, parcelIds: [parcel.id] },
    });
    expect(byMerchant.statusCode).toBe(403);
    expect((await statusesOf([parcel.id])).get(parcel.id)).toBe('assigned');
  });
});
