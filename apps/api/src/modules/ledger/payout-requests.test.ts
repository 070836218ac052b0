import { describe, expect, it } from 'vitest';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi, newKey } from '../../test/ledger-steps.ts';

// Issue 63 item 8: a merchant asks to be paid; head office pays the request from the payouts page.

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useDeliveryPeople(ctx, { riders: { rider: { fullName: 'Payout Rider' } } });

const ask = (who: Parameters<typeof api.call>[0], idempotencyKey = newKey()) =>
  api.call(who, 'POST', '/api/payments/payout-requests', { idempotencyKey });

describe('payout requests', () => {
  it('refuses a request below ৳100 payable, saying the minimum and the balance', async () => {
    const merchant = await signUp(ctx.app);
    await api.deliver(people.rider, merchant, { feePoisha: 6_000, codPoisha: 5_000 });
    const refused = await ask(merchant);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('PAYOUT_BELOW_MINIMUM');
  });

  it('opens one request at a time, answers a repeated key with the first, and closes it with the payout', async () => {
    const merchant = await signUp(ctx.app);
    await api.deliver(people.rider, merchant, {
      feePoisha: 13_300,
      codPoisha: 125_000,
      codMode: 'fee_from_payout',
    });
    const key = newKey();
    const [first, again] = await Promise.all([ask(merchant, key), ask(merchant, key)]);
    const statuses = [first.statusCode, again.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(first.json().id).toBe(again.json().id);
    // All in: the payable is the collected amount less the delivery charge.
    expect(first.json()).toMatchObject({ amountPoisha: 111_700, source: 'merchant', payoutId: null });

    const other = await ask(merchant);
    expect(other.statusCode).toBe(409);

    // Head office sees it among the open requests and pays it; the request is closed by that payout.
    const open = await api.call(people.admin, 'GET', '/api/payments/payout-requests');
    expect(open.json().map((item: { id: string }) => item.id)).toContain(first.json().id);
    const paid = await api.payout(people.admin, merchant.userId, 111_700);
    expect(paid.statusCode, paid.body).toBe(201);
    const mine = await api.call(merchant, 'GET', '/api/payments/payout-requests');
    expect(mine.json()[0]).toMatchObject({ id: first.json().id, payoutId: paid.json().id });
    const stillOpen = await api.call(people.admin, 'GET', '/api/payments/payout-requests');
    expect(stillOpen.json().map((item: { id: string }) => item.id)).not.toContain(first.json().id);
  });

  it('is for merchants only', async () => {
    expect((await ask(people.rider)).statusCode).toBe(403);
    expect((await ask(people.admin)).statusCode).toBe(403);
  });
});
