import crypto from 'node:crypto';
import {
  type ApprovedRider,
  type ModifiedCount,
  normalizeBdMobile,
  type Rider,
  type RiderApplicationData,
  type RiderStatus,
  type VehicleType,
} from '@desh/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { changeRoleIfCurrent } from '../users/users.service.ts';
import {
  approvedRiderIdsOfUser,
  findActiveRiderForUser,
  findApprovedRider,
  findApprovedRiderOfUser,
  findLatestRiderForUser,
  findRiderById,
  insertApprovedRider,
  insertRider,
  listApprovedRiders,
  listRidersByStatus,
  type RiderRow,
  reviewPendingRider,
} from './riders.repository.ts';

const maxListed = 500;

export function toRider(row: RiderRow): Rider {
  return {
    _id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    region: row.region,
    vehicleType: row.vehicleType,
    name: row.name,
    email: row.email,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNote: row.reviewNote,
  };
}

const alreadyApplied = (status: RiderRow['status'] | undefined) =>
  conflict(
    status === 'approved'
      ? 'You are already an approved rider.'
      : 'You have already applied to be a rider. Your application is waiting for review.',
  );

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** One pending or approved application per person: checked first, and by the unique index for races. */
export async function applyAsRider(db: Db, caller: AuthSession, input: RiderApplicationData): Promise<Rider> {
  const existing = await findActiveRiderForUser(db, caller.user.id);
  if (existing) throw alreadyApplied(existing.status);
  try {
    const row = await insertRider(db, {
      id: crypto.randomUUID(),
      userId: caller.user.id,
      fullName: input.fullName,
      phone: normalizeBdMobile(input.phone),
      region: input.region,
      vehicleType: input.vehicleType,
      name: caller.user.name,
      email: caller.user.email,
      status: 'pending',
    });
    return toRider(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findActiveRiderForUser(db, caller.user.id);
    throw alreadyApplied(winner?.status);
  }
}

export async function listApplications(db: Db, status: RiderStatus): Promise<Rider[]> {
  return (await listRidersByStatus(db, status, maxListed)).map(toRider);
}

/** null when the caller has never applied: an ordinary state, not an error. */
export async function getOwnApplication(db: Db, caller: AuthSession): Promise<Rider | null> {
  const row = await findLatestRiderForUser(db, caller.user.id);
  return row ? toRider(row) : null;
}

export async function listAssignableRiders(db: Db, district?: string): Promise<ApprovedRider[]> {
  const rows = await listApprovedRiders(db, district);
  return rows.map((row) => ({
    _id: row.id,
    name: row.fullName,
    region: row.region,
    vehicleType: row.vehicleType,
    activeParcels: row.activeParcels,
  }));
}

async function notPendingError(db: Db, id: string) {
  const row = await findRiderById(db, id);
  return row
    ? new AppError(
        409,
        'RIDER_APPLICATION_DECIDED',
        `This application is already ${row.status}.`,
        undefined,
        {
          decision: row.status,
        },
      )
    : notFound('No such rider application.');
}

/**
 * Approval and the role change commit together. A customer becomes a rider; an admin who applied
 * keeps the admin role, which can do everything a rider can.
 */
export async function approveRider(
  db: Db,
  reviewer: AuthSession,
  id: string,
): Promise<ModifiedCount & { applicantId: string }> {
  const approved = await db.transaction(async (tx) => {
    const row = await reviewPendingRider(tx, id, {
      status: 'approved',
      reviewedBy: reviewer.user.id,
      reviewNote: null,
    });
    if (row) await changeRoleIfCurrent(tx, row.userId, 'rider', ['customer']);
    return row;
  });
  if (!approved) throw await notPendingError(db, id);
  return { modifiedCount: 1, applicantId: approved.userId };
}

export async function rejectRider(
  db: Db,
  reviewer: AuthSession,
  id: string,
  reason: string | undefined,
): Promise<ModifiedCount> {
  const row = await reviewPendingRider(db, id, {
    status: 'rejected',
    reviewedBy: reviewer.user.id,
    reviewNote: reason || null,
  });
  if (!row) throw await notPendingError(db, id);
  return { modifiedCount: 1 };
}

/**
 * The rider ids (application ids) through which the caller carries parcels now: none unless their
 * current role is rider, so a rider set back to customer loses the parcels they were assigned at once.
 */
export async function riderIdsOf(db: Db, caller: AuthSession): Promise<string[]> {
  if (roleOf(caller) !== 'rider') return [];
  return approvedRiderIdsOfUser(db, caller.user.id);
}

/** An approved rider who may take parcels, or undefined. */
export async function findAssignableRider(db: Db, id: string): Promise<Rider | undefined> {
  const row = await findApprovedRider(db, id);
  return row ? toRider(row) : undefined;
}

export async function hasApprovedApplication(db: Db, userId: string): Promise<boolean> {
  return (await approvedRiderIdsOfUser(db, userId)).length > 0;
}

/**
 * An invited rider's application, approved at once by the admin who invited them (the invite is the
 * review), in the caller's transaction; answers the rider id. An account that already has an approved
 * one keeps it.
 */
export async function approvedApplicationForInvite(
  tx: Tx,
  invite: {
    userId: string;
    name: string;
    email: string;
    phone: string;
    region: string;
    vehicleType: VehicleType;
    adminId: string;
  },
): Promise<string> {
  const existing = await findApprovedRiderOfUser(tx, invite.userId);
  if (existing) return existing;
  return insertApprovedRider(tx, {
    id: crypto.randomUUID(),
    userId: invite.userId,
    fullName: invite.name,
    phone: invite.phone,
    region: invite.region,
    vehicleType: invite.vehicleType,
    name: invite.name,
    email: invite.email,
    status: 'approved',
    reviewedAt: new Date(),
    reviewedBy: invite.adminId,
    reviewNote: 'Invited by head office',
  });
}
