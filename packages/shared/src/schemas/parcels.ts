import { z } from 'zod';
import { smsLanguages } from '../constants/delivery.ts';
import { districtIdSchema, districtInput } from '../constants/districts.ts';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { parcelTypes, paymentMethods } from '../constants/parcel-types.ts';
import { maxCodAmount } from '../constants/pricing.ts';
import { bdMobileSchema } from './phone.ts';
import { chooseDistrictMessage } from './riders.ts';

/** Letters, digits and - _ . / # : printable and safe to show on a label. */
export const merchantOrderIdSchema = z
  .string({ error: 'Merchant order ID must be text' })
  .trim()
  .min(1, 'Merchant order ID cannot be blank')
  .max(64, 'Merchant order ID must be at most 64 characters')
  .regex(/^[A-Za-z0-9_\-./#]+$/, 'Merchant order ID may use letters, digits and - _ . / # only');

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

const areaText = z
  .string({ error: 'Choose an upazila or thana of that district.' })
  .trim()
  .max(80, 'Please keep this under 80 characters.');

const optionalDistrict = z.union([z.literal(''), districtIdSchema], { error: chooseDistrictMessage });

/** The Book a Parcel form and POST /parcels body; messages are the spec's, to the letter. */
export const createParcelSchema = z.object({
  parcelTitle: requiredText('Parcel title is required', 120),
  receiverName: requiredText('Receiver name is required', 100),
  pickupAddress: requiredText('Pickup address is required', 300),
  deliveryAddress: requiredText('Delivery address is required', 300),
  parcelType: z.enum(parcelTypes, { error: 'Parcel type is required' }),
  deliveryFee: z
    .number({ error: 'Delivery fee is required' })
    .min(1, 'Fee must be at least 1')
    .max(100_000, 'Fee must be at most 100000'),
  paymentMethod: z.enum(paymentMethods, { error: 'Payment method is required' }),
  // Beyond the spec's seven fields, all optional: districts for the quote, the receiver's phone for the rider,
  // and the value of the goods a cash-on-delivery rider collects.
  receiverPhone: z.union([z.literal(''), bdMobileSchema]).optional(),
  /** The language of the receiver's SMS: Bangla unless they read English. */
  receiverLanguage: z.enum(smsLanguages, { error: 'Choose Bangla or English.' }).optional(),
  // Districts are read as people write them ("Dhaka", "ঢাকা", "Chittagong") and stored as ids.
  pickupDistrict: districtInput(optionalDistrict).optional(),
  deliveryDistrict: districtInput(optionalDistrict).optional(),
  codAmount: z
    .number({ error: 'COD amount must be a number' })
    .min(0, 'COD amount cannot be negative')
    .max(maxCodAmount, 'COD amount is too large')
    .optional(),
  /** The shop's own order number: unique per merchant, so sending it again returns the first parcel. */
  merchantOrderId: z.union([z.literal(''), merchantOrderIdSchema]).optional(),
  // An upazila or thana of its district (id or name; the server checks the pair), and the merchant's
  // store the pickup address came from.
  pickupUpazila: areaText.optional(),
  deliveryUpazila: areaText.optional(),
  storeId: z.string({ error: 'Choose one of your stores.' }).trim().max(100).optional(),
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
  codAmount: z.number(),
  merchantOrderId: z.string().nullable(),
  /** What the rider collects from the receiver: fee plus goods for COD, nothing for prepaid. */
  amountToCollect: z.number(),
  senderEmail: z.string(),
  status: parcelStatusSchema,
  riderId: z.string().nullable(),
  bookingTime: z.string(),
  updatedAt: z.string(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const parcelEventSchema = z.object({
  id: z.number(),
  fromStatus: parcelStatusSchema.nullable(),
  toStatus: parcelStatusSchema,
  note: z.string().nullable(),
  actorRole: z.string().nullable(),
  createdAt: z.string(),
});
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

export const trackingIdPattern = /^DSH-\d{13,}$/;
/**
 * A tracking ID no parcel has (far longer than a timestamp): the web build prerenders the tracking
 * page with it and the server writes the visitor's validated ID in its place.
 */
export const trackingIdPlaceholder = 'DSH-0000000000000000000000000000';
export const trackingIdParamSchema = z.object({
  trackingId: z.string().trim().regex(trackingIdPattern, 'Tracking IDs look like DSH-1700000000000.'),
});
