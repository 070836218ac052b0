import type { SupportStatus, SupportTopic } from '@desh/shared';
import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

export type SupportRow = typeof supportRequests.$inferSelect;

export async function insertSupportRequest(
  db: Db,
  values: Omit<typeof supportRequests.$inferInsert, 'number'>,
): Promise<SupportRow> {
  return onlyRow(await db.insert(supportRequests).values(values).returning(), 'support request insert');
}

export async function findSupportRequest(db: Db, id: string): Promise<SupportRow | undefined> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

export function listSupportRequestsOfUser(db: Db, userId: string, limit: number): Promise<SupportRow[]> {
  return db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.number))
    .limit(limit);
}

export async function listSupportRequestsPage(
  db: Db,
  filter: { status?: SupportStatus; topic?: SupportTopic },
  page: { limit: number; offset: number },
): Promise<{ rows: SupportRow[]; total: number; openCount: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(supportRequests.status, filter.status));
  if (filter.topic) conditions.push(eq(supportRequests.topic, filter.topic));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total], [open]] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      // Open requests wait oldest first; answered and closed ones read newest first.
      .orderBy(filter.status === 'open' ? supportRequests.number : desc(supportRequests.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(supportRequests).where(where),
    db.select({ value: count() }).from(supportRequests).where(eq(supportRequests.status, 'open')),
  ]);
  return { rows, total: total?.value ?? 0, openCount: open?.value ?? 0 };
}

/** Writes the answer unless the request was closed meanwhile; undefined when it was. */
export async function saveAnswerIfNotClosed(
  db: Db,
  id: string,
  answer: { answer: string; answeredBy: string },
): Promise<SupportRow | undefined> {
  const [row] = await db
    .update(supportRequests)
    .set({ ...answer, status: 'answered', answeredAt: new Date() })
    .where(and(eq(supportRequests.id, id), ne(supportRequests.status, 'closed')))
    .returning();
  return row;
}

/** Closes the request once; a second close changes nothing and answers undefined. */
export async function closeIfOpen(db: Db, id: string, closedBy: string): Promise<SupportRow | undefined> {
  const [row] = await db
    .update(supportRequests)
    .set({ status: 'closed', closedAt: new Date(), closedBy })
    .where(and(eq(supportRequests.id, id), isNull(supportRequests.closedAt)))
    .returning();
  return row;
}
