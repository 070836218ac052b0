import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryCollectionLines,
  handoverLines,
  partialDeliveryLines,
  payoutLines,
  remittanceLines,
  returnChargeLines,
  reversalLines,
  sumOf,
} from './ledger-postings.ts';

/** One expected ledger line: account kind, owner, purpose and amount. */
const expectedLine = (accountKind: string, accountOwner: string, purpose: string, amountPoisha: number) => ({
  accountKind,
  accountOwner,
  purpose,
  amountPoisha,
});

const rider = 'rider-1';
const merchant = 'merchant-1';
const poisha = fc.integer({ min: 0, max: 1_000_000_00 });
const positive = fc.integer({ min: 1, max: 1_000_000_00 });

describe('ledger postings', () => {
  it('an all-in COD delivery: the rider holds the all-in amount and the fee comes off the payable', () => {
    const base = {
      riderId: rider,
      merchantId: merchant,
      paymentMethod: 'cod' as const,
      codMode: 'fee_from_payout' as const,
      feePoisha: 13_300,
    };
    const lines = deliveryCollectionLines({ ...base, collectedPoisha: 125_000, codPoisha: 125_000 });
    expect(lines).toEqual([
      expectedLine('rider_cash', rider, 'cod_collected', 125_000),
      expectedLine('merchant_payable', merchant, 'cod_collected', -125_000),
      expectedLine('merchant_payable', merchant, 'delivery_fee', 13_300),
      expectedLine('fee_revenue', '', 'delivery_fee', -13_300),
    ]);
    // Fee plus goods is not what an all-in parcel collects.
    expect(() => deliveryCollectionLines({ ...base, collectedPoisha: 138_300, codPoisha: 125_000 })).toThrow(
      /more than/,
    );
    // Free delivery: nothing collected, the fee is the merchant's charge.
    expect(deliveryCollectionLines({ ...base, collectedPoisha: 0, codPoisha: 0 })).toEqual([
      expectedLine('merchant_payable', merchant, 'delivery_fee', 13_300),
      expectedLine('fee_revenue', '', 'delivery_fee', -13_300),
    ]);
  });

  it('a COD delivery: the rider holds fee plus goods, the merchant is owed the goods, the fee is revenue', () => {
    const lines = deliveryCollectionLines({
      riderId: rider,
      merchantId: merchant,
      paymentMethod: 'cod',
      collectedPoisha: 162_000,
      codPoisha: 150_000,
      feePoisha: 12_000,
    });
    expect(lines).toEqual([
      expectedLine('rider_cash', rider, 'cod_collected', 162_000),
      expectedLine('merchant_payable', merchant, 'cod_collected', -162_000),
      expectedLine('merchant_payable', merchant, 'delivery_fee', 12_000),
      expectedLine('fee_revenue', '', 'delivery_fee', -12_000),
    ]);
    expect(sumOf(lines)).toBe(0);
  });

  it('a prepaid delivery charges the fee to the merchant and collects no cash', () => {
    const lines = deliveryCollectionLines({
      riderId: rider,
      merchantId: merchant,
      paymentMethod: 'prepaid',
      collectedPoisha: 0,
      codPoisha: 0,
      feePoisha: 6_000,
    });
    expect(lines).toEqual([
      expectedLine('merchant_payable', merchant, 'delivery_fee', 6_000),
      expectedLine('fee_revenue', '', 'delivery_fee', -6_000),
    ]);
  });

  it('refuses a short or an over collection', () => {
    const base = {
      riderId: rider,
      merchantId: merchant,
      paymentMethod: 'cod' as const,
      codPoisha: 50_000,
      feePoisha: 12_000,
    };
    expect(() => deliveryCollectionLines({ ...base, collectedPoisha: 61_999 })).toThrow(/short collection/);
    expect(() => deliveryCollectionLines({ ...base, collectedPoisha: 62_001 })).toThrow(/more than/);
    expect(() =>
      deliveryCollectionLines({ ...base, paymentMethod: 'prepaid', collectedPoisha: 100 }),
    ).toThrow();
    expect(() => deliveryCollectionLines({ ...base, collectedPoisha: 62_000.5 })).toThrow(RangeError);
  });

  it('a handover moves the declared cash off the rider and books a shortage against them', () => {
    const lines = handoverLines({ riderId: rider, declaredPoisha: 100_000, countedPoisha: 95_000 });
    expect(lines).toEqual([
      expectedLine('office_cash', '', 'cash_handover', 95_000),
      expectedLine('rider_receivable', rider, 'handover_difference', 5_000),
      expectedLine('rider_cash', rider, 'cash_handover', -100_000),
    ]);
    expect(handoverLines({ riderId: rider, declaredPoisha: 100, countedPoisha: 100 })).toHaveLength(2);
    expect(handoverLines({ riderId: rider, declaredPoisha: 100, countedPoisha: 0 })).toHaveLength(2);
  });

  it('a handover counted at a hub goes into that hub’s cash, the shortage still against the rider', () => {
    const lines = handoverLines({
      riderId: rider,
      declaredPoisha: 50_000,
      countedPoisha: 48_000,
      hubId: 'rng',
    });
    expect(lines).toEqual([
      expectedLine('hub_cash', 'rng', 'cash_handover', 48_000),
      expectedLine('rider_receivable', rider, 'handover_difference', 2_000),
      expectedLine('rider_cash', rider, 'cash_handover', -50_000),
    ]);
  });

  it('a remittance moves the declared cash off the hub and books a shortage against the hub', () => {
    expect(remittanceLines({ hubId: 'rng', declaredPoisha: 48_000, countedPoisha: 47_000 })).toEqual([
      expectedLine('office_cash', '', 'hub_remittance', 47_000),
      expectedLine('hub_receivable', 'rng', 'remittance_difference', 1_000),
      expectedLine('hub_cash', 'rng', 'hub_remittance', -48_000),
    ]);
    expect(remittanceLines({ hubId: 'rng', declaredPoisha: 100, countedPoisha: 100 })).toHaveLength(2);
    expect(() => remittanceLines({ hubId: 'rng', declaredPoisha: 0, countedPoisha: 0 })).toThrow(RangeError);
  });

  it('a payout pays from office cash for cash, through clearing for bKash, Nagad and bank', () => {
    expect(payoutLines({ merchantId: merchant, amountPoisha: 500, method: 'cash' })[1]?.accountKind).toBe(
      'office_cash',
    );
    for (const method of ['bkash', 'nagad', 'bank'] as const) {
      const lines = payoutLines({ merchantId: merchant, amountPoisha: 500, method });
      expect(lines[1]?.accountKind).toBe('payouts_clearing');
      expect(sumOf(lines)).toBe(0);
    }
    expect(() => payoutLines({ merchantId: merchant, amountPoisha: 0, method: 'cash' })).toThrow(RangeError);
  });

  it('every kind of movement, and its reversal, sums to zero for any amounts', () => {
    fc.assert(
      fc.property(
        poisha,
        positive,
        positive,
        poisha,
        fc.constantFrom('cod', 'prepaid'),
        fc.constantFrom('bkash', 'nagad', 'bank', 'cash'),
        (cod, fee, declared, counted, paymentMethod, method) => {
          const movements = [
            deliveryCollectionLines({
              riderId: rider,
              merchantId: merchant,
              paymentMethod,
              collectedPoisha: paymentMethod === 'cod' ? cod + fee : 0,
              codPoisha: paymentMethod === 'cod' ? cod : 0,
              feePoisha: fee,
            }),
            handoverLines({ riderId: rider, declaredPoisha: declared, countedPoisha: counted }),
            handoverLines({ riderId: rider, declaredPoisha: declared, countedPoisha: counted, hubId: 'rng' }),
            remittanceLines({ hubId: 'rng', declaredPoisha: declared, countedPoisha: counted }),
            payoutLines({ merchantId: merchant, amountPoisha: declared, method }),
          ];
          for (const lines of movements) {
            expect(sumOf(lines)).toBe(0);
            expect(
              lines.every((item) => Number.isSafeInteger(item.amountPoisha) && item.amountPoisha !== 0),
            ).toBe(true);
            expect(sumOf(reversalLines(lines))).toBe(0);
            expect(
              sumOf(
                [...lines, ...reversalLines(lines)].filter((item) => item.accountKind === 'merchant_payable'),
              ),
            ).toBe(0);
          }
        },
      ),
    );
  });
});

describe('door outcomes (decision 022)', () => {
  it('a partial delivery balances for any collection below the amount due, and charges the whole fee', () => {
    fc.assert(
      fc.property(positive, poisha, fc.double({ min: 0, max: 0.999, noNaN: true }), (due, fee, share) => {
        const collected = Math.floor(due * share);
        const lines = partialDeliveryLines({
          riderId: rider,
          merchantId: merchant,
          collectedPoisha: collected,
          duePoisha: due,
          feePoisha: fee,
        });
        expect(sumOf(lines)).toBe(0);
        const merchantNet = lines
          .filter((line) => line.accountKind === 'merchant_payable')
          .reduce((sum, line) => sum + line.amountPoisha, 0);
        expect(merchantNet).toBe(fee - collected);
        expect(lines.find((line) => line.accountKind === 'rider_cash')?.amountPoisha ?? 0).toBe(collected);
      }),
    );
  });

  it('refuses a partial delivery that collects the whole amount or more, or anything on a prepaid parcel', () => {
    const base = { riderId: rider, merchantId: merchant, feePoisha: 100 };
    expect(() => partialDeliveryLines({ ...base, collectedPoisha: 500, duePoisha: 500 })).toThrow(
      'A partial delivery collects less than the amount to collect.',
    );
    expect(() => partialDeliveryLines({ ...base, collectedPoisha: 1, duePoisha: 0 })).toThrow();
    expect(partialDeliveryLines({ ...base, collectedPoisha: 0, duePoisha: 0 })).toEqual([
      expectedLine('merchant_payable', merchant, 'delivery_fee', 100),
      expectedLine('fee_revenue', '', 'delivery_fee', -100),
    ]);
  });

  it('a return charge moves from the merchant to revenue; zero is no lines at all', () => {
    expect(returnChargeLines({ merchantId: merchant, chargePoisha: 5_000 })).toEqual([
      expectedLine('merchant_payable', merchant, 'return_charge', 5_000),
      expectedLine('fee_revenue', '', 'return_charge', -5_000),
    ]);
    expect(returnChargeLines({ merchantId: merchant, chargePoisha: 0 })).toEqual([]);
    expect(() => returnChargeLines({ merchantId: merchant, chargePoisha: -1 })).toThrow(RangeError);
  });
});
