import { describe, expect, it } from 'vitest';
import { codSplit } from './cod-split.ts';

describe('codSplit', () => {
  it('adds the fee to the goods value for the receiver, and pays the shop the goods value', () => {
    expect(
      codSplit({
        paymentMethod: 'cod',
        codMode: 'add_fee_to_receiver',
        codAmountPoisha: 125_000,
        deliveryFeePoisha: 13_300,
      }),
    ).toEqual({ collectPoisha: 138_300, feePoisha: 13_300, payoutPoisha: 125_000 });
  });

  it('collects one amount all in and deducts the fee from the payout', () => {
    expect(
      codSplit({
        paymentMethod: 'cod',
        codMode: 'fee_from_payout',
        codAmountPoisha: 125_000,
        deliveryFeePoisha: 13_300,
      }),
    ).toEqual({ collectPoisha: 125_000, feePoisha: 13_300, payoutPoisha: 111_700 });
  });

  it('charges the shop the fee when the all-in amount is below it', () => {
    expect(
      codSplit({
        paymentMethod: 'cod',
        codMode: 'fee_from_payout',
        codAmountPoisha: 5_000,
        deliveryFeePoisha: 6_000,
      }),
    ).toEqual({ collectPoisha: 5_000, feePoisha: 6_000, payoutPoisha: -1_000 });
  });

  it('collects nothing for an all-in zero (free delivery) and charges the shop the fee', () => {
    expect(
      codSplit({
        paymentMethod: 'cod',
        codMode: 'fee_from_payout',
        codAmountPoisha: 0,
        deliveryFeePoisha: 6_000,
      }),
    ).toEqual({ collectPoisha: 0, feePoisha: 6_000, payoutPoisha: -6_000 });
  });

  it('collects nothing for prepaid in either mode, and charges the fee', () => {
    for (const codMode of ['add_fee_to_receiver', 'fee_from_payout'] as const) {
      expect(
        codSplit({ paymentMethod: 'prepaid', codMode, codAmountPoisha: 99_000, deliveryFeePoisha: 6_000 }),
      ).toEqual({ collectPoisha: 0, feePoisha: 6_000, payoutPoisha: -6_000 });
    }
  });

  it('refuses fractions and negatives of poisha', () => {
    expect(() =>
      codSplit({
        paymentMethod: 'cod',
        codMode: 'fee_from_payout',
        codAmountPoisha: 1.5,
        deliveryFeePoisha: 0,
      }),
    ).toThrow(RangeError);
    expect(() =>
      codSplit({
        paymentMethod: 'cod',
        codMode: 'add_fee_to_receiver',
        codAmountPoisha: 0,
        deliveryFeePoisha: -1,
      }),
    ).toThrow(RangeError);
  });
});
