import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { smsContacts, smsOutbox } from '../../db/schema/index.ts';

export const smsChannel = 'sms_outbox';

/** A message for the outbox; number, body and parcel may be SQL computed by the statement that queues it. */
export interface QueuedSms {
  toPhone: SQL | string;
  body: SQL | string;
  kind: string;
  secret: boolean;
  parcelId: SQL | string | null;
  /** Relations the expressions above read (e.g. the row a statement just inserted). */
  from?: SQL;
}

/**
 * The INSERT that queues the message. Its RETURNING wakes the workers (NOTIFY is delivered on commit),
 * so it stays complete as a CTE of another statement, where nothing reads its output.
 */
export function queueSmsSql(sms: QueuedSms): SQL {
  return sql`insert into sms_outbox (to_phone, body, kind, secret, parcel_id)
    select ${sms.toPhone}::text, ${sms.body}::text, ${sms.kind}::text, ${sms.secret}::boolean, ${sms.parcelId}::text
    ${sms.from ? sql`from ${sms.from}` : sql``}
    returning id, pg_notify(${smsChannel}, '')`;
}

type ContactSms = Omit<QueuedSms, 'toPhone' | 'body' | 'from'> & { bodies: Record<'bn' | 'en', string> };

/**
 * The INSERT that queues a message to the number a customer left for SMS, in its language (the
 * contact is read by the insert itself): it queues nothing when they left no number. Numbers are
 * stored normalised (the contact's schema), so the row's number is sent as it is.
 */
export function queueSmsToContactSql(userId: string, sms: ContactSms): SQL {
  const { bodies, ...rest } = sms;
  return queueSmsSql({
    ...rest,
    toPhone: sql`contact.phone`,
    body: sql`case contact.language when 'en' then ${bodies.en}::text else ${bodies.bn}::text end`,
    from: sql`${smsContacts} contact where contact.user_id = ${userId}`,
  });
}

/** Queues a message to a customer's SMS number: answers the outbox id, or null when they left none. */
export async function insertSmsToContact(
  tx: Executor,
  userId: string,
  sms: ContactSms,
): Promise<number | null> {
  return queuedId(tx, queueSmsToContactSql(userId, sms));
}

/** Runs several queueing INSERTs (`queueSmsSql`) as one statement, in the order given. */
export async function insertAllSms(tx: Executor, inserts: readonly SQL[]): Promise<void> {
  if (inserts.length === 0) return;
  const { ctes, queuedInOrder } = smsCtes(inserts);
  await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select ${queuedInOrder}`);
}

/**
 * Queueing INSERTs as named CTEs (`queued0`, `queued1`…) of one statement, and `queuedInOrder`, an
 * expression for its final select: PostgreSQL runs a data-modifying CTE nobody reads in an order of
 * its own, and one that is read when it is first read, so reading them in turn queues them in turn.
 */
function smsCtes(inserts: readonly SQL[]): { ctes: SQL[]; queuedInOrder: SQL } {
  return {
    ctes: inserts.map((insert, place) => sql`${sql.raw(`queued${place}`)} as (${insert})`),
    queuedInOrder: sql.join(
      inserts.map((_, place) => sql.raw(`(select count(*) from queued${place})`)),
      sql` + `,
    ),
  };
}

/**
 * The text of the latest message of a kind queued about a parcel, as its receiver reads it: the demo
 * business's receivers read their delivery codes here (db/seed-business.ts), as a person reads the SMS.
 */
export async function latestSmsAbout(
  db: Executor,
  parcelId: string,
  kind: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.parcelId, parcelId), eq(smsOutbox.kind, kind)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.body;
}

/** Runs a queueing INSERT (`queueSmsSql`) and answers the id of the row it queued, if any. */
async function queuedId(tx: Executor, insert: SQL): Promise<number | null> {
  const result = (await tx.execute(sql`with queued as (${insert}) select id from queued`)) as unknown as {
    rows: Array<{ id: string | number }>;
  };
  const [row] = result.rows;
  return row ? Number(row.id) : null;
}

/** Inserts the message, in the caller's transaction, and answers its id. */
export async function insertSms(tx: Executor, sms: QueuedSms): Promise<number> {
  const id = await queuedId(tx, queueSmsSql(sms));
  if (id === null) throw new Error('sms insert returned no row');
  return id;
}

export interface ClaimedSms {
  id: number;
  to_phone: string;
  body: string;
  secret: boolean;
  attempts: number;
}

/**
 * Takes up to `limit` due messages for this process: rows another process is reading are skipped
 * (SKIP LOCKED) and the lease keeps them from being taken again while this one sends them.
 */
export async function claimDueSms(db: Db, limit: number, leaseMs: number): Promise<ClaimedSms[]> {
  const result = (await db.execute(sql`
    update ${smsOutbox}
       set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
     where id in (
       select id from ${smsOutbox}
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning id, to_phone, body, secret, attempts`)) as unknown as { rows: ClaimedSms[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/** Messages the gateway took, marked in one statement (a busy worker sends a claimed batch at once). */
export async function markSmsSent(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(smsOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
    .where(inArray(smsOutbox.id, [...ids]));
}

/** A failed send: try again after `delayMs`, or give up for good after the last attempt. */
export async function markSmsFailed(
  db: Db,
  id: number,
  error: string,
  delayMs: number,
  giveUp: boolean,
): Promise<void> {
  await db
    .update(smsOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where(eq(smsOutbox.id, id));
}

export async function findSmsStatus(db: Executor, id: number): Promise<'pending' | 'sent' | 'failed' | null> {
  const [row] = await db.select({ status: smsOutbox.status }).from(smsOutbox).where(eq(smsOutbox.id, id));
  return row?.status ?? null;
}

export async function findSmsContact(
  db: Executor,
  userId: string,
): Promise<{ phone: string; language: 'bn' | 'en' } | undefined> {
  const [row] = await smsContactOf(db, { userId });
  return row;
}

/** Built once: every code sent to a merchant's receiver reads it. */
const smsContactOf = prebuiltQuery((db: Executor) =>
  db
    .select({ phone: smsContacts.phone, language: smsContacts.language })
    .from(smsContacts)
    .where(eq(smsContacts.userId, slot('userId'))),
);

export async function upsertSmsContact(
  db: Db,
  userId: string,
  contact: { phone: string; language: 'bn' | 'en' },
): Promise<void> {
  await db
    .insert(smsContacts)
    .values({ userId, ...contact })
    .onConflictDoUpdate({
      target: smsContacts.userId,
      set: { ...contact, updatedAt: new Date() },
    });
}

export async function deleteSmsContact(db: Db, userId: string): Promise<void> {
  await db.delete(smsContacts).where(eq(smsContacts.userId, userId));
}

export function listSmsOfParcel(db: Db, parcelId: string) {
  return db
    .select({
      kind: smsOutbox.kind,
      toPhone: smsOutbox.toPhone,
      status: smsOutbox.status,
      createdAt: smsOutbox.createdAt,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.parcelId, parcelId))
    .orderBy(asc(smsOutbox.id))
    .limit(200);
}

/** Customers who get their SMS on this number. */
export async function findContactUserIds(db: Db, phone: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: smsContacts.userId })
    .from(smsContacts)
    .where(eq(smsContacts.phone, phone))
    .limit(limit);
  return rows.map((row) => row.userId);
}
