import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function touchLastLogIn(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastLogIn: new Date(), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setUserRole(db: Db, id: string, role: UserRow['role']): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Changes the role only while it is one of `from`: a concurrent change in between is never overwritten. */
export async function setUserRoleIfCurrent(
  db: Db,
  id: string,
  role: UserRow['role'],
  from: UserRow['role'][],
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, id), inArray(users.role, from)))
    .returning();
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listUsers(
  db: Db,
  options: { search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = options.search ? ilike(users.email, `%${escapeLike(options.search)}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Users whose sign-in phone is this number, or whose name or email contains `text` (head office's search). */
export async function findUserIdsMatching(
  db: Db,
  match: { phone: string } | { text: string },
  limit: number,
): Promise<string[]> {
  const where =
    'phone' in match
      ? eq(users.phoneNumber, match.phone)
      : sql`(${users.name} ilike ${likeAnywhere(match.text)} or lower(${users.email}) like lower(${likeAnywhere(match.text)}))`;
  const rows = await db.select({ id: users.id }).from(users).where(where).limit(limit);
  return rows.map((row) => row.id);
}

/** `%text%` with the user's own % and _ taken literally. */
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
