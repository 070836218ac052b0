import { applyRateCard, listTariff } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import {
  checkRows,
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
  codMode: '',
  amountToCollect: '',
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
    // The fee is read-only (the courier's price): a row without a price is answered where the price stops.
    expect(check.fields).toEqual({
      receiverName: 'Receiver name is required',
      parcelType: 'Parcel type must be one of: small, medium, large, fragile.',
      receiverPhone: expect.any(String),
      pickupDistrict: expect.any(String),
      merchantOrderId: 'Merchant order ID may use letters, digits and - _ . / # only',
    });
    expect(check.message).toBe('Receiver name is required');
    // Until the row names a type there is no price; the file's own fee (0 or none) is never the question.
    expect(checkValues({ ...good, parcelType: '', deliveryFee: '0' })).toMatchObject({
      ok: false,
      fields: { parcelType: 'Parcel type is required' },
    });
    expect(checkValues({ ...good, parcelType: '', deliveryFee: '' })).toEqual({
      ok: false,
      message: 'Parcel type is required',
      fields: { parcelType: 'Parcel type is required' },
    });
  });

  it('reads choices whatever their case and says what is wrong with one outside the list', () => {
    const shouted = valuesFromRecord({
      ...good,
      parcelType: 'Small',
      paymentMethod: 'COD',
      deliveryType: 'Regular',
    });
    expect(shouted).toMatchObject({ parcelType: 'small', paymentMethod: 'cod', deliveryType: 'regular' });
    expect(checkValues(shouted)).toMatchObject({ ok: true });
    const wrong = valuesFromRecord({
      ...good,
      parcelType: 'big',
      paymentMethod: 'cash',
      deliveryType: 'fast',
    });
    expect(wrong.parcelType).toBe('big');
    expect(checkValues(wrong)).toMatchObject({
      ok: false,
      fields: {
        parcelType: 'Parcel type must be one of: small, medium, large, fragile.',
        paymentMethod: 'Payment method must be one of: cod, prepaid.',
        deliveryType: 'Delivery type must be one of: regular, express.',
      },
    });
  });

  it('says express does not run on the route, on the speed cell and never as a missing fee', () => {
    // Dhaka → Chattogram has no express; the file gave no fee either.
    const check = checkValues({ ...good, deliveryType: 'express', deliveryFee: '' });
    expect(check).toEqual({
      ok: false,
      message: 'Express delivery is only offered inside one city or between Dhaka metro districts.',
      fields: {
        deliveryType: 'Express delivery is only offered inside one city or between Dhaka metro districts.',
      },
    });
    // The same with another cell wrong too: both are answered at once.
    expect(checkValues({ ...good, deliveryType: 'express', receiverName: '' })).toMatchObject({
      ok: false,
      fields: {
        receiverName: 'Receiver name is required',
        deliveryType: 'Express delivery is only offered inside one city or between Dhaka metro districts.',
      },
    });
  });

  it('flags every row of an order ID the file repeats', () => {
    const checks = checkRows([good, { ...good, merchantOrderId: 'ORD-2' }, { ...good, receiverName: '' }]);
    expect(checks[1]).toMatchObject({ ok: true });
    for (const index of [0, 2]) {
      expect(checks[index]).toMatchObject({
        ok: false,
        fields: { merchantOrderId: 'This order ID is on another row of this file.' },
      });
    }
    expect(checks[2]).toMatchObject({ fields: { receiverName: 'Receiver name is required' } });
    // Rows without an order ID are never one order.
    const plain = { ...good, merchantOrderId: '' };
    expect(checkRows([plain, plain]).every((check) => check.ok)).toBe(true);
  });

  it("prices every row by the courier's tariff, whatever the file's fee", () => {
    for (const fee of ['', '0', '1', 'abc']) {
      expect(toParcelInput({ ...good, deliveryFee: fee })).toMatchObject({ deliveryFee: 139 });
    }
    expect(courierFeeOf({ ...good, pickupDistrict: 'Chittagong', paymentMethod: 'prepaid' })).toBe('60');
    expect(courierFeeOf({ ...good, deliveryDistrict: '', paymentMethod: 'prepaid' })).toBe('120');
    expect(courierFeeOf({ ...good, parcelType: '' })).toBe('');
  });

  it('reads the COD mode column: all in sends amountToCollect, goods plus charge sends codAmount', () => {
    const allIn = { ...good, codMode: 'fee_from_payout', codAmount: '', amountToCollect: '1,850' };
    expect(toParcelInput(allIn)).toMatchObject({ codMode: 'fee_from_payout', amountToCollect: 1850 });
    expect(toParcelInput(allIn)).not.toHaveProperty('codAmount');
    expect(toParcelInput(good)).not.toHaveProperty('codMode');
    expect(valuesFromRecord({ codMode: 'Fee_From_Payout' }).codMode).toBe('fee_from_payout');
    // The COD charge is priced on the cash the rider carries, whichever column holds it.
    expect(courierFeeOf(allIn)).toBe(courierFeeOf(good));
    // All in with the goods' value column: the row says which field it needs.
    expect(checkValues({ ...good, codMode: 'fee_from_payout' }).ok).toBe(false);
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
