import { type DistrictId, districtIds } from '../constants/districts.ts';
import { isExpressZone, type PriceBreakdown, type Zone, zoneFor } from '../constants/pricing.ts';

/** The home page calculator's fields (one form, posted before scripts run or read by them). */
export const priceCalculatorFields = [
  'pickupDistrict',
  'deliveryDistrict',
  'parcelType',
  'weightKg',
  'codAmount',
  'deliveryType',
] as const;
export type PriceCalculatorField = (typeof priceCalculatorFields)[number];
export type PriceCalculatorInput = Partial<Record<PriceCalculatorField, string>>;

const latinDigits = (text: string) =>
  text.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/**
 * The calculator's form as GET /api/quote's query, so that both the page's scripts and the server's
 * answer to the plain form price through the one quote: the weight is typed in kilograms (as a shop
 * weighs), and an amount to collect makes the parcel cash on delivery.
 */
export function priceCalculatorQuery(input: PriceCalculatorInput): Record<string, string> {
  const query: Record<string, string> = {
    pickupDistrict: input.pickupDistrict ?? '',
    deliveryDistrict: input.deliveryDistrict ?? '',
    parcelType: input.parcelType ?? '',
    paymentMethod: 'prepaid',
  };
  const kg = latinDigits(input.weightKg ?? '');
  if (kg) {
    const grams = /^\d+(?:\.\d+)?$/.test(kg) ? Math.round(Number(kg) * 1000) : Number.NaN;
    // Not a weight: sent as typed, so the quote refuses it with its own message.
    query.weightGrams = Number.isFinite(grams) ? String(grams) : kg;
  }
  const cod = latinDigits(input.codAmount ?? '').replace(/[,৳\s]/g, '');
  if (cod && cod !== '0') {
    query.paymentMethod = 'cod';
    query.codAmount = cod;
  }
  // Regular is the quote's own default: only express is said.
  if (input.deliveryType === 'express') query.deliveryType = 'express';
  return query;
}

const isDistrictId = (value: string | undefined): value is DistrictId =>
  value !== undefined && (districtIds as readonly string[]).includes(value);

/**
 * Why the calculator's parcel has no price, as the form and the server's answer to the plain form both
 * word it: express asked on a route it does not run on (the quote's own rule, checkWeightAndExpress),
 * or anything else the quote refused (weight, amount).
 */
export function priceCalculatorRefusal(input: PriceCalculatorInput): 'expressNotOffered' | 'refused' {
  const { pickupDistrict, deliveryDistrict } = input;
  return input.deliveryType === 'express' &&
    isDistrictId(pickupDistrict) &&
    isDistrictId(deliveryDistrict) &&
    !isExpressZone(zoneFor(pickupDistrict, deliveryDistrict))
    ? 'expressNotOffered'
    : 'refused';
}

/** What the calculator shows for a price (a part of GET /api/quote's answer). */
export interface PriceCalculatorAnswer {
  zone: Zone;
  total: number;
  breakdown: PriceBreakdown;
  promisedDate: string;
}

/**
 * The lines of a price as the calculator lists them (the form and the server's answer to the plain form):
 * the first kilogram, extra weight, express when asked, the COD charge. They add up to the total.
 */
export function priceCalculatorRows(breakdown: PriceBreakdown): [name: PriceLine, amount: number][] {
  const rows: [PriceLine, number][] = [
    ['base', breakdown.zoneBase + breakdown.typeSurcharge],
    ['weightCharge', breakdown.weightCharge],
  ];
  if (breakdown.expressCharge > 0) rows.push(['expressCharge', breakdown.expressCharge]);
  rows.push(['codCharge', breakdown.codCharge]);
  return rows;
}
type PriceLine = 'base' | 'weightCharge' | 'expressCharge' | 'codCharge';

/**
 * The outcome of the calculator sent before the scripts ran, carried by the `flash` cookie from the
 * server's 303 (apps/api page-forms.ts) to the page: what was asked, and the price or the refusal.
 */
export interface PriceCalculatorFlash {
  form: 'price';
  code: string;
  input: PriceCalculatorInput;
  answer?: PriceCalculatorAnswer;
  /** The refusal's message (English, as the API words it), when there is one. */
  message?: string;
}

const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A price flash read from a cookie (anyone can set one): only well-formed numbers and short texts. */
export function readPriceCalculatorFlash(value: unknown): PriceCalculatorFlash | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { form, code, input, answer, message } = value as Record<string, unknown>;
  if (form !== 'price' || typeof code !== 'string' || !/^[A-Z0-9_]{1,64}$/.test(code)) return undefined;
  if (!input || typeof input !== 'object') return undefined;
  const fields: PriceCalculatorInput = {};
  for (const name of priceCalculatorFields) {
    const text = (input as Record<string, unknown>)[name];
    if (typeof text === 'string' && text.length <= 40) fields[name] = text;
  }
  let priced: PriceCalculatorAnswer | undefined;
  if (answer && typeof answer === 'object') {
    const { zone, total, breakdown, promisedDate } = answer as Record<string, unknown>;
    const parts = (breakdown ?? {}) as Record<string, unknown>;
    const names = ['zoneBase', 'typeSurcharge', 'weightCharge', 'expressCharge', 'codCharge'] as const;
    if (
      (zone === 'same_city' || zone === 'dhaka_suburbs' || zone === 'elsewhere') &&
      isAmount(total) &&
      names.every((name) => isAmount(parts[name])) &&
      typeof promisedDate === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(promisedDate)
    )
      priced = {
        zone,
        total: total as number,
        breakdown: Object.fromEntries(names.map((name) => [name, parts[name]])) as unknown as PriceBreakdown,
        promisedDate,
      };
  }
  return {
    form: 'price',
    code,
    input: fields,
    ...(priced ? { answer: priced } : {}),
    ...(typeof message === 'string' && message.length <= 200 ? { message } : {}),
  };
}
