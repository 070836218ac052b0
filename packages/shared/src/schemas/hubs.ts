import { z } from 'zod';
import { hubKindList, hubPositions } from '../constants/network.ts';
import { hubCodePattern } from '../network/types.ts';
import { districtIdSchema } from './districts.ts';
import { hubRefSchema } from './network.ts';

/**
 * Running the network: the bodies and answers of the admin's hub screens (hubs, coverage, lanes,
 * staff, riders' hubs). The hub data itself and the routing are `@desh/shared/network`.
 */

export const hubCodeMessage = 'Use 1 to 12 capital letters, digits or dashes for the hub code.';
export const hubNameMessage = 'Enter the hub’s name.';
export const hubNameBnMessage = 'Enter the hub’s name in Bangla.';
export const hubAddressMessage = 'Enter the hub’s address.';
export const hubKindsMessage = 'Choose at least one kind of work.';
export const chooseHubMessage = 'Choose a hub.';
export const hubStaffEmailMessage = 'Enter the email address of an existing account.';

const hubKindsSchema = z
  .array(z.enum(hubKindList, { error: hubKindsMessage }))
  .min(1, hubKindsMessage)
  .max(hubKindList.length, hubKindsMessage)
  .refine((kinds) => new Set(kinds).size === kinds.length, hubKindsMessage);

const hubFields = {
  name: z.string().trim().min(2, hubNameMessage).max(80, hubNameMessage),
  nameBn: z.string().trim().min(2, hubNameBnMessage).max(80, hubNameBnMessage),
  address: z.string().trim().min(5, hubAddressMessage).max(200, hubAddressMessage),
  kinds: hubKindsSchema,
};

export const createHubSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(hubCodePattern, hubCodeMessage)),
  district: districtIdSchema,
  ...hubFields,
});
export type CreateHubInput = z.input<typeof createHubSchema>;

export const updateHubSchema = z
  .object({ ...hubFields, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one thing.');
export type UpdateHubInput = z.input<typeof updateHubSchema>;

export const hubSchema = hubRefSchema.extend({
  district: z.string(),
  address: z.string(),
  kinds: z.array(z.enum(hubKindList)),
  active: z.boolean(),
  staffCount: z.number().int(),
  riderCount: z.number().int(),
  /** Areas (upazilas, thanas and district defaults) this hub delivers to or picks up from. */
  areaCount: z.number().int(),
});
export type Hub = z.infer<typeof hubSchema>;

export const hubIdParamSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const coverageQuerySchema = z.object({ district: districtIdSchema.optional() });

export const hubCoverageRowSchema = z.object({
  district: z.string().trim().min(1).max(40),
  /** An upazila or thana id of the district, or '*' (the district's default). */
  upazila: z.string().trim().min(1).max(60),
  lastMileHubId: z.string().trim().min(1, chooseHubMessage).max(64),
  pickupHubId: z.string().trim().min(1, chooseHubMessage).max(64),
});
export type HubCoverageRow = z.infer<typeof hubCoverageRowSchema>;

export const updateCoverageSchema = z.object({
  rows: z.array(hubCoverageRowSchema).min(1, 'Change at least one area.').max(2000),
});
export type UpdateCoverageInput = z.input<typeof updateCoverageSchema>;

export const laneSchema = z.object({
  hubA: z.string().trim().min(1, chooseHubMessage).max(64),
  hubB: z.string().trim().min(1, chooseHubMessage).max(64),
});
export type Lane = z.infer<typeof laneSchema>;

export const laneParamsSchema = z.object({
  a: z.string().trim().min(1).max(64),
  b: z.string().trim().min(1).max(64),
});

export const addHubStaffSchema = z.object({
  email: z.string().trim().max(254, hubStaffEmailMessage).pipe(z.email(hubStaffEmailMessage)),
  position: z.enum(hubPositions, { error: 'Choose manager or operator.' }),
});
export type AddHubStaffInput = z.input<typeof addHubStaffSchema>;

export const hubStaffSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  position: z.enum(hubPositions),
  since: z.string(),
});
export type HubStaffMember = z.infer<typeof hubStaffSchema>;

export const hubStaffParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  userId: z.string().trim().min(1).max(100),
});

export const hubRiderSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  phone: z.string(),
  region: z.string(),
  vehicleType: z.string(),
});
export type HubRider = z.infer<typeof hubRiderSchema>;

export const riderHubParamsSchema = z.object({ riderId: z.string().trim().min(1).max(100) });
export const assignRiderHubSchema = z.object({
  hubId: z.string().trim().min(1, chooseHubMessage).max(64),
});
export type AssignRiderHubInput = z.input<typeof assignRiderHubSchema>;
