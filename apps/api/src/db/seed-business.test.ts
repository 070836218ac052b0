import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../lib/auth.ts';
import { getLedgerSummary, listMerchantBalances } from '../modules/ledger/ledger.service.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';
import { seedDemoAccounts } from './seed.ts';
import { seedDemoBusiness } from './seed-business.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function login(email: string, password: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password },
  });
  return { authorization: `Bearer ${response.headers['set-auth-token']}` };
}

describe('the demo business', () => {
  it('gives the demo rider cash in hand after a handover and the demo customer a payout', async () => {
    expect(await seedDemoAccounts(ctx.db, createAuth(ctx.db, ctx.env))).toBe(true);
    await seedDemoBusiness(ctx.db);

    const rider = await login('rider@desh.test', 'rider123');
    const cash = (
      await ctx.app.inject({ method: 'GET', url: '/api/ledger/rider/cash', headers: rider })
    ).json();
    // Five COD deliveries worth ৳14,510 collected, ৳7,510 declared at a handover counted ৳20 short.
    expect(cash).toMatchObject({ cashInHandPoisha: 700_000, receivablePoisha: 2_000 });
    expect(cash.collections).toHaveLength(5);
    expect(cash.handovers).toHaveLength(1);

    const customer = await login('customer@desh.test', 'customer123');
    const overview = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/overview', headers: customer })
    ).json();
    expect(overview.balance).toEqual({
      codCollectedPoisha: 1_451_000,
      feesPoisha: 71_000,
      paidOutPoisha: 500_000,
      payablePoisha: 880_000,
    });
    expect(overview.payouts[0]).toMatchObject({
      method: 'bkash',
      reference: 'BK8XK2D4QZ',
      amountPoisha: 500_000,
    });
    expect(overview.deliveredCount).toBe(6);

    const summary = await getLedgerSummary(ctx.db);
    expect(summary).toMatchObject({ officeCashPoisha: 751_000 - 2_000, payoutsClearingPoisha: 500_000 });
    expect(await listMerchantBalances(ctx.db)).toHaveLength(1);
  });
});
