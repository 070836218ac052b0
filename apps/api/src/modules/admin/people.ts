import {
  type AdminUser,
  alreadySuspendedMessage,
  hubClosedInviteMessage,
  type InviteResult,
  inviteAdminMessage,
  type invitePersonSchema,
  inviteRoleTakenMessage,
  notSuspendedMessage,
  suspendAdminMessage,
  suspendSelfMessage,
} from '@desh/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireHub } from '../hubs/hubs.service.ts';
import { placeRiderIn, putOnStaffIn } from '../hubs/staff.service.ts';
import { approvedApplicationForInvite } from '../riders/riders.service.ts';
import { queueSms } from '../sms/sms.service.ts';
import {
  createInvitedAccount,
  findAdminUser,
  findUserByPhone,
  reactivateAccount,
  setRoleIn,
  suspendAccount,
} from '../users/user-access.ts';

/** Suspends a rider's, a hub worker's or a customer's account: it cannot sign in, and its sessions end now. */
export async function suspendUser(
  db: Db,
  caller: AuthSession,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  if (userId === caller.user.id) throw conflict(suspendSelfMessage);
  const user = await findAdminUser(db, userId);
  if (!user) throw notFound('No such user.');
  if (user.role === 'admin') throw conflict(suspendAdminMessage);
  await transaction(db, async (tx) => {
    if (!(await suspendAccount(tx, userId, reason))) throw conflict(alreadySuspendedMessage);
  });
  return { ...user, suspended: true };
}

export async function reactivateUser(db: Db, userId: string): Promise<AdminUser> {
  const user = await findAdminUser(db, userId);
  if (!user) throw notFound('No such user.');
  await transaction(db, async (tx) => {
    if (!(await reactivateAccount(tx, userId))) throw conflict(notSuspendedMessage);
  });
  return { ...user, suspended: false };
}

/**
 * Invites a person by phone as a rider or hub staff of one hub, in one step: the account is made (or an
 * existing account with that number, a customer or already this kind of worker, gets the role), placed
 * at the hub, and an SMS says where to sign in. The first sign-in by SMS code has the role and hub.
 */
export async function invitePerson(
  db: Db,
  caller: AuthSession,
  invite: z.output<typeof invitePersonSchema>,
): Promise<InviteResult> {
  const hub = await requireHub(db, invite.hubId);
  if (!hub.active) throw conflict(hubClosedInviteMessage);
  return transaction(db, async (tx) => {
    const existing = await findUserByPhone(tx, invite.phone);
    if (existing?.role === 'admin') throw conflict(inviteAdminMessage);
    if (existing && existing.role !== 'customer' && existing.role !== invite.role) {
      throw conflict(inviteRoleTakenMessage);
    }
    const user =
      existing ??
      (await createInvitedAccount(tx, { phone: invite.phone, name: invite.name, role: invite.role }));
    if (existing) await setRoleIn(tx, existing.id, invite.role);
    if (invite.role === 'hub') {
      await putOnStaffIn(tx, user.id, hub.id, invite.position);
    } else {
      const riderId = await approvedApplicationForInvite(tx, {
        userId: user.id,
        name: invite.name,
        email: user.email,
        phone: invite.phone,
        region: hub.district,
        vehicleType: invite.vehicleType ?? 'motorbike',
        adminId: caller.user.id,
      });
      await placeRiderIn(tx, riderId, hub.id);
    }
    await queueSms(tx, {
      to: invite.phone,
      language: 'bn',
      message: { kind: 'staff_invite', role: invite.role, hub: { name: hub.name, nameBn: hub.nameBn } },
    });
    return { userId: user.id, created: !existing };
  });
}
