import { describe, expect, it } from 'vitest';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi } from '../../test/ledger-steps.ts';

// Issue 63 item 8: the parcels each payout covered, from the ledger lines on the merchant's payable.

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useDeliveryPeople(ctx, { riders: { rider: { fullName: 'Payout Parcels Rider' } } });

const parcelsOf = (who: Parameters<typeof api.call>[0], payoutId: string) =>
  api.call(who, 'GET', `/api/payments/payouts/${payoutId}/parcels`);

describe('the parcels of a payout', () => {
  it('lists the parcels posted after the previous payout and up to this one, with COD, fee and net', async () => {
    const merchant = await signUp(ctx.app);
    const first = await api.deliver(people.rider, merchant, {
      feePoisha: 12_000,
      codPoisha: 50_000,
      codMode: 'fee_from_payout',
    });
    const paidOne = await api.payout(people.admin, merchant.userId, 38_000);
    expect(paidOne.statusCode, paidOne.body).toBe(201);

    const second = await api.deliver(people.rider, merchant, {
      feePoisha: 13_300,
      codPoisha: 125_000,
      codMode: 'fee_from_payout',
    });
    const third = await api.deliver(people.rider, merchant, {
      feePoisha: 6_000,
      codPoisha: 20_000,
      codMode: 'fee_from_payout',
    });
    const paidTwo = await api.payout(people.admin, merchant.userId, 125_700);
    expect(paidTwo.statusCode, paidTwo.body).toBe(201);

    const one = await parcelsOf(merchant, paidOne.json().id);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual([
      {
        parcelId: first.id,
        trackingId: first.trackingId,
        codPoisha: 50_000,
        feePoisha: 12_000,
        netPoisha: 38_000,
      },
    ]);

    const two = await parcelsOf(merchant, paidTwo.json().id);
    expect(two.json()).toEqual([
      {
        parcelId: second.id,
        trackingId: second.trackingId,
        codPoisha: 125_000,
        feePoisha: 13_300,
        netPoisha: 111_700,
      },
      {
        parcelId: third.id,
        trackingId: third.trackingId,
        codPoisha: 20_000,
        feePoisha: 6_000,
        netPoisha: 14_000,
      },
    ]);
    // The nets of the parcels add up to what the payout paid.
    const paid = two.json().reduce((sum: number, row: { netPoisha: number }) => sum + row.netPoisha, 0);
    expect(paid).toBe(paidTwo.json().amountPoisha);

    // Head office reads any merchant's payout; another merchant's is not found for a merchant.
    expect((await parcelsOf(people.admin, paidTwo.json().id)).json()).toHaveLength(2);
    const stranger = await signUp(ctx.app);
    const refused = await parcelsOf(stranger, paidTwo.json().id);
    expect(refused.statusCode).toBe(404);
    expect((await parcelsOf(merchant, 'no-such-payout')).statusCode).toBe(404);
    expect((await parcelsOf(people.rider, paidTwo.json().id)).statusCode).toBe(403);
  });
});
