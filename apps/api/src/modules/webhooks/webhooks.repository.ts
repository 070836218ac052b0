import { and, desc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index.ts';
import { textArrayLiteral, textLiteral } from '../../db/text-array.ts';
import { onlyRow } from '../../lib/rows.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
type Executor = Pick<Db, 'execute'>;

/** The NOTIFY channel that wakes the workers when messages are queued (delivered on commit). */
export const webhookChannel = 'webhook_messages';

export async function insertEndpoint(
  db: Db,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  return onlyRow(
    await db.insert(webhookEndpoints).values(values).returning(),
    'insert into webhook_endpoints',
  );
}

export function listEndpointsOf(db: Db, userId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), webhookEndpoints.id);
}

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row;
}

export async function updateEndpoint(
  db: Db,
  id: string,
  values: Partial<Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'secret'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/**
 * One event to queue. Values are SQL expressions or plain values (sent as parameters), so the event can
 * also be queued from inside a larger statement whose values are computed there (a booking's tracking ID).
 */
export interface OutboxEvent {
  ownerId: SQL | string;
  subject: SQL | string;
  types: readonly string[];
  timestamp: SQL | string;
  /** The Standard Webhooks `data`, as a jsonb expression. */
  data: SQL;
  /** Relations the expressions above read (e.g. the row a statement just inserted). */
  from?: SQL;
}

/**
 * The INSERT that queues one message per (enabled endpoint of the owner, subscribed event), in event
 * order; the payload follows Standard Webhooks: { type, timestamp, data }. Its RETURNING wakes the
 * workers (NOTIFY is delivered on commit, and repeats in one transaction fold into one), so it stays
 * complete as a CTE of another statement, where nothing reads its output.
 */
export function queueMessagesSql(event: OutboxEvent): SQL {
  return sql`insert into webhook_messages (message_id, endpoint_id, event_type, subject, payload)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, t.event_type, ${event.subject}::text,
           jsonb_build_object('type', t.event_type, 'timestamp', ${event.timestamp}::text, 'data', ${event.data})
    from webhook_endpoints e
    cross join unnest(${textArrayLiteral(event.types)}) with ordinality as t(event_type, ord)
    ${event.from ? sql`cross join ${event.from}` : sql``}
    where e.user_id = ${event.ownerId} and e.enabled and t.event_type = any(e.events)
    order by e.id, t.ord
    returning pg_notify(${textLiteral(webhookChannel)}, '')`;
}

/** The parcel's merchant order ID, read by the statement (only for rows it queues). */
export const merchantOrderIdOf = (parcelId: SQL | string): SQL =>
  sql`(select merchant_order_id from parcels where id = ${parcelId})`;

export interface ParcelsEvent {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * One event type for many parcels of possibly many merchants, in one INSERT: per parcel, per enabled
 * endpoint of its sender subscribed to the type; `data` is merged with the parcel's own IDs.
 */
export async function enqueueParcelsMessages(
  tx: Executor,
  event: ParcelsEvent & { parcelIds: readonly string[] },
): Promise<void> {
  await tx.execute(
    parcelsMessagesSql({
      ...event,
      parcelIds: sql.join(
        event.parcelIds.map((id) => sql`${id}`),
        sql`, `,
      ),
    }),
  );
}

/**
 * The same INSERT for the parcels `parcelIds` selects (a subquery of a larger statement, e.g. the
 * parcels a scan just moved): a data-modifying CTE body, so it queues only what that statement did.
 */
export function parcelsMessagesSql(event: ParcelsEvent & { parcelIds: SQL }): SQL {
  return sql`insert into webhook_messages (message_id, endpoint_id, event_type, subject, payload)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${event.type}::text, 'parcel:' || p.id,
      jsonb_build_object('type', ${event.type}::text, 'timestamp', ${event.timestamp}::text, 'data',
        jsonb_build_object('parcelId', p.id, 'trackingId', p.tracking_id, 'merchantOrderId', p.merchant_order_id)
          || ${JSON.stringify(event.data)}::jsonb)
    from parcels p
    join webhook_endpoints e on e.user_id = p.sender_id and e.enabled and ${event.type}::text = any(e.events)
    where p.id in (${event.parcelIds})
    order by p.id, e.id
    returning pg_notify(${webhookChannel}, '')`;
}

/** Queues the event's messages inside the caller's transaction and answers how many were queued. */
export async function enqueueMessages(tx: Executor, event: OutboxEvent): Promise<number> {
  const result = (await tx.execute(sql`
    with queued as (${queueMessagesSql(event)})
    select count(*)::int as queued from queued`)) as unknown as { rows: Array<{ queued: number }> };
  return Number(result.rows[0]?.queued ?? 0);
}

/**
 * Queues one message for one endpoint whatever it subscribes to (a test the merchant sends): the same
 * outbox row, signing and worker as every event. Its subject is its own, so it waits behind nothing.
 */
export async function enqueueEndpointMessage(
  db: Db,
  message: { messageId: string; endpointId: string; eventType: string; payload: Record<string, unknown> },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookMessages).values({
      messageId: message.messageId,
      endpointId: message.endpointId,
      eventType: message.eventType,
      subject: `message:${message.messageId}`,
      payload: message.payload,
    });
    await tx.execute(sql`select pg_notify(${webhookChannel}, '')`);
  });
}

export interface ClaimedMessage {
  id: number;
  messageId: string;
  endpointId: string;
  url: string;
  secret: string;
  payload: unknown;
  attemptCount: number;
}

/**
 * Leases up to `limit` due messages. Only the oldest pending message of each (endpoint, parcel) is
 * due, so a later event never overtakes an earlier one; SKIP LOCKED and the lease keep two workers
 * (in one process or several) from taking the same message.
 */
export async function claimDueMessages(db: Db, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const result = (await db.execute(sql`
    update webhook_messages m
    set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    from (
      select c.id from webhook_messages c
      join webhook_endpoints e on e.id = c.endpoint_id and e.enabled
      where c.status = 'pending' and c.next_attempt_at <= now()
        and (c.locked_until is null or c.locked_until < now())
        and not exists (
          select 1 from webhook_messages p
          where p.endpoint_id = c.endpoint_id and p.subject = c.subject and p.status = 'pending' and p.id < c.id
        )
      order by c.next_attempt_at, c.id
      limit ${limit}
      for update of c skip locked
    ) due, webhook_endpoints e
    where m.id = due.id and e.id = m.endpoint_id
    returning m.id, m.message_id, m.endpoint_id, e.url, e.secret, m.payload, m.attempt_count`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    messageId: String(row.message_id),
    endpointId: String(row.endpoint_id),
    url: String(row.url),
    secret: String(row.secret),
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attemptCount: Number(row.attempt_count),
  }));
}

/**
 * Records the attempt and moves the message on, in one transaction. Safe to repeat: a commit whose
 * answer was lost in a failover is written again, and only a message still leased (not yet finished)
 * is moved on and gets the attempt.
 */
export async function finishAttempt(
  db: Db,
  messageId: number,
  attempt: { statusCode: number | null; latencyMs: number; responseExcerpt: string },
  outcome: { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'failed' },
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(webhookMessages)
      .set({
        attemptCount: sql`${webhookMessages.attemptCount} + 1`,
        lockedUntil: null,
        ...(outcome.kind === 'delivered' ? { status: 'delivered' as const, deliveredAt: new Date() } : {}),
        ...(outcome.kind === 'failed' ? { status: 'failed' as const } : {}),
        ...(outcome.kind === 'retry' ? { nextAttemptAt: outcome.at } : {}),
      })
      .where(
        and(
          eq(webhookMessages.id, messageId),
          eq(webhookMessages.status, 'pending'),
          isNotNull(webhookMessages.lockedUntil),
        ),
      )
      .returning({ id: webhookMessages.id });
    if (moved.length > 0) await tx.insert(webhookAttempts).values({ messageId, ...attempt });
  });
}

export function listMessagesOf(
  db: Db,
  endpointId: string,
  page: { limit: number; beforeId?: number },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(webhookMessages)
    .where(
      and(
        eq(webhookMessages.endpointId, endpointId),
        page.beforeId ? lt(webhookMessages.id, page.beforeId) : undefined,
      ),
    )
    .orderBy(desc(webhookMessages.id))
    .limit(page.limit);
}

export function listAttemptsOf(db: Db, messageIds: number[]): Promise<AttemptRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.messageId, messageIds))
    .orderBy(webhookAttempts.messageId, webhookAttempts.id);
}

export async function findMessage(
  db: Db,
  messageId: string,
): Promise<{ message: MessageRow; ownerId: string } | undefined> {
  const [row] = await db
    .select({ message: webhookMessages, ownerId: webhookEndpoints.userId })
    .from(webhookMessages)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId))
    .where(eq(webhookMessages.messageId, messageId))
    .limit(1);
  return row;
}

/** Queues a message again from the start of its retry schedule (same webhook-id, so receivers can dedupe). */
export async function requeueMessage(tx: Executor & Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(webhookMessages)
    .set({
      status: 'pending',
      attemptCount: 0,
      nextAttemptAt: new Date(),
      lockedUntil: null,
      deliveredAt: null,
    })
    .where(eq(webhookMessages.id, id))
    .returning();
  if (row) await tx.execute(sql`select pg_notify(${webhookChannel}, '')`);
  return row;
}
