import { z } from 'zod';
import { chooseUpazilaMessage } from '../areas/messages.ts';
import { type CodMode, codModeMessage, codModes } from '../constants/cod-split.ts';
import { returnLegKinds, smsLanguages } from '../constants/delivery.ts';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { parcelTypes, paymentMethods } from '../constants/parcel-types.ts';
import {
  checkWeightAndExpress,
  deliveryTypes,
  maxCodAmount,
  maxWeightGrams,
  weightMessage,
} from '../constants/pricing.ts';
import { trackingIdMessage, trackingIdPattern } from '../constants/tracking-id.ts';
import { districtIdSchema, districtInput } from './districts.ts';
import { requiredText } from './fields.ts';
import { receiverPhoneSchema } from './phone.ts';
import { chooseDistrictMessage } from './riders.ts';

/** Letters, digits and - _ . / # : printable and safe to show on a label. */
export const merchantOrderIdSchema = z
  .string({ error: 'Merchant order ID must be text' })
  .trim()
  .min(1, 'Merchant order ID cannot be blank')
  .max(64, 'Merchant order ID must be at most 64 characters')
  .regex(/^[A-Za-z0-9_\-./#]+$/, 'Merchant order ID may use letters, digits and - _ . / # only');

/** An upazila field before it is matched to its district: an id or a name (the server checks the pair). */
const areaText = z
  .string({ error: chooseUpazilaMessage })
  .trim()
  .max(80, 'Please keep this under 80 characters.');

const optionalDistrict = z.union([z.literal(''), districtIdSchema], { error: chooseDistrictMessage });

export const deliveryFeeRequiredMessage = 'Delivery fee is required';
/**
 * What a booking form shows by its read-only fee while there is no price yet, instead of the
 * spec's "Delivery fee is required": the person cannot type a fee, only choose what prices it.
 */
export const feeWaitsForQuoteMessage = 'The price shows once the parcel type is chosen.';

export const exchangeItemMessage = 'Describe the item the rider collects back.';
const exchangeFlagMessage = 'Exchange must be true or false.';

/** An empty choice is missing (the spec's message); anything else is a value outside the list, and says so. */
function choiceMessage(input: unknown, messages: { missing: string; outside: string }): string {
  return input === undefined || input === null || input === '' ? messages.missing : messages.outside;
}
export const parcelTypeMessages = {
  missing: 'Parcel type is required',
  outside: `Parcel type must be one of: ${parcelTypes.join(', ')}.`,
};
export const paymentMethodMessages = {
  missing: 'Payment method is required',
  outside: `Payment method must be one of: ${paymentMethods.join(', ')}.`,
};

export const amountToCollectMessage = `Amount to collect must be a number of taka from 0 to ${maxCodAmount.toLocaleString('en-US')}.`;
export const amountToCollectRequiredMessage = 'Enter the amount to collect, all in (0 for free delivery).';
export const codAmountNotAllInMessage =
  'Send amountToCollect (all in) with codMode fee_from_payout, not codAmount.';
export const amountToCollectNotAddedMessage =
  'Send codAmount (the goods value) with codMode add_fee_to_receiver, not amountToCollect.';

/**
 * The booking's cash fields name their mode: `amountToCollect` belongs to `fee_from_payout`, `codAmount`
 * to `add_fee_to_receiver`; a COD booking in `fee_from_payout` says its all-in amount.
 */
function checkCodMode(
  body: {
    paymentMethod?: string;
    codMode?: CodMode | undefined;
    codAmount?: number | undefined;
    amountToCollect?: number | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (body.codMode === 'fee_from_payout') {
    if (body.codAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['codAmount'], message: codAmountNotAllInMessage });
    } else if (body.paymentMethod === 'cod' && body.amountToCollect === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountToCollect'], message: amountToCollectRequiredMessage });
    }
  } else if (body.codMode === 'add_fee_to_receiver' && body.amountToCollect !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['amountToCollect'], message: amountToCollectNotAddedMessage });
  } else if (
    body.codMode === undefined &&
    body.codAmount !== undefined &&
    body.amountToCollect !== undefined
  ) {
    ctx.addIssue({ code: 'custom', path: ['amountToCollect'], message: amountToCollectNotAddedMessage });
  }
}

/** The Book a Parcel form and POST /parcels body; messages are the spec's, to the letter. */
export const createParcelSchema = z
  .object({
    parcelTitle: requiredText('Parcel title is required', 120),
    receiverName: requiredText('Receiver name is required', 100),
    pickupAddress: requiredText('Pickup address is required', 300),
    deliveryAddress: requiredText('Delivery address is required', 300),
    parcelType: z.enum(parcelTypes, { error: (issue) => choiceMessage(issue.input, parcelTypeMessages) }),
    deliveryFee: z
      .number({ error: deliveryFeeRequiredMessage })
      .min(1, 'Fee must be at least 1')
      .max(100_000, 'Fee must be at most 100000'),
    paymentMethod: z.enum(paymentMethods, {
      error: (issue) => choiceMessage(issue.input, paymentMethodMessages),
    }),
    // Beyond the spec's seven fields: the receiver's phone, required for every booking (the rider calls it,
    // the receiver's SMS, code and link go to it); optional: districts for the quote and the value of the
    // goods a cash-on-delivery rider collects.
    receiverPhone: receiverPhoneSchema,
    /** The language of the receiver's SMS: Bangla unless they read English. */
    receiverLanguage: z.enum(smsLanguages, { error: 'Choose Bangla or English.' }).optional(),
    // Districts are read as people write them ("Dhaka", "ঢাকা", "Chittagong") and stored as ids.
    pickupDistrict: districtInput(optionalDistrict).optional(),
    deliveryDistrict: districtInput(optionalDistrict).optional(),
    /**
     * The goods' value, in taka: the receiver pays it plus the delivery charge (`codMode`
     * `add_fee_to_receiver`, the meaning it always had). Sent without `codMode`, that is the mode.
     */
    codAmount: z
      .number({ error: 'COD amount must be a number' })
      .min(0, 'COD amount cannot be negative')
      .max(maxCodAmount, 'COD amount is too large')
      .optional(),
    /**
     * How the cash is split: `add_fee_to_receiver` (the receiver pays `codAmount` + the delivery charge)
     * or `fee_from_payout` (the receiver pays `amountToCollect`, all in; the charge comes off the payout).
     * Absent: `fee_from_payout` when `amountToCollect` is sent, `add_fee_to_receiver` when `codAmount` is,
     * else the default of the store named by `storeId`, else `add_fee_to_receiver` (the old meaning).
     */
    codMode: z.enum(codModes, { error: codModeMessage }).optional(),
    /** The one amount, all in, the receiver pays, in taka (`codMode` `fee_from_payout`); 0 is free delivery. */
    amountToCollect: z
      .number({ error: amountToCollectMessage })
      .min(0, amountToCollectMessage)
      .max(maxCodAmount, amountToCollectMessage)
      .optional(),
    /** The shop's own order number: unique per merchant, so sending it again returns the first parcel. */
    merchantOrderId: z.union([z.literal(''), merchantOrderIdSchema]).optional(),
    // An upazila or thana of its district (id or name; the server checks the pair), and the merchant's
    // store the pickup address came from.
    pickupUpazila: areaText.optional(),
    deliveryUpazila: areaText.optional(),
    storeId: z.string({ error: 'Choose one of your stores.' }).trim().max(100).optional(),
    /** Grams; the parcel type's default weight when absent (docs/decisions/020). */
    weightGrams: z
      .number({ error: weightMessage })
      .int(weightMessage)
      .min(1, weightMessage)
      .max(maxWeightGrams, weightMessage)
      .optional(),
    /** Regular unless express, which only runs inside one city or across the Dhaka metro. */
    deliveryType: z
      .enum(deliveryTypes, { error: `Delivery type must be one of: ${deliveryTypes.join(', ')}.` })
      .optional(),
    /**
     * An exchange: the rider delivers this parcel and, at the same visit, collects the old item described
     * in `exchangeItem`, which travels back to the merchant as a return parcel of its own.
     */
    exchange: z.boolean({ error: exchangeFlagMessage }).optional(),
    exchangeItem: z
      .string({ error: exchangeItemMessage })
      .trim()
      .max(200, 'Please keep this under 200 characters.')
      .optional(),
  })
  .superRefine((body, ctx) => {
    // A store's district is only known to the server, which checks express again.
    checkWeightAndExpress(body, ctx);
    checkCodMode(body, ctx);
    if (body.exchange && !body.exchangeItem) {
      ctx.addIssue({ code: 'custom', path: ['exchangeItem'], message: exchangeItemMessage });
    }
  });
export type CreateParcelInput = z.infer<typeof createParcelSchema>;

export const parcelStatusSchema = z.enum(parcelStatuses);

/** A parcel as the API answers it. */
export const parcelSchema = z.object({
  _id: z.string(),
  trackingId: z.string(),
  parcelTitle: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string().nullable(),
  pickupAddress: z.string(),
  deliveryAddress: z.string(),
  pickupDistrict: z.string().nullable(),
  deliveryDistrict: z.string().nullable(),
  pickupUpazila: z.string().nullable(),
  deliveryUpazila: z.string().nullable(),
  storeId: z.string().nullable(),
  parcelType: z.enum(parcelTypes),
  deliveryFee: z.number(),
  paymentMethod: z.enum(paymentMethods),
  /** The amount the shop entered: the goods' value (`add_fee_to_receiver`) or the all-in amount (`fee_from_payout`). */
  codAmount: z.number(),
  /** How the cash is split (`codSplit` in packages/shared). */
  codMode: z.enum(codModes),
  /** What the parcel adds to the shop's payout once delivered: collected minus the fee (negative: a charge). */
  payoutAmount: z.number(),
  merchantOrderId: z.string().nullable(),
  /** Grams, as booked (the type's default when the booking sent none); null before weights. */
  weightGrams: z.number().nullable(),
  deliveryType: z.enum(deliveryTypes),
  /** The Asia/Dhaka day promised at booking (null for parcels booked before promises). */
  promisedDate: z.string().nullable(),
  /** The fee's parts in taka as quoted at booking (null before breakdowns were kept). */
  feeBreakdown: z
    .object({
      zoneBase: z.number(),
      typeSurcharge: z.number(),
      weightCharge: z.number(),
      expressCharge: z.number(),
      codCharge: z.number(),
    })
    .nullable(),
  /** What a return of this parcel costs its merchant, fixed at booking. */
  returnCharge: z.number(),
  /** What the rider collects from the receiver: goods + fee (`add_fee_to_receiver`), the all-in amount (`fee_from_payout`), nothing for prepaid. */
  amountToCollect: z.number(),
  senderEmail: z.string(),
  status: parcelStatusSchema,
  riderId: z.string().nullable(),
  bookingTime: z.string(),
  updatedAt: z.string(),
  /** An exchange: the old item the rider collects back at the delivery (null for a plain delivery). */
  exchangeItem: z.string().nullable(),
  /**
   * A return parcel (the rest of a partial delivery, or an exchange's old item) names the parcel it
   * comes back from and why; null for every parcel a merchant booked.
   */
  returnOfParcelId: z.string().nullable(),
  returnKind: z.enum(returnLegKinds).nullable(),
});
export type Parcel = z.infer<typeof parcelSchema>;

/**
 * A parcel linked to another (docs/decisions/022): seen from an outbound parcel, its `return` parcel;
 * seen from a return parcel, the `outbound` one it came back from. `kind` says why the return exists.
 */
export const linkedParcelSchema = z.object({
  _id: z.string(),
  trackingId: z.string(),
  status: parcelStatusSchema,
  relation: z.enum(['return', 'outbound']),
  kind: z.enum(returnLegKinds),
});
export type LinkedParcel = z.infer<typeof linkedParcelSchema>;

export const parcelEventSchema = z.object({
  id: z.number(),
  fromStatus: parcelStatusSchema.nullable(),
  toStatus: parcelStatusSchema,
  note: z.string().nullable(),
  actorRole: z.string().nullable(),
  createdAt: z.string(),
});
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

export const trackingIdParamSchema = z.object({
  trackingId: z.string().trim().regex(trackingIdPattern, trackingIdMessage),
});
