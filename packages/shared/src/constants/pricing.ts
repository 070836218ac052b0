import type { z } from 'zod';
import type { DistrictId } from './districts.ts';
import { type ParcelType, type PaymentMethod, parcelTypes } from './parcel-types.ts';

export const zones = ['same_city', 'dhaka_suburbs', 'elsewhere'] as const;
export type Zone = (typeof zones)[number];

export const deliveryTypes = ['regular', 'express'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
/** Express runs only where a rider can close the loop fast: inside one city, and across the Dhaka metro. */
export const expressZones = ['same_city', 'dhaka_suburbs'] as const satisfies readonly Zone[];
export type ExpressZone = (typeof expressZones)[number];

/** What a parcel weighs by type (grams): the spec's labels, a default when a booking sends no weight. */
export const parcelTypeWeights = {
  small: { minGrams: 1, maxGrams: 999, defaultGrams: 500, includedGrams: 1000 },
  medium: { minGrams: 1000, maxGrams: 5000, defaultGrams: 1000, includedGrams: 1000 },
  // Nothing large weighs under 5 kg, so its first band is the first 5 kg (its surcharge prices them).
  large: { minGrams: 5000, maxGrams: 30_000, defaultGrams: 5000, includedGrams: 5000 },
  fragile: { minGrams: 1, maxGrams: 30_000, defaultGrams: 1000, includedGrams: 1000 },
} as const satisfies Record<
  ParcelType,
  { minGrams: number; maxGrams: number; defaultGrams: number; includedGrams: number }
>;
export const maxWeightGrams = 30_000;

/**
 * The courier's list tariff, whole taka (docs/decisions/020). A parcel pays its zone's base for the
 * first kilogram (of its type's range), its type's surcharge, each further started kilogram, the
 * express charge when express, and the COD charge. A merchant's rate card replaces single cells.
 * The only place prices live.
 */
export const listTariff = {
  base: { same_city: 60, dhaka_suburbs: 100, elsewhere: 120 },
  typeSurcharge: {
    same_city: { small: 0, medium: 20, large: 60, fragile: 40 },
    dhaka_suburbs: { small: 0, medium: 30, large: 70, fragile: 50 },
    elsewhere: { small: 0, medium: 30, large: 80, fragile: 60 },
  },
  perKg: { same_city: 15, dhaka_suburbs: 20, elsewhere: 25 },
  express: { same_city: 50, dhaka_suburbs: 60 },
  /** COD charge: this percentage of the amount to collect, rounded up, never below `minCod`. */
  codPercent: 1,
  minCod: 10,
  /** What a return costs the merchant: half the zone's base (docs/decisions/020). */
  returnCharge: { same_city: 30, dhaka_suburbs: 50, elsewhere: 60 },
} as const satisfies Tariff;

export interface Tariff {
  base: Record<Zone, number>;
  typeSurcharge: Record<Zone, Record<ParcelType, number>>;
  perKg: Record<Zone, number>;
  express: Record<ExpressZone, number>;
  codPercent: number;
  minCod: number;
  returnCharge: Record<Zone, number>;
}

/** The first kilogram's price by zone and parcel type (base plus the type's surcharge), whole taka. */
export const tariff = Object.fromEntries(
  zones.map((zone) => [
    zone,
    Object.fromEntries(
      parcelTypes.map((type) => [type, listTariff.base[zone] + listTariff.typeSurcharge[zone][type]]),
    ),
  ]),
) as Record<Zone, Record<ParcelType, number>>;

/** The list tariff's COD charge, kept for callers that name it. */
export const codChargePercent = listTariff.codPercent;
export const minCodCharge = listTariff.minCod;
export const maxCodAmount = 1_000_000;

const dhakaMetro: ReadonlySet<DistrictId> = new Set<DistrictId>([
  'dhaka',
  'gazipur',
  'narayanganj',
  'munshiganj',
  'manikganj',
  'narsingdi',
]);

export function zoneFor(pickupDistrictId: DistrictId, deliveryDistrictId: DistrictId): Zone {
  if (pickupDistrictId === deliveryDistrictId) return 'same_city';
  if (dhakaMetro.has(pickupDistrictId) && dhakaMetro.has(deliveryDistrictId)) return 'dhaka_suburbs';
  return 'elsewhere';
}

export const isExpressZone = (zone: Zone): zone is ExpressZone =>
  (expressZones as readonly Zone[]).includes(zone);

export const expressNotOfferedMessage =
  'Express delivery is only offered inside one city or between Dhaka metro districts.';
export const weightOutOfRangeMessage =
  'This weight does not fit the parcel type: small is under 1 kg, medium 1–5 kg, large 5 kg and over.';

/** Whether a weight fits its parcel type's range (the label the merchant chose). */
export const weightFitsType = (type: ParcelType, grams: number): boolean =>
  grams >= parcelTypeWeights[type].minGrams && grams <= parcelTypeWeights[type].maxGrams;

export function codChargeFor(
  codAmount: number,
  table: Pick<Tariff, 'codPercent' | 'minCod'> = listTariff,
): number {
  if (!Number.isFinite(codAmount) || codAmount < 0) {
    throw new RangeError(`COD amount must be a non-negative number, got ${codAmount}`);
  }
  // Integer arithmetic in hundredths of a percent: codAmount * 1 / 100 stays exact where * 0.01 would not.
  const basisPoints = Math.round(table.codPercent * 100);
  return Math.max(table.minCod, Math.ceil((codAmount * basisPoints) / 10_000));
}

export interface QuoteInput {
  pickupDistrict: DistrictId;
  deliveryDistrict: DistrictId;
  parcelType: ParcelType;
  paymentMethod: PaymentMethod;
  /** Amount the rider collects from the recipient; ignored unless paymentMethod is 'cod'. */
  codAmount?: number | undefined;
  /** Grams; the parcel type's default when absent. */
  weightGrams?: number | undefined;
  /** Regular when absent. */
  deliveryType?: DeliveryType | undefined;
}

export interface Quote {
  zone: Zone;
  base: number;
  codCharge: number;
  total: number;
  currency: 'BDT';
}

/** The parts of a price, whole taka; they add up to the total. */
export type FeeBreakdown = PriceBreakdown;
export interface PriceBreakdown {
  zoneBase: number;
  typeSurcharge: number;
  weightCharge: number;
  expressCharge: number;
  codCharge: number;
}

/** A priced parcel: `base` is the first kilogram (zone base plus type surcharge), as quotes always said. */
export interface PricedParcel extends Quote {
  weightGrams: number;
  deliveryType: DeliveryType;
  breakdown: PriceBreakdown;
  /** What a return of this parcel would cost the merchant. */
  returnCharge: number;
}

export class ExpressNotOfferedError extends Error {
  constructor() {
    super(expressNotOfferedMessage);
  }
}

/** Started kilograms past the type's first band. */
export function furtherKilograms(parcelType: ParcelType, weightGrams: number): number {
  const included = parcelTypeWeights[parcelType].includedGrams;
  return Math.max(0, Math.ceil(weightGrams / 1000) - Math.ceil(included / 1000));
}

/** Prices a parcel in one zone by a tariff (the list's, or a merchant's rate card applied to it). */
export function priceInZone(
  zone: Zone,
  input: Omit<QuoteInput, 'pickupDistrict' | 'deliveryDistrict'>,
  table: Tariff = listTariff,
): PricedParcel {
  const weightGrams = input.weightGrams ?? parcelTypeWeights[input.parcelType].defaultGrams;
  const deliveryType = input.deliveryType ?? 'regular';
  let expressCharge = 0;
  if (deliveryType === 'express') {
    if (!isExpressZone(zone)) throw new ExpressNotOfferedError();
    expressCharge = table.express[zone];
  }
  const breakdown: PriceBreakdown = {
    zoneBase: table.base[zone],
    typeSurcharge: table.typeSurcharge[zone][input.parcelType],
    weightCharge: table.perKg[zone] * furtherKilograms(input.parcelType, weightGrams),
    expressCharge,
    codCharge: input.paymentMethod === 'cod' ? codChargeFor(input.codAmount ?? 0, table) : 0,
  };
  const total =
    breakdown.zoneBase +
    breakdown.typeSurcharge +
    breakdown.weightCharge +
    breakdown.expressCharge +
    breakdown.codCharge;
  return {
    zone,
    base: breakdown.zoneBase + breakdown.typeSurcharge,
    codCharge: breakdown.codCharge,
    total,
    currency: 'BDT',
    weightGrams,
    deliveryType,
    breakdown,
    returnCharge: table.returnCharge[zone],
  };
}

/** The price of a route by a tariff (the list's by default). */
export function priceParcel(input: QuoteInput, table: Tariff = listTariff): PricedParcel {
  return priceInZone(zoneFor(input.pickupDistrict, input.deliveryDistrict), input, table);
}

/** The short quote older callers read (zone, first kilogram, COD, total). */
export function quoteParcel(input: QuoteInput): Quote {
  const { zone, base, codCharge, total, currency } = priceParcel(input);
  return { zone, base, codCharge, total, currency };
}

/** What a booking tells the tariff; either district may be unknown (the spec's form asks for neither). */
export interface BookingFeeInput {
  pickupDistrict?: DistrictId | '' | null | undefined;
  deliveryDistrict?: DistrictId | '' | null | undefined;
  parcelType: ParcelType;
  paymentMethod: PaymentMethod;
  codAmount?: number | undefined;
  weightGrams?: number | undefined;
  deliveryType?: DeliveryType | undefined;
}

/**
 * The fee the courier charges for a booking: the route's price when both districts are known,
 * otherwise the nationwide ('elsewhere') price, the highest a route can cost, so a booking that
 * leaves the districts out can never pay less than the tariff (and cannot go express). COD amounts
 * are priced in whole taka, as the quote does.
 */
export function bookingFeeFor(
  input: BookingFeeInput,
  table: Tariff = listTariff,
): PricedParcel & { districtsKnown: boolean } {
  const codAmount = input.codAmount === undefined ? undefined : Math.ceil(input.codAmount);
  const { pickupDistrict, deliveryDistrict } = input;
  const districtsKnown = Boolean(pickupDistrict && deliveryDistrict);
  const zone = pickupDistrict && deliveryDistrict ? zoneFor(pickupDistrict, deliveryDistrict) : 'elsewhere';
  const priced = priceInZone(
    zone,
    {
      parcelType: input.parcelType,
      paymentMethod: input.paymentMethod,
      codAmount,
      weightGrams: input.weightGrams,
      deliveryType: input.deliveryType,
    },
    table,
  );
  return { ...priced, districtsKnown };
}

/**
 * What a booking and a quote both check: the weight fits the parcel type, and express only where it runs
 * (once both districts are known, the zone decides).
 */
export function checkWeightAndExpress(
  parcel: {
    parcelType: ParcelType;
    weightGrams?: number | undefined;
    deliveryType?: DeliveryType | undefined;
    // '' or absent: not chosen yet (a booking whose pickup is a store's address).
    pickupDistrict?: DistrictId | '' | undefined;
    deliveryDistrict?: DistrictId | '' | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (parcel.weightGrams !== undefined && !weightFitsType(parcel.parcelType, parcel.weightGrams)) {
    ctx.addIssue({ code: 'custom', path: ['weightGrams'], message: weightOutOfRangeMessage });
  }
  if (
    parcel.deliveryType === 'express' &&
    parcel.pickupDistrict &&
    parcel.deliveryDistrict &&
    !isExpressZone(zoneFor(parcel.pickupDistrict, parcel.deliveryDistrict))
  ) {
    ctx.addIssue({ code: 'custom', path: ['deliveryType'], message: expressNotOfferedMessage });
  }
}

export const weightMessage = `Weight must be a whole number of grams from 1 to ${maxWeightGrams.toLocaleString('en-US')}.`;
/** The same rule where the weight is typed in kilograms (the booking form), in its own unit. */
export const weightKgMessage = `Enter the weight in kilograms, up to ${maxWeightGrams / 1000} kg (for example 2.4).`;
