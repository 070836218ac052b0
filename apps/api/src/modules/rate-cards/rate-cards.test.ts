import { dhakaDate, shiftDay, takaToPoisha } from '@desh/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLines, parcels } from '../../db/schema/index.ts';
import { bookingInput } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi } from '../../test/ledger-steps.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
const today = () => dhakaDate();

async function giveRateCard(
  admin: SignedIn,
  merchant: SignedIn,
  cells: Record<string, number>,
  effectiveFrom = today(),
) {
  const response = await requestAs(ctx, admin, 'POST', '/api/admin/rate-cards', {
    merchantEmail: merchant.email,
    effectiveFrom,
    cells,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; effectiveFrom: string };
}

const route = { pickupDistrict: 'dhaka', deliveryDistrict: 'gazipur' };

async function book(merchant: SignedIn, body: Record<string, unknown> = {}) {
  const response = await requestAs(
    ctx,
    merchant,
    'POST',
    '/api/parcels',
    bookingInput({ ...route, ...body }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; deliveryFee: number; returnCharge: number };
}

const linesOf = async (parcelId: string) => {
  const entries = await ctx.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.parcelId, parcelId));
  if (entries.length === 0) return [];
  return ctx.db
    .select({ purpose: ledgerLines.purpose, kind: ledgerLines.accountKind, amount: ledgerLines.amountPoisha })
    .from(ledgerLines)
    .where(
      inArray(
        ledgerLines.entryId,
        entries.map((entry) => entry.id),
      ),
    )
    .orderBy(ledgerLines.id);
};

describe('rate cards', () => {
  it('prices the quote and the booking by the rate card in force, and a later change reaches neither the parcel nor the ledger', async () => {
    const admin = await loginAs(ctx, 'admin');
    const merchant = await signUp(ctx.app);
    const rider = await createApprovedRider(ctx, admin);
    const ledger = ledgerApi(ctx);

    const card = await giveRateCard(admin, merchant, {
      'base.dhaka_suburbs': 80,
      'returnCharge.dhaka_suburbs': 25,
      codPercent: 0.5,
    });
    const quote = await requestAs(
      ctx,
      merchant,
      'GET',
      '/api/quote?pickupDistrict=dhaka&deliveryDistrict=gazipur&parcelType=small&paymentMethod=cod&codAmount=4000',
    );
    expect(quote.json()).toMatchObject({
      total: 80 + 20,
      breakdown: { zoneBase: 80, typeSurcharge: 0, weightCharge: 0, expressCharge: 0, codCharge: 20 },
      returnCharge: 25,
      rateCard: { id: card.id, effectiveFrom: today() },
    });
    // The merchant's API key is priced as the merchant is.
    const created = await requestAs(ctx, merchant, 'POST', '/api/api-keys', { name: 'Shop' });
    expect(created.statusCode).toBe(201);
    const viaKey = await ctx.app.inject({
      method: 'GET',
      url: '/api/quote?pickupDistrict=dhaka&deliveryDistrict=gazipur&parcelType=small&paymentMethod=cod&codAmount=4000',
      headers: { authorization: `Bearer ${(created.json() as { key: string }).key}` },
    });
    expect(viaKey.json()).toMatchObject({ total: 80 + 20, returnCharge: 25, rateCard: { id: card.id } });
    // Anonymous callers and other merchants still see the list.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/quote?pickupDistrict=dhaka&deliveryDistrict=gazipur&parcelType=small&paymentMethod=cod&codAmount=4000',
    });
    expect(list.json()).toMatchObject({ total: 100 + 40, rateCard: null, returnCharge: 50 });

    const deliveredLater = await book(merchant, { codAmount: 4000 });
    const deliveredBefore = await book(merchant, { codAmount: 4000 });
    expect(deliveredLater).toMatchObject({ deliveryFee: 100, returnCharge: 25 });
    for (const booked of [deliveredLater, deliveredBefore]) {
      await ctx.db
        .update(parcels)
        .set({ status: 'out_for_delivery', riderId: rider.riderId, receiverPhone: null })
        .where(eq(parcels.id, booked._id));
    }
    const rowOf = async (id: string) => {
      const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, id));
      if (!row) throw new Error('parcel gone');
      return row;
    };
    await ledger.complete(rider, await rowOf(deliveredBefore._id));
    const linesBefore = await linesOf(deliveredBefore._id);
    expect(linesBefore.find((line) => line.purpose === 'delivery_fee' && line.amount < 0)?.amount).toBe(
      -takaToPoisha(100),
    );

    // The admin raises every price from today on: parcels booked before keep theirs.
    await giveRateCard(admin, merchant, {
      'base.dhaka_suburbs': 150,
      'returnCharge.dhaka_suburbs': 90,
      codPercent: 3,
    });
    const after = await rowOf(deliveredLater._id);
    expect(after.deliveryFeePoisha).toBe(takaToPoisha(100));
    expect(after.returnChargePoisha).toBe(takaToPoisha(25));
    expect(after.rateCardId).toBe(card.id);
    await ledger.complete(rider, after);
    const laterLines = await linesOf(deliveredLater._id);
    expect(laterLines).toEqual(linesBefore);
    expect(await linesOf(deliveredBefore._id)).toEqual(linesBefore);

    // A booking made now pays the new card.
    expect(await book(merchant, { codAmount: 4000 })).toMatchObject({
      deliveryFee: 150 + 120,
      returnCharge: 90,
    });
  });

  it('keeps the history and applies the card effective on the booking day', async () => {
    const admin = await loginAs(ctx, 'admin');
    const merchant = await signUp(ctx.app);
    await giveRateCard(admin, merchant, { 'base.dhaka_suburbs': 70 });
    await giveRateCard(admin, merchant, { 'base.dhaka_suburbs': 40 }, shiftDay(today(), 3));
    expect(await book(merchant, { paymentMethod: 'prepaid' })).toMatchObject({ deliveryFee: 70 });

    const history = await requestAs(ctx, admin, 'GET', `/api/admin/rate-cards?email=${merchant.email}`);
    expect(history.json().map((card: { effectiveFrom: string }) => card.effectiveFrom)).toEqual([
      shiftDay(today(), 3),
      today(),
    ]);
    const mine = await requestAs(ctx, merchant, 'GET', '/api/rate-card');
    expect(mine.json()).toMatchObject({
      rateCard: { effectiveFrom: today() },
      tariff: { base: { dhaka_suburbs: 70, same_city: 60 } },
    });
  });

  it('refuses a day already past, an unknown account and a wrong cell', async () => {
    const admin = await loginAs(ctx, 'admin');
    const merchant = await signUp(ctx.app);
    const send = (body: Record<string, unknown>) =>
      requestAs(ctx, admin, 'POST', '/api/admin/rate-cards', {
        merchantEmail: merchant.email,
        effectiveFrom: today(),
        cells: {},
        ...body,
      });
    const past = await send({ effectiveFrom: shiftDay(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({
      effectiveFrom: 'A rate card takes effect from today or a later day.',
    });
    const nobody = await send({ merchantEmail: 'nobody@example.test' });
    expect(nobody.json().error.fields).toEqual({ merchantEmail: 'No account has that email.' });
    const wrong = await send({ cells: { 'base.same_city': 12.5, codPercent: 11 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({
      'cells.base.same_city': 'Each price must be a whole number of taka from 0 to 10,000.',
      'cells.codPercent': 'The COD charge must be a percentage from 0 to 10, with at most two decimals.',
    });
  });
});
