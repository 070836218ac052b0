import { describe, expect, it } from 'vitest';
import { amountToCollectPoisha } from './amount-to-collect.ts';

describe('amountToCollectPoisha', () => {
  it('is fee plus goods for cash on delivery', () => {
    expect(
      amountToCollectPoisha({
        paymentMethod: 'cod',
        codMode: 'add_fee_to_receiver',
        deliveryFeePoisha: 12_000,
        codAmountPoisha: 150_000,
      }),
    ).toBe(162_000);
    expect(
      amountToCollectPoisha({
        paymentMethod: 'cod',
        codMode: 'add_fee_to_receiver',
        deliveryFeePoisha: 6_000,
        codAmountPoisha: 0,
      }),
    ).toBe(6_000);
  });

  it('is nothing for prepaid parcels', () => {
    expect(
      amountToCollectPoisha({
        paymentMethod: 'prepaid',
        codMode: 'add_fee_to_receiver',
        deliveryFeePoisha: 12_000,
        codAmountPoisha: 150_000,
      }),
    ).toBe(0);
  });

  it('is the all-in amount when the fee comes off the payout, and nothing for free delivery', () => {
    expect(
      amountToCollectPoisha({
        paymentMethod: 'cod',
        codMode: 'fee_from_payout',
        deliveryFeePoisha: 13_300,
        codAmountPoisha: 125_000,
      }),
    ).toBe(125_000);
    expect(
      amountToCollectPoisha({
        paymentMethod: 'cod',
        codMode: 'fee_from_payout',
        deliveryFeePoisha: 6_000,
        codAmountPoisha: 0,
      }),
    ).toBe(0);
  });

  it('adds poisha exactly', () => {
    expect(
      amountToCollectPoisha({
        paymentMethod: 'cod',
        codMode: 'add_fee_to_receiver',
        deliveryFeePoisha: 9_999,
        codAmountPoisha: 100_001,
      }),
    ).toBe(110_000);
  });
});
