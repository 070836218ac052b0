import { describe, expect, it } from 'vitest';
import {
  checkValues,
  courierFeeOf,
  csvColumns,
  csvTemplate,
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
});
