import { z } from 'zod';
import { deliveryTypes, zones } from '../constants/pricing.ts';
import {
  codPercentMessage,
  maxCodPercent,
  maxTariffCell,
  tariffCellKeys,
  tariffCellMessage,
} from '../constants/rate-card.ts';
import { isoDate, isRealDay } from './delivery.ts';
import { wholeNumber } from './fields.ts';
import { holidayDateMessage } from './holidays.ts';

const takaCell = wholeNumber(tariffCellMessage, 0, maxTariffCell);
const percentCell = z
  .number({ error: codPercentMessage })
  .min(0, { error: codPercentMessage })
  .max(maxCodPercent, { error: codPercentMessage })
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    {
      error: codPercentMessage,
    },
  );

/** The cells a rate card changes: known names only, each a valid amount. */
export const rateCardCellsSchema = z
  .partialRecord(z.enum(tariffCellKeys, { error: 'Unknown tariff cell.' }), z.number())
  .superRefine((cells, ctx) => {
    for (const [key, value] of Object.entries(cells)) {
      const parsed = (key === 'codPercent' ? percentCell : takaCell).safeParse(value);
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: parsed.error.issues[0]?.message ?? tariffCellMessage,
        });
    }
  });

const numbers = z.record(z.string(), z.number());

/** A tariff as the API answers it (cells in whole taka; codPercent a percentage). */
export const tariffSchema = z.object({
  base: numbers,
  typeSurcharge: z.record(z.string(), numbers),
  perKg: numbers,
  express: numbers,
  codPercent: z.number(),
  minCod: z.number(),
  returnCharge: numbers,
});

/** A merchant's own prices from a day on; the one in force on a booking's Dhaka day prices it. */
export const rateCardSchema = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  merchantEmail: z.string(),
  merchantName: z.string().nullable(),
  effectiveFrom: z.string(),
  cells: z.record(z.string(), z.number()),
  createdAt: z.string(),
});
export type RateCard = z.infer<typeof rateCardSchema>;

/** Which rate card priced a quote or a parcel (null: the list tariff). */
export const rateCardRefSchema = z.object({ id: z.number().int(), effectiveFrom: z.string() }).nullable();

export const effectiveFromMessage = 'A rate card takes effect from today or a later day.';

/** POST /api/admin/rate-cards: a merchant's new prices from a day on (history is kept). */
export const createRateCardSchema = z.object({
  merchantEmail: z
    .string({ error: 'Enter the merchant’s email.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter the merchant’s email.')),
  effectiveFrom: z
    .string({ error: holidayDateMessage })
    .trim()
    .regex(isoDate, holidayDateMessage)
    .refine(isRealDay, holidayDateMessage),
  cells: rateCardCellsSchema,
});
export type CreateRateCardInput = z.infer<typeof createRateCardSchema>;

export const rateCardListQuerySchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().toLowerCase().pipe(z.email('Enter the merchant’s email.')).optional(),
  ),
});

/** GET /api/rate-card: the caller's prices in force today. */
export const myTariffSchema = z.object({ rateCard: rateCardRefSchema, tariff: tariffSchema });
export type MyTariff = z.infer<typeof myTariffSchema>;

/** GET /api/quote's answer: the price, how it is made up, and when the parcel will arrive. */
export const quoteAnswerSchema = z.object({
  zone: z.enum(zones),
  /** The first kilogram: the zone's base plus the type's surcharge. */
  base: z.number(),
  codCharge: z.number(),
  total: z.number(),
  currency: z.literal('BDT'),
  weightGrams: z.number().int(),
  deliveryType: z.enum(deliveryTypes),
  breakdown: z.object({
    zoneBase: z.number(),
    typeSurcharge: z.number(),
    weightCharge: z.number(),
    expressCharge: z.number(),
    codCharge: z.number(),
  }),
  returnCharge: z.number(),
  /** The Asia/Dhaka day the parcel is promised for, if booked now. */
  promisedDate: z.string(),
  rateCard: rateCardRefSchema,
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
