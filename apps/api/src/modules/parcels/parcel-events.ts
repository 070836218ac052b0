import type { ParcelStatus, Role, WebhookEventType } from '@desh/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { parcelEvents } from '../../db/schema/index.ts';
import { currentActionTime } from '../../lib/action-time.ts';
import { enqueueParcelChange, enqueueParcelEvent } from '../webhooks/webhooks.service.ts';

/** Postgres NOTIFY channel every parcel change is announced on (delivered on commit, to every process). */
export const parcelChannel = 'parcel_events';

export interface ParcelChange {
  parcelId: string;
  trackingId: string;
  senderId: string;
  riderId: string | null;
  fromStatus: ParcelStatus | null;
  toStatus: ParcelStatus;
  note: string | null;
  at: string;
}

type Executor = Pick<Db, 'insert' | 'execute'>;

type RecordedChange<ActorRole = Role | 'system' | null> = Omit<ParcelChange, 'at'> & {
  actorId: string | null;
  actorRole: ActorRole;
};

/** A time as the announcements and the API say it, written by PostgreSQL: an ISO instant, to the millisecond, UTC. */
export const isoInstantSql = (time: SQL | AnyPgColumn) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const isoAt = isoInstantSql(parcelEvents.createdAt);

/**
 * Writes the timeline row (at `createdAt`, else now()) and announces the change on the parcel channel,
 * in one statement: the announcement carries the row's own time.
 */
async function insertAndAnnounce(
  tx: Executor,
  change: RecordedChange<Role | 'system' | 'receiver' | null>,
  createdAt?: Date,
): Promise<ParcelChange> {
  const announced: Omit<ParcelChange, 'at'> = {
    parcelId: change.parcelId,
    trackingId: change.trackingId,
    senderId: change.senderId,
    riderId: change.riderId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    note: change.note,
  };
  const [event] = await tx
    .insert(parcelEvents)
    .values({
      parcelId: change.parcelId,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      actorId: change.actorId,
      actorRole: change.actorRole,
      note: change.note,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({
      at: isoAt,
      announced: sql<string>`pg_notify(${parcelChannel}, (${JSON.stringify(announced)}::jsonb || jsonb_build_object('at', ${isoAt}))::text)`,
    });
  if (!event) throw new Error('the parcel event was not written');
  return { ...announced, at: event.at };
}

/**
 * Records one status change in parcel_events and announces it. Call it inside the same transaction
 * as the change itself: the history and the change commit (or roll back) together, and listeners
 * hear about it only once it is committed. The merchant's webhooks for the change are queued in the
 * same transaction (the outbox), whatever the status. A rider's action sent late by the phone's
 * queue is recorded at its own time (X-Action-Time, bounded: lib/action-time.ts), else at now().
 */
export async function recordParcelEvent(tx: Executor, change: RecordedChange): Promise<ParcelChange> {
  const payload = await insertAndAnnounce(tx, change, currentActionTime());
  await enqueueParcelChange(tx, payload);
  return payload;
}

/**
 * A step on the parcel's timeline that is not a status change (the receiver chose a day, added
 * instructions, dropped a pin): recorded with the current status on both sides, announced on the
 * parcel channel like any change (the rider's run and the tracking page hear it at once) and sent to
 * the merchant's webhooks as `webhook.type`, in the caller's transaction.
 */
export async function recordParcelNote(
  tx: Executor,
  change: Omit<ParcelChange, 'at' | 'fromStatus' | 'toStatus'> & {
    status: ParcelStatus;
    actorRole: 'receiver';
    webhook: { type: WebhookEventType; data: Record<string, unknown> };
  },
): Promise<ParcelChange> {
  const payload = await insertAndAnnounce(tx, {
    ...change,
    fromStatus: change.status,
    toStatus: change.status,
    actorId: null,
  });
  await enqueueParcelEvent(tx, {
    parcelId: change.parcelId,
    type: change.webhook.type,
    at: payload.at,
    data: change.webhook.data,
  });
  return payload;
}
