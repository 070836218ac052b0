import { applyRateCard, listTariff } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import {
  checkValues,
  courierFeeOf,
  csvColumns,
  csvTemplate,
  promisedDayOf,
  toParcelInput,
  valuesFromRecord,
} from './csv-rows';

const good = valuesFromRecord({
  merchantOrderId: 'ORD-1',
  parcelTitle: 'Saree',
  receiverName: 'Nasima',
  receiverPhone: '01712345678',
  pickupAddress: 'New Market, Dhaka',
  pickupDistrict: 'dhaka',
  deliveryAddress: 'Agrabad, Chattogram',
  deliveryDistrict: 'chattogram',
  parcelType: 'small',
  deliveryFee: '130',
  paymentMethod: 'cod',
  codAmount: '1,850',
});

describe('CSV rows', () => {
  it('turns text cells into the booking body: numbers as numbers, an empty COD amount left out', () => {
    // The fee is the courier's price (small, Dhaka → Chattogram ৳120 + 1 % of ৳1,850), not the file's 130.
    expect(toParcelInput(good)).toMatchObject({ deliveryFee: 139, codAmount: 1850, parcelType: 'small' });
    expect(toParcelInput({ ...good, codAmount: '' })).not.toHaveProperty('codAmount');
    expect(checkValues(good)).toMatchObject({ ok: true });
  });

  it('reads an exchange as yes or no (English or Bangla) with the item to collect back', () => {
    expect(toParcelInput(good)).not.toHaveProperty('exchange');
    const exchange = { ...good, exchange: 'হ্যাঁ', exchangeItem: 'Red saree' };
    expect(toParcelInput(exchange)).toMatchObject({ exchange: true, exchangeItem: 'Red saree' });
    expect(checkValues(exchange)).toMatchObject({ ok: true });
    expect(toParcelInput({ ...good, exchange: 'No' })).toMatchObject({ exchange: false });
    expect(checkValues({ ...good, exchange: 'yes' })).toMatchObject({
      ok: false,
      fields: { exchangeItem: 'Describe the item the rider collects back.' },
    });
    expect(checkValues({ ...good, exchange: 'maybe' })).toMatchObject({
      ok: false,
      fields: { exchange: 'Exchange must be true or false.' },
    });
  });

  it('answers each wrong cell with the single-booking message', () => {
    const check = checkValues({
      ...good,
      receiverName: '',
      deliveryFee: 'abc',
      parcelType: 'huge',
      receiverPhone: '12345',
      pickupDistrict: 'atlantis',
      merchantOrderId: 'has space',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fields).toEqual({
      receiverName: 'Receiver name is required',
      deliveryFee: 'Delivery fee is required',
      parcelType: 'Parcel type is required',
      receiverPhone: expect.any(String),
      pickupDistrict: expect.any(String),
      merchantOrderId: 'Merchant order ID may use letters, digits and - _ . / # only',
    });
    expect(check.message).toBe('Receiver name is required');
    // Until the row names a type there is no price, and the file's own fee meets the spec's rules.
    expect(checkValues({ ...good, parcelType: '', deliveryFee: '0' })).toMatchObject({
      ok: false,
      fields: { deliveryFee: 'Fee must be at least 1' },
    });
    expect(checkValues({ ...good, parcelType: '', deliveryFee: '' })).toMatchObject({
      ok: false,
      fields: { deliveryFee: 'Delivery fee is required' },
    });
  });

  it("prices every row by the courier's tariff, whatever the file's fee", () => {
    for (const fee of ['', '0', '1', 'abc']) {
      expect(toParcelInput({ ...good, deliveryFee: fee })).toMatchObject({ deliveryFee: 139 });
    }
    expect(courierFeeOf({ ...good, pickupDistrict: 'Chittagong', paymentMethod: 'prepaid' })).toBe('60');
    expect(courierFeeOf({ ...good, deliveryDistrict: '', paymentMethod: 'prepaid' })).toBe('120');
    expect(courierFeeOf({ ...good, parcelType: '' })).toBe('');
  });

  it('ignores unknown columns, trims cells, and the template passes its own check', () => {
    const values = valuesFromRecord({ parcelTitle: '  Box  ', colour: 'red' });
    expect(values.parcelTitle).toBe('Box');
    expect(Object.keys(values)).toEqual([...csvColumns]);
    const [head, example] = csvTemplate().trim().split('\r\n');
    expect(head).toBe(csvColumns.map((column) => `"${column}"`).join(','));
    const cells = example?.match(/("[^"]*"|[^,]+)/g)?.map((cell) => cell.replace(/^"|"$/g, '')) ?? [];
    const record = Object.fromEntries(csvColumns.map((column, index) => [column, cells[index] ?? '']));
    expect(checkValues(valuesFromRecord(record)).ok).toBe(true);
  });

  it("prices weight, speed and the merchant's rate card as the booking will", () => {
    const prepaid = { ...good, paymentMethod: 'prepaid', pickupDistrict: 'dhaka', deliveryDistrict: 'dhaka' };
    expect(courierFeeOf({ ...prepaid, parcelType: 'medium', weightGrams: '2400' })).toBe(String(80 + 2 * 15));
    expect(courierFeeOf({ ...prepaid, deliveryType: 'express' })).toBe(String(60 + 50));
    // Express where it does not run has no price; the booking answers why.
    expect(courierFeeOf({ ...good, deliveryType: 'express' })).toBe('');
    const card = applyRateCard({ 'base.same_city': 45, 'express.same_city': 30 });
    expect(courierFeeOf({ ...prepaid, deliveryType: 'express' }, card)).toBe(String(45 + 30));
    expect(toParcelInput({ ...prepaid, deliveryType: '' })).not.toHaveProperty('deliveryType');
    expect(toParcelInput({ ...prepaid, weightGrams: '750' })).toMatchObject({ weightGrams: 750 });
  });

  it('promises each row the day a single booking made now would get: cut-off, Friday, holidays', () => {
    // Sunday 22 November 2026, 10:00 in Dhaka (04:00 UTC).
    const sunday = new Date('2026-11-22T04:00:00Z');
    const none = new Set<string>();
    // Dhaka → Chattogram, regular: picked up today, three working days on.
    expect(promisedDayOf(good, listTariff, none, sunday)).toBe('2026-11-25');
    // Inside Dhaka by express before noon: the same day; a holiday today moves it to the next working day.
    const express = {
      ...good,
      deliveryAddress: 'Road 2, Dhanmondi',
      deliveryDistrict: 'dhaka',
      deliveryType: 'express',
    };
    expect(promisedDayOf(express, listTariff, none, sunday)).toBe('2026-11-22');
    expect(promisedDayOf(express, listTariff, new Set(['2026-11-22']), sunday)).toBe('2026-11-23');
    // Thursday after the cut-off: Friday is skipped.
    expect(promisedDayOf(express, listTariff, none, new Date('2026-11-26T08:00:00Z'))).toBe('2026-11-28');
    // Nothing to promise for a row that cannot be priced yet.
    expect(promisedDayOf({ ...good, parcelType: '' }, listTariff, none, sunday)).toBe('');
  });
});
