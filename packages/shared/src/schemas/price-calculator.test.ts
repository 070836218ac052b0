import { describe, expect, it } from 'vitest';
import { priceCalculatorQuery, readPriceCalculatorFlash } from './price-calculator.ts';
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
