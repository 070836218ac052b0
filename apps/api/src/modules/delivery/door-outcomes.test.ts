import crypto from 'node:crypto';
import { dhakaDate } from '@desh/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryPhotos,
  ledgerEntries,
  parcelCustody,
  parcelRoutes,
  parcels,
  partialDeliveries,
  webhookMessages,
} from '../../db/schema/index.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { latestCode, takeOut } from '../../test/delivery-steps.ts';
import { bookingInput, insertParcel } from '../../test/factories.ts';
import { requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi } from '../../test/ledger-steps.ts';
import {
  hubStaffAt,
  riderAt,
  scan,
  sendBag,
  useDemoNetwork,
  walkBackToOrigin,
} from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';
import { linesOfEntry } from '../ledger/entries.repository.ts';

/** Issue 24, items 4–6: what happens when the door does not go to plan (docs/decisions/022). */

const ctx = useTestContext();
const api = ledgerApi(ctx);
beforeAll(async () => {
  await useDemoNetwork(ctx);
});
const people = useDeliveryPeople(ctx, { riders: { rider: { fullName: 'Door Rider' } } });

let phoneSeq = 0;
const freshPhone = () => `0171${String(3_000_000 + ++phoneSeq).slice(-7)}`;

function send(who: SignedIn, url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, ...headers }, payload });
}

/** A COD parcel of `merchant` out for delivery with `rider`; the receiver got a code by SMS. */
async function outForDelivery(
  merchant: SignedIn,
  values: Partial<typeof parcels.$inferInsert> = {},
  courier: TestRider = people.rider,
) {
  const parcel = await insertParcel(ctx.db, merchant, {
    receiverPhone: freshPhone(),
    status: 'assigned',
    riderId: courier.riderId,
    deliveryFeePoisha: 12_000,
    codAmountPoisha: 150_000,
    ...values,
  });
  await takeOut(ctx, courier, parcel.id);
  return parcel;
}

const parcelRow = async (id: string) => {
  const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw new Error(`no parcel ${id}`);
  return row;
};
const returnLegOf = async (id: string) => {
  const [row] = await ctx.db.select().from(parcels).where(eq(parcels.returnOfParcelId, id));
  return row;
};
const custodyOf = (id: string) => ctx.db.select().from(parcelCustody).where(eq(parcelCustody.parcelId, id));
const entriesOf = (id: string) => ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.parcelId, id));
const linesOf = (entryId: number) => linesOfEntry(ctx.db, entryId);
const booksSum = async () => (await api.summary(people.admin)).booksSumPoisha;

async function returnPhoto(parcelId: string): Promise<string> {
  const id = crypto.randomUUID();
  await ctx.db.insert(deliveryPhotos).values({
    id,
    parcelId,
    purpose: 'return',
    storageKey: 'return.png',
    contentType: 'image/png',
  });
  return id;
}

/** The rider hands a returning parcel back to its merchant with a photo (the route the phone uses). */
async function handBack(parcelId: string, photoId?: string) {
  // A return is handed back only at its origin (issue 61 item 3): it travels there first.
  await walkBackToOrigin(ctx, people.rider, parcelId);
  return send(
    people.rider,
    `/api/deliveries/${parcelId}/returned`,
    { photoId: photoId ?? (await returnPhoto(parcelId)) },
    { 'idempotency-key': `returned-${parcelId}` },
  );
}

describe('partial delivery', () => {
  it('keeps part at the door: the parcel ends partly delivered and the rest leaves as a linked return parcel held by the rider', async () => {
    const merchant = await signUp(ctx.app, { name: 'Partial Shop' });
    const parcel = await outForDelivery(merchant);
    const code = await latestCode(ctx, parcel);
    const headers = {
      'idempotency-key': `partial-${parcel.id}`,
      'x-action-time': new Date(Date.now() - 60_000).toISOString(),
    };
    const body = {
      code,
      cashCollected: 80_000,
      itemsKept: '2 of 3 shirts',
      itemsKeptCount: 2,
      reason: 'changed_mind',
    };
    const first = await send(people.rider, `/api/deliveries/${parcel.id}/partial`, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'partially_delivered', returnKind: null });

    const leg = await returnLegOf(parcel.id);
    if (!leg) throw new Error('no return parcel');
    expect(leg.trackingId).toMatch(/^DSH-\d{13,}$/);
    expect(leg.trackingId).not.toBe(parcel.trackingId);
    expect(leg).toMatchObject({
      status: 'returning',
      riderId: people.rider.riderId,
      returnKind: 'partial',
      senderId: merchant.userId,
      deliveryFeePoisha: 0,
      codAmountPoisha: 0,
      merchantOrderId: null,
    });
    // Exactly one holder from its creation: the rider at the door.
    expect(await custodyOf(leg.id)).toEqual([
      expect.objectContaining({
        holderKind: 'rider',
        riderId: people.rider.riderId,
        hubId: null,
        bagId: null,
      }),
    ]);
    expect(await custodyOf(parcel.id)).toEqual([expect.objectContaining({ holderKind: 'receiver' })]);
    // It goes back along the parcel's own route, to the origin hub.
    const routes = await ctx.db
      .select()
      .from(parcelRoutes)
      .where(sql`${parcelRoutes.parcelId} in (${parcel.id}, ${leg.id})`);
    expect(routes).toHaveLength(2);
    expect(routes[0]?.originHubId).toBe(routes[1]?.originHubId);

    const [kept] = await ctx.db
      .select()
      .from(partialDeliveries)
      .where(eq(partialDeliveries.parcelId, parcel.id));
    expect(kept).toMatchObject({
      itemsKept: '2 of 3 shirts',
      itemsKeptCount: 2,
      cashCollected: 80_000,
      reason: 'changed_mind',
      returnParcelId: leg.id,
    });

    // The money: the cash taken to the rider and the merchant, the whole fee to revenue; balanced.
    const [entry, ...more] = await entriesOf(parcel.id);
    expect(more).toEqual([]);
    expect(entry?.kind).toBe('partial_delivery');
    const lines = await linesOf(entry?.id ?? 0);
    expect(lines.reduce((sum, line) => sum + line.amountPoisha, 0)).toBe(0);
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          accountKind: 'rider_cash',
          accountOwner: people.rider.riderId,
          purpose: 'cod_collected',
          amountPoisha: 80_000,
        },
        {
          accountKind: 'merchant_payable',
          accountOwner: merchant.userId,
          purpose: 'cod_collected',
          amountPoisha: -80_000,
        },
        {
          accountKind: 'merchant_payable',
          accountOwner: merchant.userId,
          purpose: 'delivery_fee',
          amountPoisha: 12_000,
        },
        { accountKind: 'fee_revenue', accountOwner: '', purpose: 'delivery_fee', amountPoisha: -12_000 },
      ]),
    );
    expect((await api.overview(merchant)).balance).toMatchObject({
      codCollectedPoisha: 80_000,
      feesPoisha: 12_000,
      returnChargesPoisha: 0,
      payablePoisha: 68_000,
    });

    // The phone's queue sends it again: the first answer, nothing new.
    const second = await send(people.rider, `/api/deliveries/${parcel.id}/partial`, body, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await ctx.db.select().from(parcels).where(eq(parcels.returnOfParcelId, parcel.id))).toHaveLength(
      1,
    );
    expect(await entriesOf(parcel.id)).toHaveLength(1);

    // The merchant sees both parcels, linked both ways.
    const outbound = await requestAs(ctx, merchant, 'GET', `/api/parcels/${parcel.id}`);
    expect(outbound.json().linkedParcels).toEqual([
      { _id: leg.id, trackingId: leg.trackingId, status: 'returning', relation: 'return', kind: 'partial' },
    ]);
    const back = await requestAs(ctx, merchant, 'GET', `/api/parcels/${leg.id}`);
    expect(back.json()).toMatchObject({ returnOfParcelId: parcel.id, returnKind: 'partial' });
    expect(back.json().linkedParcels).toEqual([
      {
        _id: parcel.id,
        trackingId: parcel.trackingId,
        status: 'partially_delivered',
        relation: 'outbound',
        kind: 'partial',
      },
    ]);
    const list = await requestAs(ctx, merchant, 'GET', '/api/parcels');
    expect(
      list
        .json()
        .map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual([parcel.id, leg.id].sort());

    // Public tracking shows both legs by tracking ID, and why the return exists, nothing personal.
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${leg.trackingId}` });
    expect(tracked.json().legs).toEqual([
      { trackingId: parcel.trackingId, relation: 'outbound', kind: 'partial' },
    ]);
    expect(tracked.json().events[0]).toMatchObject({ toStatus: 'returning', reason: 'partial_remainder' });
    expect(tracked.body).not.toContain(parcel.receiverPhone ?? 'none');
    expect(await booksSum()).toBe(0);
  });

  it('refuses a collection of the full amount or more, a missing reason, and a parcel not at the door', async () => {
    const merchant = await signUp(ctx.app);
    const parcel = await outForDelivery(merchant);
    const code = await latestCode(ctx, parcel);
    const base = { code, itemsKept: 'One mug', reason: 'damaged' };
    const full = await send(people.rider, `/api/deliveries/${parcel.id}/partial`, {
      ...base,
      cashCollected: 162_000,
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.fields.cashCollected).toBeDefined();
    const noReason = await send(people.rider, `/api/deliveries/${parcel.id}/partial`, {
      code,
      itemsKept: 'One mug',
      cashCollected: 100,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Choose why the receiver kept only part of the order.');
    const nothingKept = await send(people.rider, `/api/deliveries/${parcel.id}/partial`, {
      code,
      reason: 'damaged',
      cashCollected: 100,
    });
    expect(nothingKept.statusCode).toBe(400);
    expect((await parcelRow(parcel.id)).status).toBe('out_for_delivery');
    expect(await returnLegOf(parcel.id)).toBeUndefined();
    expect(await entriesOf(parcel.id)).toEqual([]);

    const pending = await insertParcel(ctx.db, merchant, { status: 'pending' });
    const early = await send(people.rider, `/api/deliveries/${pending.id}/partial`, {
      ...base,
      cashCollected: 100,
    });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the rest travels back through the network', () => {
  it('is received at the rider’s hub and travels in a bag towards the parcel’s origin hub', async () => {
    const merchant = await signUp(ctx.app);
    const rangpurRider = await riderAt(ctx, people.admin, 'rng', 'Rangpur Rider');
    const rangpur = await hubStaffAt(ctx, 'rng');
    // Booked from Mirpur (Dhaka) to Rangpur: its origin hub is Mirpur's.
    const parcel = await insertParcel(ctx.db, merchant, {
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict: 'rangpur',
      deliveryAddress: 'Station Road, Rangpur',
      receiverPhone: null,
      status: 'out_for_delivery',
      riderId: rangpurRider.riderId,
    });
    const partial = await send(rangpurRider, `/api/deliveries/${parcel.id}/partial`, {
      photoId: await api.photo(parcel.id),
      receiverName: 'Salma Akter',
      cashCollected: 10_000,
      itemsKept: 'The blue one',
      reason: 'not_as_described',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const leg = await returnLegOf(parcel.id);
    if (!leg) throw new Error('no return parcel');
    const [route] = await ctx.db.select().from(parcelRoutes).where(eq(parcelRoutes.parcelId, leg.id));
    expect(route).toMatchObject({ originHubId: 'dhk-mir', destinationHubId: 'rng' });

    // The rider brings it to their hub: received, and it goes on towards Mirpur.
    const received = await scan(ctx, rangpur, 'rng', 'receive', leg.trackingId);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      result: 'received',
      next: 'bag_it',
      parcel: { status: 'returning', destinationHub: { id: 'dhk-mir' } },
    });
    expect(await custodyOf(leg.id)).toEqual([expect.objectContaining({ holderKind: 'hub', hubId: 'rng' })]);
    const nextHub = received.json().parcel.nextHub.id as string;
    const { bagCode } = await sendBag(ctx, rangpur, 'rng', nextHub, [leg.trackingId]);
    const there = await hubStaffAt(ctx, nextHub);
    expect((await scan(ctx, there, nextHub, 'receive_bag', bagCode)).statusCode).toBe(200);
    const arrived = await scan(ctx, there, nextHub, 'receive', leg.trackingId);
    expect(arrived.json()).toMatchObject({ result: 'received_from_bag' });
    expect(await custodyOf(leg.id)).toEqual([expect.objectContaining({ holderKind: 'hub', hubId: nextHub })]);
  });
});

describe('return charges', () => {
  it('posts the remainder’s return charge once when it is back with the merchant', async () => {
    const merchant = await signUp(ctx.app);
    const parcel = await outForDelivery(merchant, { returnChargePoisha: 5_000 });
    const code = await latestCode(ctx, parcel);
    const partial = await send(people.rider, `/api/deliveries/${parcel.id}/partial`, {
      code,
      cashCollected: 20_000,
      itemsKeptCount: 1,
      reason: 'wrong_item',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const leg = await returnLegOf(parcel.id);
    if (!leg) throw new Error('no return parcel');
    expect(leg.returnChargePoisha).toBe(5_000);
    // Nothing is charged before it is back.
    expect(await entriesOf(leg.id)).toEqual([]);

    const photoId = await returnPhoto(leg.id);
    const first = await handBack(leg.id, photoId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('returned');
    const replay = await handBack(leg.id, photoId);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const entries = await entriesOf(leg.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['return_charge']);
    expect(await linesOf(entries[0]?.id ?? 0)).toEqual(
      expect.arrayContaining([
        {
          accountKind: 'merchant_payable',
          accountOwner: merchant.userId,
          purpose: 'return_charge',
          amountPoisha: 5_000,
        },
        { accountKind: 'fee_revenue', accountOwner: '', purpose: 'return_charge', amountPoisha: -5_000 },
      ]),
    );
    expect(await custodyOf(leg.id)).toEqual([expect.objectContaining({ holderKind: 'merchant' })]);
    const overview = await api.overview(merchant);
    expect(overview.balance).toMatchObject({
      returnChargesPoisha: 5_000,
      payablePoisha: 20_000 - 12_000 - 5_000,
    });
    expect(overview.recent[0]).toMatchObject({
      kind: 'return_charge',
      trackingId: leg.trackingId,
      returnChargePoisha: 5_000,
      netPoisha: -5_000,
    });
    expect(await booksSum()).toBe(0);
  });

  it('charges a refused parcel brought back; a zero charge posts nothing', async () => {
    const merchant = await signUp(ctx.app);
    const charged = await insertParcel(ctx.db, merchant, {
      status: 'returning',
      riderId: people.rider.riderId,
      returnChargePoisha: 3_000,
    });
    const free = await insertParcel(ctx.db, merchant, { status: 'returning', riderId: people.rider.riderId });
    // The merchant confirms both came back.
    for (const parcel of [charged, free]) {
      await walkBackToOrigin(ctx, people.rider, parcel.id);
      const done = await requestAs(ctx, merchant, 'POST', `/api/deliveries/${parcel.id}/returned`, {});
      expect(done.statusCode, done.body).toBe(200);
    }
    expect((await entriesOf(charged.id)).map((entry) => entry.kind)).toEqual(['return_charge']);
    expect(await entriesOf(free.id)).toEqual([]);
    const statement = await requestAs(
      ctx,
      merchant,
      'GET',
      `/api/payments/statement?from=${dhakaDate(new Date())}&to=${dhakaDate(new Date())}`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().totals.returnChargePoisha).toBe(3_000);
    expect(statement.json().lines[0]).toMatchObject({ kind: 'return_charge', returnChargePoisha: 3_000 });
    expect((await api.overview(merchant)).balance.payablePoisha).toBe(-3_000);
  });
});

describe('exchange', () => {
  it('books an exchange, delivers the new item and sends the old one back as a linked return parcel', async () => {
    const merchant = await signUp(ctx.app, { name: 'Exchange Shop' });
    const endpoint = await requestAs(ctx, merchant, 'POST', '/api/webhooks', {
      url: 'https://example.com/hooks',
      events: ['parcel.exchanged', 'parcel.return_charged'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const refused = await requestAs(ctx, merchant, 'POST', '/api/parcels', bookingInput({ exchange: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.exchangeItem).toBe('Describe the item the rider collects back.');
    const booked = await requestAs(
      ctx,
      merchant,
      'POST',
      '/api/parcels',
      bookingInput({ exchange: true, exchangeItem: 'Blue shirt, size M', receiverPhone: freshPhone() }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().exchangeItem).toBe('Blue shirt, size M');
    const id = booked.json()._id as string;
    await ctx.db
      .update(parcels)
      .set({ status: 'assigned', riderId: people.rider.riderId, returnChargePoisha: 4_000 })
      .where(eq(parcels.id, id));
    const parcel = await parcelRow(id);
    await takeOut(ctx, people.rider, id);

    // An exchange is delivered whole: no partial delivery.
    const code = await latestCode(ctx, parcel);
    const partial = await send(people.rider, `/api/deliveries/${id}/partial`, {
      code,
      cashCollected: 0,
      itemsKeptCount: 1,
      reason: 'other',
      note: 'x',
    });
    expect(partial.statusCode).toBe(409);

    const due = parcel.deliveryFeePoisha + parcel.codAmountPoisha;
    const done = await send(people.rider, `/api/deliveries/${id}/complete`, { code, cashCollected: due });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('delivered');

    const leg = await returnLegOf(id);
    if (!leg) throw new Error('no return parcel');
    expect(leg).toMatchObject({
      status: 'returning',
      returnKind: 'exchange',
      parcelTitle: 'Blue shirt, size M',
      riderId: people.rider.riderId,
      returnChargePoisha: 4_000,
    });
    expect(leg.trackingId).not.toBe(parcel.trackingId);
    expect(await custodyOf(leg.id)).toEqual([
      expect.objectContaining({ holderKind: 'rider', riderId: people.rider.riderId }),
    ]);
    // The delivery's money is an ordinary delivery's.
    const [entry] = await entriesOf(id);
    expect(entry?.kind).toBe('delivery_collection');
    expect((await linesOf(entry?.id ?? 0)).reduce((sum, line) => sum + line.amountPoisha, 0)).toBe(0);

    // Both legs on tracking and on the merchant's pages.
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.json().legs).toEqual([
      { trackingId: leg.trackingId, relation: 'return', kind: 'exchange' },
    ]);
    const detail = await requestAs(ctx, merchant, 'GET', `/api/parcels/${id}`);
    expect(detail.json().linkedParcels).toEqual([
      expect.objectContaining({ trackingId: leg.trackingId, relation: 'return', kind: 'exchange' }),
    ]);

    // Exchange returns are charged like any return (decision 022).
    expect((await handBack(leg.id)).statusCode).toBe(200);
    expect((await entriesOf(leg.id)).map((row) => row.kind)).toEqual(['return_charge']);

    const messages = await ctx.db
      .select({ type: webhookMessages.eventType, payload: webhookMessages.payload })
      .from(webhookMessages)
      .where(and(eq(webhookMessages.endpointId, endpoint.json().id)));
    expect(messages.map((message) => message.type).sort()).toEqual([
      'parcel.exchanged',
      'parcel.return_charged',
    ]);
    const exchanged = messages.find((message) => message.type === 'parcel.exchanged')?.payload as {
      data: Record<string, unknown>;
    };
    expect(exchanged.data).toMatchObject({ trackingId: parcel.trackingId, returnTrackingId: leg.trackingId });
    expect(await booksSum()).toBe(0);
  });
});
