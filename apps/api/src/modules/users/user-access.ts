import crypto from 'node:crypto';
import type { AdminUser, Role } from '@desh/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { listUsers, type UserRow } from './users.repository.ts';

/** A user as the admin's Users page lists them. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    phone: row.phoneNumber,
    suspended: row.suspendedAt !== null,
  };
}

export async function listAdminUsers(
  db: Db,
  query: { search?: string | undefined; page: number; limit: number },
): Promise<{ users: AdminUser[]; total: number }> {
  const { rows, total } = await listUsers(db, {
    search: query.search || undefined,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { users: rows.map(toAdminUser), total };
}

export async function findAdminUser(db: Db | Tx, id: string): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toAdminUser(row) : undefined;
}

/**
 * Suspends an account and ends every session it has, in one transaction (the sessions trigger tells
 * every process). False when it was already suspended.
 */
export async function suspendAccount(tx: Tx, userId: string, reason: string): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ suspendedAt: new Date(), suspendedReason: reason, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}

/** Lifts a suspension; false when the account was not suspended. */
export async function reactivateAccount(tx: Tx, userId: string): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The account that signs in with this number, if any. */
export async function findUserByPhone(db: Db | Tx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone));
  return row;
}

/**
 * An account made for an invited person: it signs in with an SMS code to `phone` (the phone-number
 * sign-in finds it by the number) and has its role from the first sign-in. No password, and an address
 * under `.invalid` like every phone account (lib/phone-auth.ts).
 */
export async function createInvitedAccount(
  tx: Tx,
  invite: { phone: string; name: string; role: Role },
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      name: invite.name,
      email: `${crypto.randomUUID()}@phone.invalid`,
      role: invite.role,
      phoneNumber: invite.phone,
      phoneNumberVerified: false,
    })
    .returning();
  if (!row) throw new Error('invited account insert returned nothing');
  return row;
}

/** Sets the role of an account inside the caller's transaction. */
export async function setRoleIn(tx: Tx, userId: string, role: Role): Promise<void> {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}
