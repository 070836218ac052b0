import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutAccounts, payoutRequests } from '../../db/schema/index.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi, newKey } from '../../test/ledger-steps.ts';
import { duePayoutDay, runPayoutSchedule } from './scheduled-payouts.ts';

// Issue 63 item 8, decision 054 "Schedule": on Sundays and Wednesdays from noon (Dhaka) every merchant
// with a payout account past its hold and ৳100 payable is asked for, once, by the schedule.

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useDeliveryPeople(ctx, { riders: { rider: { fullName: 'Schedule Rider' } } });

// Wednesday 9 December 2026 in Dhaka (UTC+6): 11:00, 13:00 and 17:00; Monday 7 December, 13:00.
const wednesdayMorning = new Date('2026-12-09T05:00:00Z');
const wednesdayAfternoon = new Date('2026-12-09T07:00:00Z');
const wednesdayEvening = new Date('2026-12-09T11:00:00Z');
const mondayAfternoon = new Date('2026-12-07T07:00:00Z');

async function giveAccount(merchant: SignedIn, heldUntil: Date | null = null) {
  await ctx.db.insert(payoutAccounts).values({
    merchantId: merchant.userId,
    method: 'bkash',
    walletNumber: '01711555666',
    destination: 'bKash 01711555666',
    heldUntil,
  });
}

const requestsOf = (merchants: SignedIn[]) =>
  ctx.db
    .select()
    .from(payoutRequests)
    .where(
      inArray(
        payoutRequests.merchantId,
        merchants.map((merchant) => merchant.userId),
      ),
    );

describe('the payout schedule', () => {
  it('is due only from noon on Sundays and Wednesdays, Dhaka time', () => {
    expect(duePayoutDay(wednesdayMorning)).toBeNull();
    expect(duePayoutDay(wednesdayAfternoon)).toBe('2026-12-09');
    expect(duePayoutDay(mondayAfternoon)).toBeNull();
    // Sunday 13 December, 12:00 Dhaka exactly.
    expect(duePayoutDay(new Date('2026-12-13T06:00:00Z'))).toBe('2026-12-13');
  });

  it('asks once for a merchant with an account and ৳100 payable, even with two processes, and for no other', async () => {
    const paid = await signUp(ctx.app);
    const belowMinimum = await signUp(ctx.app);
    const noAccount = await signUp(ctx.app);
    const held = await signUp(ctx.app);
    const alreadyAsked = await signUp(ctx.app);
    // All in: ৳1,250 collected less the ৳133 charge leaves ৳1,117 payable.
    for (const merchant of [paid, noAccount, held, alreadyAsked]) {
      await api.deliver(people.rider, merchant, {
        feePoisha: 13_300,
        codPoisha: 125_000,
        codMode: 'fee_from_payout',
      });
    }
    // ৳50 less a ৳60 fee: nothing payable.
    await api.deliver(people.rider, belowMinimum, { feePoisha: 6_000, codPoisha: 5_000 });
    await giveAccount(paid);
    await giveAccount(belowMinimum);
    await giveAccount(held, new Date('2026-12-10T00:00:00Z'));
    await giveAccount(alreadyAsked);
    const own = await api.call(alreadyAsked, 'POST', '/api/payments/payout-requests', {
      idempotencyKey: newKey(),
    });
    expect(own.statusCode, own.body).toBe(201);
    const everyone = [paid, belowMinimum, noAccount, held];

    // Before noon nothing is asked for.
    await runPayoutSchedule(ctx.db, wednesdayMorning);
    await runPayoutSchedule(ctx.db, mondayAfternoon);
    expect(await requestsOf(everyone)).toEqual([]);

    // Two processes look at once: one request.
    const turns = await Promise.all([
      runPayoutSchedule(ctx.db, wednesdayAfternoon),
      runPayoutSchedule(ctx.db, wednesdayAfternoon),
    ]);
    expect(turns.flatMap((asked) => asked ?? []).filter((id) => id === paid.userId)).toHaveLength(1);
    const requests = await requestsOf(everyone);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      merchantId: paid.userId,
      amountPoisha: 111_700,
      source: 'schedule',
      payoutId: null,
    });
    // A merchant whose own request is open keeps it; the schedule adds none.
    expect((await requestsOf([alreadyAsked])).map((request) => request.source)).toEqual(['merchant']);

    // Head office pays it; a later look the same day asks for nothing more, even with a new payable.
    const payout = await api.payout(people.admin, paid.userId, 111_700);
    expect(payout.statusCode, payout.body).toBe(201);
    await api.deliver(people.rider, paid, {
      feePoisha: 13_300,
      codPoisha: 125_000,
      codMode: 'fee_from_payout',
    });
    await runPayoutSchedule(ctx.db, wednesdayEvening);
    expect(await requestsOf([paid])).toHaveLength(1);

    // The merchant sees it as the schedule's, closed by the payout whose parcels it lists.
    const mine = await api.call(paid, 'GET', '/api/payments/payout-requests');
    expect(mine.json()[0]).toMatchObject({ source: 'schedule', payoutId: payout.json().id });
    const parcels = await api.call(paid, 'GET', `/api/payments/payouts/${payout.json().id}/parcels`);
    expect(parcels.json()).toHaveLength(1);

    // The next payout day asks again for what came in since.
    await runPayoutSchedule(ctx.db, new Date('2026-12-13T07:00:00Z'));
    const later = await ctx.db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.merchantId, paid.userId));
    expect(later).toHaveLength(2);
  });
});
