import { formatTaka } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerLines, parcels, smsOutbox } from '../../db/schema/index.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { bookingInput } from '../../test/factories.ts';
import { type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi } from '../../test/ledger-steps.ts';

// Issue 63 item 2: a shop prices cash on delivery its way, and the booking, the ledger and the payout agree.

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useDeliveryPeople(ctx, { riders: { rider: { fullName: 'COD Rider' } } });

async function book(merchant: SignedIn, body: Record<string, unknown>) {
  return api.call(merchant, 'POST', '/api/parcels', bookingInput(body));
}

/** The booked parcel goes out with the rider and is delivered with the exact cash its answer says. */
async function deliverBooked(parcelId: string) {
  const [row] = await ctx.db
    .update(parcels)
    .set({ status: 'out_for_delivery', riderId: people.rider.riderId })
    .where(eq(parcels.id, parcelId))
    .returning();
  if (!row) throw new Error('no parcel');
  await api.complete(people.rider, row);
  return row;
}

describe('cash on delivery modes', () => {
  it('all in: the receiver pays the one amount, the fee comes off the payout, the ledger agrees', async () => {
    const merchant = await signUp(ctx.app);
    const response = await book(merchant, { codMode: 'fee_from_payout', amountToCollect: 1250 });
    expect(response.statusCode, response.body).toBe(201);
    const parcel = response.json();
    expect(parcel).toMatchObject({ codMode: 'fee_from_payout', amountToCollect: 1250, codAmount: 1250 });
    expect(parcel.deliveryFee).toBeGreaterThan(0);
    expect(parcel.payoutAmount).toBe(1250 - parcel.deliveryFee);
    // The receiver's SMS says the same amount the label and the rider's run do.
    const [sms] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, parcel._id));
    expect(sms?.body).toContain('ডেলিভারিতে দেবেন ৳১,২৫০।');

    await deliverBooked(parcel._id);
    const lines = await ctx.db.select().from(ledgerLines).where(eq(ledgerLines.accountKind, 'rider_cash'));
    expect(lines.map((line) => line.amountPoisha)).toEqual([125_000]);
    const { balance } = await api.overview(merchant);
    expect(balance.codCollectedPoisha).toBe(125_000);
    expect(balance.payablePoisha).toBe(parcel.payoutAmount * 100);
  });

  it('goods plus fee: an old client sending codAmount keeps its meaning', async () => {
    const merchant = await signUp(ctx.app);
    const parcel = (await book(merchant, { codAmount: 1250 })).json();
    expect(parcel).toMatchObject({ codMode: 'add_fee_to_receiver', codAmount: 1250, payoutAmount: 1250 });
    expect(parcel.amountToCollect).toBe(1250 + parcel.deliveryFee);
    const english = (
      await book(merchant, { codAmount: 1250, receiverLanguage: 'en', receiverPhone: '01711000555' })
    ).json();
    const [sms] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, english._id));
    expect(sms?.body).toContain(`Pay ${formatTaka(1250 + english.deliveryFee)} on delivery.`);
    await deliverBooked(parcel._id);
    expect((await api.overview(merchant)).balance.payablePoisha).toBe(125_000);
  });

  it('free delivery or an all-in amount below the fee: the parcel is a charge on the payout', async () => {
    const merchant = await signUp(ctx.app);
    const free = (await book(merchant, { codMode: 'fee_from_payout', amountToCollect: 0 })).json();
    expect(free).toMatchObject({ amountToCollect: 0, payoutAmount: -free.deliveryFee });
    // Nothing to pay: the SMS asks for nothing.
    const [sms] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, free._id));
    expect(sms?.body).not.toContain('দেবেন');
    await deliverBooked(free._id);
    const below = (await book(merchant, { codMode: 'fee_from_payout', amountToCollect: 20 })).json();
    expect(below.payoutAmount).toBe(20 - below.deliveryFee);
    await deliverBooked(below._id);
    const { balance } = await api.overview(merchant);
    expect(balance.payablePoisha).toBe((free.payoutAmount + below.payoutAmount) * 100);
    expect(balance.payablePoisha).toBeLessThan(0);
  });

  it('a booking without a mode takes its store’s default, which the shop can change', async () => {
    const merchant = await signUp(ctx.app);
    const store = await api.call(merchant, 'POST', '/api/stores', {
      name: 'Dhanmondi shop',
      contactPhone: '01711000333',
      address: 'House 1, Road 2, Dhanmondi',
      district: 'dhaka',
      codMode: 'add_fee_to_receiver',
    });
    expect(store.statusCode, store.body).toBe(201);
    expect(store.json().codMode).toBe('add_fee_to_receiver');
    expect((await book(merchant, {})).json().codMode).toBe('add_fee_to_receiver');

    const changed = await api.call(merchant, 'PATCH', `/api/stores/${store.json().id}`, {
      codMode: 'fee_from_payout',
    });
    expect(changed.json().codMode).toBe('fee_from_payout');
    const parcel = (await book(merchant, { storeId: store.json().id })).json();
    expect(parcel).toMatchObject({ codMode: 'fee_from_payout', amountToCollect: 0 });
    // A shop with no store books all in (the house default).
    expect((await book(await signUp(ctx.app), { amountToCollect: 500 })).json().codMode).toBe(
      'fee_from_payout',
    );
  });

  it('refuses a field that belongs to the other mode, and an all-in booking without its amount', async () => {
    const merchant = await signUp(ctx.app);
    const wrongField = await book(merchant, { codMode: 'fee_from_payout', codAmount: 1250 });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toHaveProperty('codAmount');
    const missing = await book(merchant, { codMode: 'fee_from_payout' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('amountToCollect');
    const other = await book(merchant, { codMode: 'add_fee_to_receiver', amountToCollect: 1250 });
    expect(other.statusCode).toBe(400);
    const badMode = await book(merchant, { codMode: 'split' });
    expect(badMode.statusCode).toBe(400);
  });
});
