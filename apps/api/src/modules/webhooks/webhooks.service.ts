import crypto from 'node:crypto';
import {
  type CreateWebhookEndpointInput,
  type HubMilestone,
  type UpdateWebhookEndpointInput,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type WebhookMessage,
  type WebhookTestQueued,
  webhookEventsForStatus,
  webhookTestEventType,
} from '@desh/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { isoInstantSql } from '../../db/iso-instant.ts';
import { prebuiltQueries, slot } from '../../db/prebuilt-query.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newWebhookSecret, secretPrefix } from './signing.ts';
import { BlockedTargetError, resolveTarget } from './ssrf.ts';
import {
  deleteEndpoint,
  type EndpointRow,
  enqueueEndpointMessage,
  enqueueMessages,
  enqueueParcelsMessages,
  findEndpoint,
  findMessage,
  insertEndpoint,
  listAttemptsOf,
  listEndpointsOf,
  listMessagesOf,
  merchantOrderIdOf,
  type OutboxEvent,
  parcelsMessagesSql,
  queueMessagesSql,
  requeueMessage,
  updateEndpoint,
} from './webhooks.repository.ts';

export const maxEndpointsPerMerchant = 10;

export interface WebhookPolicy {
  /** Outside production, receivers on this machine or the local network are allowed (tests, development). */
  allowPrivateTargets: boolean;
  /** Private addresses the operator trusts by name (WEBHOOK_ALLOWED_ADDRESSES). */
  allowedAddresses?: ReadonlySet<string>;
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    secretPrefix: secretPrefix(row.secret),
    createdAt: row.createdAt.toISOString(),
  };
}

async function checkTarget(url: string, policy: WebhookPolicy): Promise<void> {
  // Nothing to refuse when private targets are allowed; the worker still resolves and pins at send time.
  if (policy.allowPrivateTargets) return;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('The endpoint URL is not valid.', { url: 'Enter a valid http:// or https:// URL' });
  }
  try {
    await resolveTarget(parsed, {
      allowPrivate: policy.allowPrivateTargets,
      allowedAddresses: policy.allowedAddresses,
    });
  } catch (error) {
    if (!(error instanceof BlockedTargetError)) throw error;
    throw new AppError(400, 'WEBHOOK_TARGET_BLOCKED', error.message, {
      url: 'This address cannot receive webhooks',
    });
  }
}

async function ownEndpoint(db: Db, caller: AuthSession, id: string): Promise<EndpointRow> {
  const row = await findEndpoint(db, id);
  // Someone else's endpoint is answered like a missing one: its existence is not revealed.
  if (!row || row.userId !== caller.user.id) throw notFound('No webhook endpoint has that ID.');
  return row;
}

export async function createWebhookEndpoint(
  db: Db,
  caller: AuthSession,
  input: CreateWebhookEndpointInput,
  policy: WebhookPolicy,
): Promise<WebhookEndpointWithSecret> {
  const existing = await listEndpointsOf(db, caller.user.id);
  if (existing.length >= maxEndpointsPerMerchant) {
    throw new AppError(
      409,
      'TOO_MANY_WEBHOOK_ENDPOINTS',
      `You can register at most ${maxEndpointsPerMerchant} webhook endpoints.`,
      undefined,
      { max: maxEndpointsPerMerchant },
    );
  }
  await checkTarget(input.url, policy);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(db, {
    id: `ep_${crypto.randomBytes(12).toString('hex')}`,
    userId: caller.user.id,
    url: input.url,
    description: input.description || null,
    events: input.events,
    secret,
  });
  return { ...toEndpoint(row), secret };
}

export async function listWebhookEndpoints(db: Db, caller: AuthSession): Promise<WebhookEndpoint[]> {
  return (await listEndpointsOf(db, caller.user.id)).map(toEndpoint);
}

export async function getWebhookEndpoint(db: Db, caller: AuthSession, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await ownEndpoint(db, caller, id));
}

export async function updateWebhookEndpoint(
  db: Db,
  caller: AuthSession,
  id: string,
  input: UpdateWebhookEndpointInput,
  policy: WebhookPolicy,
): Promise<WebhookEndpoint> {
  await ownEndpoint(db, caller, id);
  if (input.url !== undefined) await checkTarget(input.url, policy);
  const row = await updateEndpoint(db, id, {
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
    ...(input.events !== undefined ? { events: input.events } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  });
  if (!row) throw notFound('No webhook endpoint has that ID.');
  return toEndpoint(row);
}

export async function deleteWebhookEndpoint(db: Db, caller: AuthSession, id: string): Promise<void> {
  await ownEndpoint(db, caller, id);
  await deleteEndpoint(db, id);
}

/** A new secret at once; the old one stops signing with the next attempt. */
export async function rotateWebhookSecret(
  db: Db,
  caller: AuthSession,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  await ownEndpoint(db, caller, id);
  const secret = newWebhookSecret();
  const row = await updateEndpoint(db, id, { secret });
  if (!row) throw notFound('No webhook endpoint has that ID.');
  return { ...toEndpoint(row), secret };
}

/** The endpoint's messages, newest first, each with every attempt. */
export async function listWebhookMessages(
  db: Db,
  caller: AuthSession,
  endpointId: string,
  page: { limit: number; beforeId?: number },
): Promise<{ messages: WebhookMessage[]; nextBefore: number | null }> {
  await ownEndpoint(db, caller, endpointId);
  const rows = await listMessagesOf(db, endpointId, page);
  const attempts = await listAttemptsOf(
    db,
    rows.map((row) => row.id),
  );
  const messages = rows.map((row) => ({
    id: row.messageId,
    eventType: row.eventType as WebhookMessage['eventType'],
    status: row.status,
    payload: row.payload as Record<string, unknown>,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.messageId === row.id)
      .map((attempt) => ({
        id: attempt.id,
        attemptedAt: attempt.attemptedAt.toISOString(),
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        responseExcerpt: attempt.responseExcerpt,
      })),
  }));
  const last = rows.at(-1);
  return { messages, nextBefore: rows.length === page.limit && last ? last.id : null };
}

/** Sends a message again (its retry schedule starts over; the webhook-id stays the same). */
export async function resendWebhookMessage(db: Db, caller: AuthSession, messageId: string): Promise<void> {
  const found = await findMessage(db, messageId);
  if (!found || found.ownerId !== caller.user.id) throw notFound('No webhook message has that ID.');
  await db.transaction(async (tx) => {
    await requeueMessage(tx, found.message.id);
  });
}

/**
 * Queues a signed `test.ping` for one of the caller's endpoints, through the outbox like every event
 * (same signing, worker, retries and delivery log). A paused endpoint is refused: nothing would send it.
 */
export async function sendTestWebhook(db: Db, caller: AuthSession, id: string): Promise<WebhookTestQueued> {
  const endpoint = await ownEndpoint(db, caller, id);
  if (!endpoint.enabled) {
    throw new AppError(409, 'WEBHOOK_ENDPOINT_PAUSED', 'Resume the endpoint before sending it a test event.');
  }
  const messageId = `msg_${crypto.randomUUID().replaceAll('-', '')}`;
  const at = new Date().toISOString();
  await enqueueEndpointMessage(db, {
    messageId,
    endpointId: endpoint.id,
    eventType: webhookTestEventType,
    payload: { type: webhookTestEventType, timestamp: at, data: { endpointId: endpoint.id, at } },
  });
  return { messageId };
}

/** A parcel change as the webhooks see it; SQL values when the statement that makes the change computes them. */
export interface ParcelChangeEvent {
  parcelId: SQL | string;
  trackingId: SQL | string;
  senderId: SQL | string;
  fromStatus: SQL | string | null;
  /** The status moved to: it decides which events the change raises. */
  toStatus: string;
  /** The payload's `toStatus` as the statement writes it, when not `toStatus` sent as a parameter (a slot). */
  toStatusSql?: SQL;
  note: SQL | string | null;
  at: SQL | string;
  merchantOrderId: SQL;
  /** Relations the SQL values read. */
  from?: SQL;
}

/** The one definition of a parcel change's messages: which events, and what their payload says. */
function parcelChangeEvent(change: ParcelChangeEvent): OutboxEvent {
  return {
    ownerId: change.senderId,
    subject: sql`'parcel:' || ${change.parcelId}`,
    types: webhookEventsForStatus(change.toStatus),
    timestamp: change.at,
    data: sql`jsonb_build_object('parcelId', ${change.parcelId}::text, 'trackingId', ${change.trackingId}::text,
      'fromStatus', ${change.fromStatus}::text, 'toStatus', ${change.toStatusSql ?? change.toStatus}::text, 'note', ${change.note}::text,
      'at', ${change.at}::text, 'merchantOrderId', ${change.merchantOrderId})`,
    ...(change.from ? { from: change.from } : {}),
  };
}

/**
 * Queues the webhooks a parcel status change raises. Called by parcels' recordParcelEvent inside the
 * transaction that records the change, so the message exists exactly when the change does. Generic
 * over statuses: an unknown one raises parcel.status_changed only.
 */
export async function enqueueParcelChange(
  tx: Executor,
  change: {
    parcelId: string;
    trackingId: string;
    senderId: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    /**
     * When it happened, as an ISO instant; null for the time the transaction began (`now()`), the time a
     * change written in it carries unless told otherwise (a booking queues its webhooks beside its parcel's
     * row, before that row's time is read back).
     */
    at: string | null;
    /** The parcel's merchant order ID when the caller has it (a booking); else the statement reads it. */
    merchantOrderId?: string | null;
  },
): Promise<void> {
  const { merchantOrderId, at, ...values } = change;
  const orderIdKnown = merchantOrderId !== undefined;
  const atNow = at === null;
  await queueParcelChange(
    tx,
    { toStatus: change.toStatus, orderIdKnown, atNow },
    { ...values, ...(orderIdKnown ? { merchantOrderId } : {}), ...(atNow ? {} : { at }) },
  );
}

/**
 * `enqueueParcelChange`'s statement, built once per shape (the status moved to decides the events; the
 * merchant order ID is sent or read): each change sends only its values. It runs on every status change.
 */
const queueParcelChange = prebuiltQueries(
  (tx: Executor, shape: { toStatus: string; orderIdKnown: boolean; atNow: boolean }) => {
    const queued = tx.$with('queued', {}).as(
      queueMessagesSql(
        parcelChangeEvent({
          parcelId: slot('parcelId'),
          trackingId: slot('trackingId'),
          senderId: slot('senderId'),
          fromStatus: slot('fromStatus'),
          toStatus: shape.toStatus,
          toStatusSql: slot('toStatus'),
          note: slot('note'),
          at: shape.atNow ? isoInstantSql(sql`now()`) : slot('at'),
          merchantOrderId: shape.orderIdKnown
            ? sql`${slot('merchantOrderId')}::text`
            : merchantOrderIdOf(sql`${slot('parcelId')}::text`),
        }),
      ),
    );
    return tx.with(queued).select({ queued: sql<number>`count(*)::int` }).from(sql`queued`);
  },
  (shape) => `${shape.toStatus}|${shape.orderIdKnown}|${shape.atNow}`,
);

/**
 * The same messages as a data-modifying CTE body, for a statement that makes the change itself (a
 * booking, whose parcel ID, tracking ID and time exist only inside it): one round trip, atomic with it.
 */
export function parcelChangeMessagesSql(change: ParcelChangeEvent): SQL {
  return queueMessagesSql(parcelChangeEvent(change));
}

interface HubMilestoneEvent {
  milestone: HubMilestone;
  hub: { code: string; name: string; nameBn: string };
  at: Date;
}

/** A hub milestone's event: hub names only, no rider, operator or vehicle. */
const hubMilestoneEvent = (event: HubMilestoneEvent) => ({
  type: 'parcel.hub_milestone',
  timestamp: event.at.toISOString(),
  data: { milestone: event.milestone, hub: event.hub, at: event.at.toISOString() },
});

/**
 * Queues `parcel.hub_milestone` for the merchant's endpoints of the parcels `parcelIds` selects, as a
 * data-modifying CTE body of the statement that moves them (a scan at a hub): the parcel reached a
 * hub. Queued only for the parcels that statement really moved, atomic with it.
 */
export function hubMilestoneMessagesSql(event: HubMilestoneEvent & { parcelIds: SQL }): SQL {
  return parcelsMessagesSql({ ...hubMilestoneEvent(event), parcelIds: event.parcelIds });
}

/**
 * `parcel.hub_milestone` for many parcels in one statement (a trip's bags leaving a hub, a run
 * assigned for delivery there), at one time and hub, in the caller's transaction.
 */
export async function enqueueHubMilestones(
  tx: Pick<Db, 'execute'>,
  event: HubMilestoneEvent & { parcelIds: readonly string[] },
): Promise<void> {
  if (event.parcelIds.length === 0) return;
  await enqueueParcelsMessages(tx, { ...hubMilestoneEvent(event), parcelIds: event.parcelIds });
}

/**
 * Queues one parcel event that is not a status change (the receiver's own changes) for the parcel's
 * merchant, in the caller's transaction; `data` joins the parcel's IDs.
 */
export async function enqueueParcelEvent(
  tx: Pick<Db, 'execute'>,
  event: { parcelId: string; type: WebhookEventType; at: string; data: Record<string, unknown> },
): Promise<void> {
  await enqueueParcelsMessages(tx, {
    parcelIds: [event.parcelId],
    type: event.type,
    timestamp: event.at,
    data: { ...event.data, at: event.at },
  });
}

/**
 * Queues `parcel.needs_decision` for the parcel's merchant, in the failed attempt's transaction, when the
 * parcel stays with the rider (`failed`) and the shop may still choose (decision 052): another attempt
 * (correct the receiver) or the return. `decideBy` names the deadline, `defaultChoice` what happens
 * without an answer.
 */
export async function enqueueNeedsDecision(
  tx: Pick<Db, 'execute'>,
  event: {
    parcelId: string;
    attemptNo: number;
    maxAttempts: number;
    reason: string;
    at: Date;
    decideBy: Date;
  },
): Promise<void> {
  const at = event.at.toISOString();
  await enqueueParcelsMessages(tx, {
    parcelIds: [event.parcelId],
    type: 'parcel.needs_decision',
    timestamp: at,
    data: {
      attemptNo: event.attemptNo,
      maxAttempts: event.maxAttempts,
      reason: event.reason,
      choices: ['another_attempt', 'return'],
      decideBy: event.decideBy.toISOString(),
      defaultChoice: 'another_attempt',
      at,
    },
  });
}

/**
 * Queues `parcel.decision_made` for the parcel's merchant, in the decision's transaction: the shop's own
 * choice, or the default applied when the deadline passed unanswered (`decidedBy: 'default'`).
 */
export async function enqueueDecisionMade(
  tx: Pick<Db, 'execute'>,
  event: { parcelId: string; attemptNo: number; choice: string; decidedBy: string; at: Date },
): Promise<void> {
  const at = event.at.toISOString();
  await enqueueParcelsMessages(tx, {
    parcelIds: [event.parcelId],
    type: 'parcel.decision_made',
    timestamp: at,
    data: { attemptNo: event.attemptNo, choice: event.choice, decidedBy: event.decidedBy, at },
  });
}

/** Queues `payout.created` for the merchant's endpoints, in the transaction that records the payout. */
export async function enqueuePayoutCreated(
  tx: Pick<Db, 'execute'>,
  payout: {
    id: string;
    merchantId: string;
    amountPoisha: number;
    method: string;
    reference: string;
    createdAt: Date;
  },
): Promise<void> {
  const at = payout.createdAt.toISOString();
  await enqueueMessages(tx, {
    ownerId: payout.merchantId,
    subject: `payout:${payout.id}`,
    types: ['payout.created'],
    timestamp: at,
    data: sql`${JSON.stringify({
      payoutId: payout.id,
      amountPoisha: payout.amountPoisha,
      method: payout.method,
      reference: payout.reference,
      at,
    })}::jsonb`,
  });
}

/**
 * Queues a door outcome's event for the parcel's merchant, in the transaction that records it:
 * `parcel.partially_delivered` (the cash collected and the return parcel), `parcel.exchanged` (the
 * return parcel with the old item) or `parcel.return_charged` (the charge booked). Amounts go both in
 * poisha and in taka, like the rest of the merchant API.
 */
export async function enqueueDoorOutcome(
  tx: Pick<Db, 'execute'>,
  event: {
    parcelId: string;
    type: 'parcel.partially_delivered' | 'parcel.exchanged' | 'parcel.return_charged';
    at: Date;
    data: Record<string, unknown>;
  },
): Promise<void> {
  const at = event.at.toISOString();
  await enqueueParcelsMessages(tx, {
    parcelIds: [event.parcelId],
    type: event.type,
    timestamp: at,
    data: { ...event.data, at },
  });
}
