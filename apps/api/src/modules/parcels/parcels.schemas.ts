import {
  createParcelSchema,
  dayRangeInOrder,
  linkedParcelSchema,
  parcelListFilterShape,
  parcelSchema,
} from '@desh/shared';
import { resolveUpazilas } from '@desh/shared/areas';
import { z } from 'zod';

export const defaultPageSize = 20;
export const maxPageSize = 100;
/** X-Total-Count stops counting here, so the count costs the same for 10 k or 1 M parcels. */
export const totalCountCap = 10_000;

// An empty `email=` means the caller's own, like no email at all.
const senderEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')).optional(),
);

/** Query string of GET /api/parcels/export: whose parcels, and which of them. */
export const parcelExportQuerySchema = z
  .object({ email: senderEmail, ...parcelListFilterShape })
  .refine(...dayRangeInOrder);
export type ParcelExportQuery = z.infer<typeof parcelExportQuerySchema>;

/** Query string of GET /api/parcels: whose parcels, which of them, and which page. */
export const parcelListQuerySchema = z
  .object({
    email: senderEmail,
    ...parcelListFilterShape,
    page: z.coerce
      .number({ error: 'Page must be a whole number from 1.' })
      .int('Page must be a whole number from 1.')
      .min(1, 'Page must be a whole number from 1.')
      .max(1_000_000, 'Page is too large.')
      .default(1),
    limit: z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${maxPageSize}.` })
      .int(`Limit must be a whole number from 1 to ${maxPageSize}.`)
      .min(1, `Limit must be a whole number from 1 to ${maxPageSize}.`)
      .max(maxPageSize, `Limit must be a whole number from 1 to ${maxPageSize}.`)
      .default(defaultPageSize),
  })
  .refine(...dayRangeInOrder);
export type ParcelListQuery = z.infer<typeof parcelListQuerySchema>;

export const parcelIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(100),
});

/**
 * GET /api/parcels/:id adds the sender's name, which the shipping label prints, and the parcels linked
 * to it (its return parcel, or the parcel a return came back from).
 */
export const parcelDetailSchema = parcelSchema.extend({
  senderName: z.string().nullable(),
  linkedParcels: z.array(linkedParcelSchema),
});
export type ParcelDetail = z.infer<typeof parcelDetailSchema>;

/**
 * What a printed label needs beyond the parcel (issue 61 item 4, issue 63 item 10): the barcode's text
 * (tracking ID and the label's check code, shown only to those who may print the label), the sender as
 * the receiver and hubs know it (the store; the account holder only without one) and the destination
 * hub whose sort code a hub operator reads.
 */
export const parcelLabelSchema = z.object({
  barcode: z.string(),
  checkCode: z.string(),
  sender: z.object({ name: z.string(), phone: z.string().nullable() }),
  destinationHub: z.object({ code: z.string(), name: z.string(), nameBn: z.string() }).nullable(),
});
export type ParcelLabel = z.infer<typeof parcelLabelSchema>;

const bookingAreas = [
  { district: 'pickupDistrict', upazila: 'pickupUpazila' },
  { district: 'deliveryDistrict', upazila: 'deliveryUpazila' },
] as const;

/** POST /parcels: the form's schema, then each upazila checked against its district (names read as ids). */
export const createParcelBodySchema = createParcelSchema.transform((body, ctx) =>
  resolveUpazilas(body, bookingAreas, ctx),
);
