import { describe, expect, it } from 'vitest';
import {
  priceCalculatorQuery,
  priceCalculatorRefusal,
  readPriceCalculatorFlash,
} from './price-calculator.ts';
import { quoteQuerySchema } from './quote.ts';

describe('the home page calculator’s form as a quote', () => {
  const route = { pickupDistrict: 'dhaka', deliveryDistrict: 'bogura', parcelType: 'medium' };

  it('reads the weight in kilograms and an amount to collect as cash on delivery, in either digits', () => {
    expect(priceCalculatorQuery({ ...route, weightKg: '২.৫', codAmount: '১,২৫০' })).toEqual({
      ...route,
      paymentMethod: 'cod',
      weightGrams: '2500',
      codAmount: '1250',
    });
    expect(quoteQuerySchema.safeParse(priceCalculatorQuery({ ...route, weightKg: '2.5' })).success).toBe(
      true,
    );
  });

  it('leaves out what was left empty: prepaid, the type’s usual weight', () => {
    expect(priceCalculatorQuery({ ...route, weightKg: ' ', codAmount: '0' })).toEqual({
      ...route,
      paymentMethod: 'prepaid',
    });
  });

  it('asks express only when chosen, and says express is not offered where the quote refuses it', () => {
    expect(priceCalculatorQuery({ ...route, deliveryType: 'regular' })).not.toHaveProperty('deliveryType');
    const far = priceCalculatorQuery({ ...route, deliveryType: 'express' });
    expect(far.deliveryType).toBe('express');
    expect(quoteQuerySchema.safeParse(far).success).toBe(false);
    expect(priceCalculatorRefusal({ ...route, deliveryType: 'express' })).toBe('expressNotOffered');
    const metro = { ...route, deliveryDistrict: 'gazipur', deliveryType: 'express' };
    expect(quoteQuerySchema.safeParse(priceCalculatorQuery(metro)).success).toBe(true);
    // Refused for its weight, not its speed: the general answer.
    expect(priceCalculatorRefusal({ ...metro, weightKg: 'heavy' })).toBe('refused');
    expect(priceCalculatorRefusal({ ...route, weightKg: 'heavy' })).toBe('refused');
  });

  it('sends a weight that is not one as typed, for the quote to refuse with its message', () => {
    const query = priceCalculatorQuery({ ...route, weightKg: 'heavy' });
    expect(query.weightGrams).toBe('heavy');
    expect(quoteQuerySchema.safeParse(query).success).toBe(false);
  });

  it('reads a flash only when its form, code and amounts are well formed', () => {
    expect(readPriceCalculatorFlash({ form: 'login', code: 'OK', input: {} })).toBeUndefined();
    expect(readPriceCalculatorFlash({ form: 'price', code: 'bad code', input: {} })).toBeUndefined();
    expect(
      readPriceCalculatorFlash({
        form: 'price',
        code: 'OK',
        input: { weightKg: 'x'.repeat(41), parcelType: 'small' },
      }),
    ).toEqual({ form: 'price', code: 'OK', input: { parcelType: 'small' } });
  });
});
