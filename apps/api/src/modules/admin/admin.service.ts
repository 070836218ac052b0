import {
  type AdminUser,
  type DashboardStats,
  poishaToTaka,
  type Role,
  roles,
  type UsersQuery,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { failedAttemptsToday } from '../delivery/delivery.service.ts';
import { historyTotals } from '../reports/settled-totals.ts';
import { hasApprovedApplication } from '../riders/riders.service.ts';
import { findAdminUser, listAdminUsers } from '../users/user-access.ts';
import { changeRoleIfCurrent, findUserRecordById } from '../users/users.service.ts';
import { countPastPromised } from './admin.repository.ts';

export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const [pastPromised, history, failedDeliveries] = await Promise.all([
    countPastPromised(db),
    historyTotals(db),
    failedAttemptsToday(db),
  ]);
  return {
    // Today is the series' last day: one reading for the card and the chart.
    todaysBookings: history.bookingsPerDay.at(-1)?.count ?? 0,
    pastPromised,
    failedDeliveries,
    totalCod: poishaToTaka(history.codCollectedPoisha),
    bookingsPerDay: history.bookingsPerDay,
    parcelsByStatus: history.parcelsByStatus,
  };
}

export async function listUsersForAdmin(
  db: Db,
  query: UsersQuery,
): Promise<{ users: AdminUser[]; total: number }> {
  return listAdminUsers(db, query);
}

/**
 * An admin changes someone's role. Nobody removes their own admin role (the last admin could lock
 * everyone out), and the rider role needs an approved rider application behind it.
 */
export async function changeUserRole(
  db: Db,
  caller: AuthSession,
  userId: string,
  role: Role,
): Promise<AdminUser> {
  if (userId === caller.user.id && role !== 'admin') {
    throw conflict('You cannot remove your own admin role.');
  }
  const user = await findUserRecordById(db, userId);
  if (!user) throw notFound('No such user.');
  if (role === 'rider' && !(await hasApprovedApplication(db, userId))) {
    throw conflict('This user has no approved rider application. Approve one first.');
  }
  const updated = await changeRoleIfCurrent(db, userId, role, [...roles]);
  if (!updated) throw notFound('No such user.');
  const listed = await findAdminUser(db, userId);
  if (!listed) throw notFound('No such user.');
  // The role this change wrote: a concurrent change may already have replaced it by the time of the read.
  return { ...listed, role: updated.role };
}
