import type { addHubStaffSchema, HubPosition, HubRider, HubStaffMember } from '@desh/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findAssignableRider } from '../riders/riders.service.ts';
import { changeRoleIfCurrent, findUserRecordByEmail } from '../users/users.service.ts';
import { assertHubVisible } from './hub-scope.ts';
import { requireHub } from './hubs.service.ts';
import {
  deleteStaff,
  hubIdsOfUser,
  listHubRiders,
  listStaff,
  lockStaffOf,
  upsertHubRider,
  upsertStaff,
} from './staff.repository.ts';

const noSuchAccount = 'No account has this email. Ask them to sign up first.';
const adminCannotBeStaff = 'An admin cannot be hub staff.';
const riderCannotBeStaff = 'A rider cannot be hub staff. Their rider role would be lost.';
const roleChangedMeanwhile = 'This account’s role changed meanwhile. Try again.';
const notOnStaff = 'This person is not on the hub’s staff.';
const noSuchRider = 'No approved rider has this id.';
const hubClosed = 'This hub is closed.';

export async function listStaffOf(db: Db, caller: AuthSession, hubId: string): Promise<HubStaffMember[]> {
  await requireHub(db, hubId);
  await assertHubVisible(db, caller, hubId);
  return (await listStaff(db, hubId)).map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    position: row.position,
    since: row.createdAt.toISOString(),
  }));
}

/**
 * Puts an existing account on a hub's staff (or changes its position there) and gives it the hub
 * role. Admins and riders keep their roles: they are refused rather than silently demoted.
 */
export async function addStaff(
  db: Db,
  caller: AuthSession,
  hubId: string,
  input: z.output<typeof addHubStaffSchema>,
): Promise<{ userId: string; staff: HubStaffMember[] }> {
  await requireHub(db, hubId);
  const user = await findUserRecordByEmail(db, input.email);
  if (!user) throw notFound(noSuchAccount);
  if (user.role === 'admin') throw conflict(adminCannotBeStaff);
  if (user.role === 'rider') throw conflict(riderCannotBeStaff);
  await db.transaction(async (tx) => {
    await lockStaffOf(tx, user._id);
    await upsertStaff(tx, { hubId, userId: user._id, position: input.position });
    if (!(await changeRoleIfCurrent(tx, user._id, 'hub', ['customer', 'hub']))) {
      throw conflict(roleChangedMeanwhile);
    }
  });
  return { userId: user._id, staff: await listStaffOf(db, caller, hubId) };
}

/** Takes someone off a hub's staff; with no hub left they are a customer again. */
export async function removeStaff(db: Db, hubId: string, userId: string): Promise<void> {
  await requireHub(db, hubId);
  await db.transaction(async (tx) => {
    await lockStaffOf(tx, userId);
    if (!(await deleteStaff(tx, hubId, userId))) throw notFound(notOnStaff);
    if ((await hubIdsOfUser(tx, userId)).length === 0) {
      await changeRoleIfCurrent(tx, userId, 'customer', ['hub']);
    }
  });
}

export async function listRidersOf(db: Db, caller: AuthSession, hubId: string): Promise<HubRider[]> {
  await requireHub(db, hubId);
  await assertHubVisible(db, caller, hubId);
  return listHubRiders(db, hubId);
}

/** An approved rider works from this hub from now on (its pickups and deliveries become theirs). */
export async function assignRiderHub(db: Db, riderId: string, hubId: string): Promise<HubRider[]> {
  const hub = await requireHub(db, hubId);
  if (!hub.active) throw conflict(hubClosed);
  if (!(await findAssignableRider(db, riderId))) throw notFound(noSuchRider);
  await upsertHubRider(db, riderId, hubId);
  return listHubRiders(db, hubId);
}

/** An invited person joins a hub's staff, in the caller's transaction (the invite has set the hub role). */
export async function putOnStaffIn(
  tx: Tx,
  userId: string,
  hubId: string,
  position: HubPosition,
): Promise<void> {
  await lockStaffOf(tx, userId);
  await upsertStaff(tx, { hubId, userId, position });
}

/** An invited rider works from this hub, in the caller's transaction. */
export async function placeRiderIn(tx: Tx, riderId: string, hubId: string): Promise<void> {
  await upsertHubRider(tx, riderId, hubId);
}
