import { z } from 'zod';
import { districtIds } from '../constants/districts.ts';
import { parcelTypes, paymentMethods } from '../constants/parcel-types.ts';
import {
  checkWeightAndExpress,
  deliveryTypes,
  maxCodAmount,
  maxWeightGrams,
  weightMessage,
} from '../constants/pricing.ts';

// The quote's query string as a schema, apart from the prices themselves (constants/pricing.ts), so that a
// screen that only shows amounts does not load the schema library.

/** A whole number from `min` to `max` read from a query string; a blank value is no value. */
const optionalQueryNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );

const required = (label: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? `${label} is required.` : invalid;

const codAmountMessage = `COD amount must be a whole number of taka from 0 to ${maxCodAmount.toLocaleString('en-US')}.`;

/** Query string of GET /api/quote. An empty `codAmount=` counts as absent. */
export const quoteQuerySchema = z
  .object({
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
    codAmount: optionalQueryNumber(codAmountMessage, 0, maxCodAmount),
    weightGrams: optionalQueryNumber(weightMessage, 1, maxWeightGrams),
    deliveryType: z
      .enum(deliveryTypes, { error: `Delivery type must be one of: ${deliveryTypes.join(', ')}.` })
      .optional(),
  })
  .superRefine(checkWeightAndExpress);
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;
