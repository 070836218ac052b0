import { z } from 'zod';
import { type DistrictId, districtIds } from './districts.ts';
import { type ParcelType, type PaymentMethod, parcelTypes, paymentMethods } from './parcel-types.ts';

export const zones = ['same_city', 'dhaka_suburbs', 'elsewhere'] as const;
export type Zone = (typeof zones)[number];

/** Base fee in whole taka, by zone and parcel type. The only place prices live. */
export const tariff = {
  same_city: { small: 60, medium: 80, large: 120, fragile: 100 },
  dhaka_suburbs: { small: 100, medium: 130, large: 170, fragile: 150 },
  elsewhere: { small: 120, medium: 150, large: 200, fragile: 180 },
} as const satisfies Record<Zone, Record<ParcelType, number>>;

/** COD charge: 1% of the amount to collect, rounded up, never below the minimum. */
export const codChargePercent = 1;
export const minCodCharge = 10;
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

export function codChargeFor(codAmount: number): number {
  if (!Number.isFinite(codAmount) || codAmount < 0) {
    throw new RangeError(`COD amount must be a non-negative number, got ${codAmount}`);
  }
  // Integer arithmetic: codAmount * 1 / 100 stays exact where codAmount * 0.01 would not.
  return Math.max(minCodCharge, Math.ceil((codAmount * codChargePercent) / 100));
}

export interface QuoteInput {
  pickupDistrict: DistrictId;
  deliveryDistrict: DistrictId;
  parcelType: ParcelType;
  paymentMethod: PaymentMethod;
  /** Amount the rider collects from the recipient; ignored unless paymentMethod is 'cod'. */
  codAmount?: number | undefined;
}

export interface Quote {
  zone: Zone;
  base: number;
  codCharge: number;
  total: number;
  currency: 'BDT';
}

export function quoteParcel(input: QuoteInput): Quote {
  const zone = zoneFor(input.pickupDistrict, input.deliveryDistrict);
  const base = tariff[zone][input.parcelType];
  const codCharge = input.paymentMethod === 'cod' ? codChargeFor(input.codAmount ?? 0) : 0;
  return { zone, base, codCharge, total: base + codCharge, currency: 'BDT' };
}

/** What a booking tells the tariff; either district may be unknown (the spec's form asks for neither). */
export interface BookingFeeInput {
  pickupDistrict?: DistrictId | '' | null | undefined;
  deliveryDistrict?: DistrictId | '' | null | undefined;
  parcelType: ParcelType;
  paymentMethod: PaymentMethod;
  codAmount?: number | undefined;
}

/**
 * The fee the courier charges for a booking: the route's quote when both districts are known,
 * otherwise the nationwide ('elsewhere') price, the highest a route can cost, so a booking that
 * leaves the districts out can never pay less than the tariff. COD amounts are priced in whole
 * taka, as the quote does.
 */
export function bookingFeeFor(input: BookingFeeInput): Quote & { districtsKnown: boolean } {
  const codAmount = input.codAmount === undefined ? undefined : Math.ceil(input.codAmount);
  const districtsKnown = Boolean(input.pickupDistrict && input.deliveryDistrict);
  if (input.pickupDistrict && input.deliveryDistrict) {
    return {
      ...quoteParcel({
        pickupDistrict: input.pickupDistrict,
        deliveryDistrict: input.deliveryDistrict,
        parcelType: input.parcelType,
        paymentMethod: input.paymentMethod,
        codAmount,
      }),
      districtsKnown,
    };
  }
  const base = tariff.elsewhere[input.parcelType];
  const codCharge = input.paymentMethod === 'cod' ? codChargeFor(codAmount ?? 0) : 0;
  return { zone: 'elsewhere', base, codCharge, total: base + codCharge, currency: 'BDT', districtsKnown };
}

const required = (label: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? `${label} is required.` : invalid;

const codAmountMessage = `COD amount must be a whole number of taka from 0 to ${maxCodAmount.toLocaleString('en-US')}.`;

/** Query string of GET /api/quote. An empty `codAmount=` counts as absent. */
export const quoteQuerySchema = z.object({
  pickupDistrict: z.enum(districtIds, {
    error: required('Pickup district', 'Pickup district must be one of the 64 districts.'),
  }),
  deliveryDistrict: z.enum(districtIds, {
    error: required('Delivery district', 'Delivery district must be one of the 64 districts.'),
  }),
  parcelType: z.enum(parcelTypes, {
    error: required('Parcel type', `Parcel type must be one of: ${parcelTypes.join(', ')}.`),
  }),
  paymentMethod: z
    .enum(paymentMethods, { error: `Payment method must be one of: ${paymentMethods.join(', ')}.` })
    .default('prepaid'),
  codAmount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: codAmountMessage })
      .int({ error: codAmountMessage })
      .min(0, { error: codAmountMessage })
      .max(maxCodAmount, { error: codAmountMessage })
      .optional(),
  ),
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;
