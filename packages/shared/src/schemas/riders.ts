import { z } from 'zod';
import { districtIds } from '../constants/districts.ts';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { riderStatuses, vehicleTypes } from '../constants/vehicles.ts';
import { districtInput } from './districts.ts';
import { requiredText } from './fields.ts';
import { bdMobileSchema } from './phone.ts';

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

export const chooseDistrictMessage = 'Choose a district from the list.';
export const vehicleTypeMessage = `Vehicle type must be one of: ${vehicleTypes.join(', ')}.`;

/**
 * The Be A Rider form and POST /riders body; the required messages are the spec's, to the letter.
 * Name, email, status and appliedAt come from the session and the server, never from this body.
 */
export const riderApplicationSchema = z.object({
  fullName: requiredText('Full name is required', 100),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .pipe(bdMobileSchema),
  // The spec's contract takes free text here: "Dhaka", "ঢাকা" or "Chittagong" is stored as its id.
  region: districtInput(
    z.enum(districtIds, {
      error: (issue) => (isBlank(issue.input) ? 'Region is required' : chooseDistrictMessage),
    }),
  ),
  vehicleType: z.enum(vehicleTypes, {
    error: (issue) => (isBlank(issue.input) ? 'Vehicle type is required' : vehicleTypeMessage),
  }),
});
export type RiderApplicationInput = z.input<typeof riderApplicationSchema>;
export type RiderApplicationData = z.output<typeof riderApplicationSchema>;

export const riderStatusSchema = z.enum(riderStatuses);

/** A rider application as the API answers it. */
export const riderSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phone: z.string(),
  region: z.string(),
  vehicleType: z.enum(vehicleTypes),
  name: z.string(),
  email: z.string(),
  status: riderStatusSchema,
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type Rider = z.infer<typeof riderSchema>;

export const ridersQuerySchema = z.object({ status: riderStatusSchema.default('pending') });

/** One entry of the Assign Rider dropdown. */
export const approvedRiderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  region: z.string(),
  vehicleType: z.enum(vehicleTypes),
  activeParcels: z.number().int(),
});
export type ApprovedRider = z.infer<typeof approvedRiderSchema>;

export const approvedRidersQuerySchema = z.object({
  district: z.enum(districtIds, { error: chooseDistrictMessage }).optional(),
});

/** The body is optional: a rejection without a reason is fine. */
export const rejectRiderSchema = z
  .object({ reason: z.string().trim().max(300, 'Please keep this under 300 characters.').optional() })
  .nullish();

/** The spec's answer to approve and assign: a truthy modifiedCount means it happened. */
export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export type ModifiedCount = z.infer<typeof modifiedCountSchema>;

export const entityIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const assignRiderSchema = z.object({
  riderId: z.string({ error: 'Choose a rider.' }).trim().min(1, 'Choose a rider.').max(100),
});
export type AssignRiderInput = z.infer<typeof assignRiderSchema>;

export const failedReasonMessage = 'Please give a reason for the failed delivery.';

/** A rider's (or an admin's) status change; a failed delivery always carries its reason. */
export const parcelStatusChangeSchema = z
  .object({
    status: z.enum(parcelStatuses, { error: `Status must be one of: ${parcelStatuses.join(', ')}.` }),
    note: z.string().trim().max(300, 'Please keep this under 300 characters.').optional(),
  })
  .refine((body) => body.status !== 'failed' || Boolean(body.note), {
    message: failedReasonMessage,
    path: ['note'],
  });
export type ParcelStatusChange = z.infer<typeof parcelStatusChangeSchema>;
