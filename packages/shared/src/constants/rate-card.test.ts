import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateCardCellsSchema } from '../schemas/rate-cards.ts';
import { parcelTypes } from './parcel-types.ts';
import {
  bookingFeeFor,
  ExpressNotOfferedError,
  listTariff,
  parcelTypeWeights,
  priceInZone,
  tariff,
  weightFitsType,
  zones,
} from './pricing.ts';
import { applyRateCard, tariffCell, tariffCellKeys } from './rate-card.ts';

const zone = fc.constantFrom(...zones);
const parcelType = fc.constantFrom(...parcelTypes);
const cellKey = fc.constantFrom(...tariffCellKeys);

describe('the weight in the price', () => {
  it('keeps today’s price for a booking without a weight: each type’s default sits in its first band', () => {
    for (const z of zones) {
      for (const type of parcelTypes) {
        const priced = priceInZone(z, { parcelType: type, paymentMethod: 'prepaid' });
        expect(priced.total).toBe(tariff[z][type]);
        expect(priced.breakdown.weightCharge).toBe(0);
        expect(weightFitsType(type, parcelTypeWeights[type].defaultGrams)).toBe(true);
      }
    }
  });

  it('charges each further started kilogram at the zone’s rate', () => {
    const at = (weightGrams: number) =>
      priceInZone('elsewhere', { parcelType: 'medium', paymentMethod: 'prepaid', weightGrams }).breakdown
        .weightCharge;
    expect(at(1000)).toBe(0);
    expect(at(1001)).toBe(listTariff.perKg.elsewhere);
    expect(at(2000)).toBe(listTariff.perKg.elsewhere);
    expect(at(2400)).toBe(2 * listTariff.perKg.elsewhere);
    expect(at(5000)).toBe(4 * listTariff.perKg.elsewhere);
  });

  it('never lowers the price as the weight goes up (any zone, type, speed, COD, rate card)', () => {
    fc.assert(
      fc.property(
        zone,
        parcelType,
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000 }),
        fc.dictionary(cellKey, fc.integer({ min: 0, max: 10_000 }), { maxKeys: 6 }),
        fc.integer({ min: 1, max: 30_000 }),
        fc.integer({ min: 1, max: 30_000 }),
        (z, type, express, cod, cells, a, b) => {
          const range = parcelTypeWeights[type];
          const clamp = (g: number) => Math.min(range.maxGrams, Math.max(range.minGrams, g));
          const [lighter, heavier] = [clamp(a), clamp(b)].sort((x, y) => x - y) as [number, number];
          const deliveryType = express && z !== 'elsewhere' ? 'express' : 'regular';
          const table = applyRateCard({ ...cells, codPercent: (cells.codPercent ?? 100) / 100 });
          const price = (weightGrams: number) =>
            priceInZone(
              z,
              { parcelType: type, paymentMethod: 'cod', codAmount: cod, weightGrams, deliveryType },
              table,
            ).total;
          expect(price(heavier)).toBeGreaterThanOrEqual(price(lighter));
        },
      ),
    );
  });

  it('adds up: the breakdown is the total, all whole taka', () => {
    fc.assert(
      fc.property(zone, parcelType, fc.integer({ min: 0, max: 1_000_000 }), (z, type, cod) => {
        const priced = priceInZone(z, { parcelType: type, paymentMethod: 'cod', codAmount: cod });
        const parts = Object.values(priced.breakdown);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(priced.total);
        for (const part of parts) expect(Number.isInteger(part)).toBe(true);
      }),
    );
  });
});

describe('express', () => {
  it('runs inside one city and across the Dhaka metro, and is refused elsewhere', () => {
    expect(
      priceInZone('same_city', { parcelType: 'small', paymentMethod: 'prepaid', deliveryType: 'express' })
        .total,
    ).toBe(60 + listTariff.express.same_city);
    expect(() =>
      priceInZone('elsewhere', { parcelType: 'small', paymentMethod: 'prepaid', deliveryType: 'express' }),
    ).toThrow(ExpressNotOfferedError);
    // A booking without both districts is priced nationwide: no express there either.
    expect(() =>
      bookingFeeFor({ parcelType: 'small', paymentMethod: 'prepaid', deliveryType: 'express' }),
    ).toThrow(ExpressNotOfferedError);
  });
});

describe('rate cards', () => {
  it('a cell overrides only itself', () => {
    fc.assert(
      fc.property(cellKey, fc.integer({ min: 0, max: 10_000 }), (key, value) => {
        const table = applyRateCard({ [key]: value });
        for (const other of tariffCellKeys) {
          expect(tariffCell(table, other)).toBe(other === key ? value : tariffCell(listTariff, other));
        }
      }),
    );
  });

  it('leaves the list tariff itself untouched', () => {
    const before = JSON.stringify(listTariff);
    applyRateCard({ 'base.same_city': 1, codPercent: 0 });
    expect(JSON.stringify(listTariff)).toBe(before);
  });

  it('prices COD by its own percentage in integer arithmetic', () => {
    const table = applyRateCard({ codPercent: 0.5, minCod: 0 });
    expect(
      priceInZone('same_city', { parcelType: 'small', paymentMethod: 'cod', codAmount: 3333 }, table)
        .codCharge,
    ).toBe(17);
  });

  it('accepts known cells with whole taka and refuses the rest', () => {
    expect(rateCardCellsSchema.safeParse({ 'base.same_city': 55, codPercent: 0.75 }).success).toBe(true);
    expect(rateCardCellsSchema.safeParse({ 'base.atlantis': 55 }).success).toBe(false);
    expect(rateCardCellsSchema.safeParse({ 'perKg.elsewhere': 12.5 }).success).toBe(false);
    expect(rateCardCellsSchema.safeParse({ codPercent: 0.125 }).success).toBe(false);
  });
});
