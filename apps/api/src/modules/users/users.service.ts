import type { Role, UserRecord } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import {
  findUserByEmail,
  findUserById,
  findUserIdsMatching,
  listUsers,
  setUserRoleIfCurrent,
  touchLastLogIn,
  type UserRow,
} from './users.repository.ts';

export function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    image: row.image,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    last_log_in: row.lastLogIn?.toISOString() ?? null,
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function getUserRecord(db: Db, caller: AuthSession, email: string): Promise<UserRecord> {
  if (!sameEmail(caller.user.email, email) && roleOf(caller) !== 'admin') {
    throw forbidden('You can only read your own user record.');
  }
  const row = await findUserByEmail(db, email);
  if (!row) throw notFound('No user has that email.');
  return toUserRecord(row);
}

/**
 * The spec's POST /users "saves the user record" after sign-up and sign-in. Better Auth already
 * created the row, so this records the log-in time; whatever role the body claims is ignored.
 */
export async function saveOwnUserRecord(db: Db, caller: AuthSession, email?: string): Promise<UserRecord> {
  if (email && !sameEmail(caller.user.email, email))
    throw forbidden('You can only save your own user record.');
  const row = await touchLastLogIn(db, caller.user.id);
  if (!row) throw notFound('Your account no longer exists.');
  return toUserRecord(row);
}

export async function listUserRecords(
  db: Db,
  query: { search?: string | undefined; page: number; limit: number },
): Promise<{ users: UserRecord[]; total: number }> {
  const { rows, total } = await listUsers(db, {
    search: query.search || undefined,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { users: rows.map(toUserRecord), total };
}

/** The user with this email (any case), or undefined. */
export async function findUserRecordByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const row = await findUserByEmail(db, email);
  return row ? toUserRecord(row) : undefined;
}

export async function findUserRecordById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await findUserById(db, id);
  return row ? toUserRecord(row) : undefined;
}

/**
 * Sets a user's role, but only while it still is one of `from`; undefined when it was not (or the
 * user does not exist). Pass a transaction to change the role together with other rows.
 */
export async function changeRoleIfCurrent(
  db: Db,
  id: string,
  role: Role,
  from: Role[],
): Promise<UserRecord | undefined> {
  const row = await setUserRoleIfCurrent(db, id, role, from);
  return row ? toUserRecord(row) : undefined;
}

export { findUserIdsMatching };
