import { describe, expect, it } from 'vitest';
import { amountToCollect } from './amount-to-collect.ts';

describe('amountToCollect', () => {
  it('is the fee plus the goods’ value for cash on delivery', () => {
    expect(amountToCollect({ paymentMethod: 'cod', deliveryFee: 120, codAmount: 1500 })).toBe(1620);
    expect(amountToCollect({ paymentMethod: 'cod', deliveryFee: 60, codAmount: 0 })).toBe(60);
  });

  it('is nothing for prepaid parcels, whatever the goods are worth', () => {
    expect(amountToCollect({ paymentMethod: 'prepaid', deliveryFee: 120, codAmount: 1500 })).toBe(0);
  });

  it('adds paisa exactly', () => {
    expect(amountToCollect({ paymentMethod: 'cod', deliveryFee: 0.1, codAmount: 0.2 })).toBe(0.3);
    expect(amountToCollect({ paymentMethod: 'cod', deliveryFee: 99.99, codAmount: 1000.01 })).toBe(1100);
  });
});
