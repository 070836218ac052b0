import { z } from 'zod';
import { hubPositions } from '../constants/network.ts';
import { vehicleTypes } from '../constants/vehicles.ts';
import { bdMobileSchema, normalizeBdMobile } from './phone.ts';

/** Head office manages people: suspends and reactivates accounts, and invites riders and hub staff by phone. */

export const suspendReasonMessage = 'Say why, in a few words (at least 3 characters).';
export const suspendSelfMessage = 'You cannot suspend your own account.';
export const suspendAdminMessage = 'An admin cannot be suspended; remove the admin role first.';
export const alreadySuspendedMessage = 'This account is already suspended.';
export const notSuspendedMessage = 'This account is not suspended.';
export const accountSuspendedMessage = 'This account is suspended. Ask head office.';
export const inviteAdminMessage = 'This number belongs to an admin.';
export const inviteRoleTakenMessage =
  'This number belongs to someone with another role; change it on the Users page first.';
export const inviteVehicleMessage = 'Choose the rider’s vehicle.';
export const inviteNameMessage = 'Enter the person’s name.';
export const hubClosedInviteMessage = 'This hub is closed.';

export const suspendUserSchema = z.object({
  reason: z.string().trim().min(3, suspendReasonMessage).max(500, suspendReasonMessage),
});

export const inviteRoles = ['rider', 'hub'] as const;

export const invitePersonSchema = z
  .object({
    phone: bdMobileSchema.transform(normalizeBdMobile),
    name: z.string().trim().min(2, inviteNameMessage).max(100, inviteNameMessage),
    role: z.enum(inviteRoles),
    hubId: z.string().trim().min(1).max(64),
    position: z.enum(hubPositions).default('operator'),
    vehicleType: z.enum(vehicleTypes).optional(),
  })
  .refine((invite) => invite.role !== 'rider' || invite.vehicleType !== undefined, {
    message: inviteVehicleMessage,
    path: ['vehicleType'],
  });
export type InvitePerson = z.input<typeof invitePersonSchema>;

export const inviteResultSchema = z.object({
  userId: z.string(),
  /** false: the number already had an account, which now has the role and hub. */
  created: z.boolean(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;
