import type { ParcelStatus, Role, WebhookEventType } from '@desh/shared';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { isoInstantSql } from '../../db/iso-instant.ts';
import { prebuiltQueries, slot } from '../../db/prebuilt-query.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';
import { textArray, textLiteral } from '../../db/text-array.ts';
import { actionTimeMaxAheadMs, currentActionTime } from '../../lib/action-time.ts';
import { type ParcelChange, parcelChannel, parcelPlaceChannel } from '../../lib/parcel-changes.ts';
import {
  enqueueParcelChange,
  enqueueParcelEvent,
  parcelChangeMessagesSql,
} from '../webhooks/webhooks.service.ts';
import type { ParcelRow } from './parcel-mapper.ts';

export type { ParcelChange } from '../../lib/parcel-changes.ts';

import { actionBeforeBooking } from './parcel-status-errors.ts';

/** Tracking IDs a place announcement carries at most: a payload far below PostgreSQL's 8000 bytes. */
const placesPerAnnouncement = 200;

/**
 * A select announcing, on the place channel, the parcels whose ids `parcelIds` yields, in batches; for a
 * CTE of the statement that moves them, which its final select must read to run.
 */
export const announcePlacesSql = (parcelIds: SQL) =>
  sql`select pg_notify(${textLiteral(parcelPlaceChannel)}, string_agg(batched.tracking_id, ',')) as announced
    from (select p.tracking_id, (row_number() over () - 1) / ${sql.raw(String(placesPerAnnouncement))} as batch
      from ${parcels} p where p.id in (${parcelIds})) batched
    group by batched.batch`;

/** Announces a change of place for these parcels, in the caller's transaction. */
export async function announcePlaces(tx: Executor, parcelIds: readonly string[]): Promise<void> {
  if (parcelIds.length === 0) return;
  await tx.execute(announcePlacesSql(sql`select unnest(${textArray(parcelIds)})`));
}

type RecordedChange<ActorRole = Role | 'system' | null> = Omit<ParcelChange, 'at'> & {
  actorId: string | null;
  actorRole: ActorRole;
};

/** A value the statement writes: a plain one (sent as a parameter) or SQL it reads (a column of the moved row). */
type Value = SQL | string | null;

/** What the timeline row says: who moved the parcel from which status to which. */
interface EventColumns {
  parcelId: Value;
  fromStatus: Value;
  toStatus: Value;
  actorId: Value;
  actorRole: Value;
  note: Value;
}

/** What the parcel channel carries besides the time. */
interface Announced extends EventColumns {
  parcelId: SQL | string;
  toStatus: SQL | string;
  trackingId: SQL | string;
  senderId: SQL | string;
  riderId: Value;
}

const eventAt = isoInstantSql(sql`event.created_at`);

/**
 * The timeline row; `from` is the relation its SQL values read. Its time is the action's own
 * (`claimedAt`, X-Action-Time) else now(). An action's own time is never before the parcel's previous
 * event, nor its booking: a phone whose clock is behind (a rider offline all day) has its action put a
 * millisecond after the previous event, in order, and the time it claimed is kept beside it
 * (`claimed_at`). A claimed time before the booking itself is refused before this
 * (`refuseActionBeforeBooking`).
 */
const insertEventSql = (row: EventColumns, claimedAt: Value, from?: SQL) =>
  sql`insert into ${parcelEvents} (parcel_id, from_status, to_status, actor_id, actor_role, note, created_at,
      claimed_at)
    select ${row.parcelId}::text, ${row.fromStatus}::text, ${row.toStatus}::text, ${row.actorId}::text,
      ${row.actorRole}::text, ${row.note}::text,
      case when ${claimedAt}::timestamptz is null then now()
        else greatest(${claimedAt}::timestamptz,
          (select max(earlier.created_at) + interval '1 millisecond' from ${parcelEvents} earlier
            where earlier.parcel_id = ${row.parcelId}::text),
          (select booked.booking_time from ${parcels} booked where booked.id = ${row.parcelId}::text))
      end,
      ${claimedAt}::timestamptz
    ${from ? sql`from ${from}` : sql``}
    returning parcel_id, created_at`;

/**
 * Refuses an action whose own time (X-Action-Time) is before the parcel was booked: the phone's clock
 * is wrong by more than the parcel's whole life, and the timeline would show the parcel handled before
 * it existed. A phone's clock is believed to within two minutes either way (as `believableActionTime`
 * believes one two minutes ahead): a pickup a minute after the booking on a phone a little behind is
 * kept in order, as is any time after the booking but before the parcel's last event
 * (`insertEventSql`). Called where the parcel's row is in hand, before its move is written.
 */
export function refuseActionBeforeBooking(parcel: Pick<ParcelRow, 'bookingTime'>): void {
  const at = currentActionTime();
  if (at && at.getTime() < parcel.bookingTime.getTime() - actionTimeMaxAheadMs) throw actionBeforeBooking();
}

/** The announcement on the parcel channel, with the timeline row's own time (NOTIFY is delivered on commit). */
const announceSql = (change: Announced) =>
  sql<string>`pg_notify(${textLiteral(parcelChannel)}, jsonb_build_object('parcelId', ${change.parcelId}::text,
    'trackingId', ${change.trackingId}::text, 'senderId', ${change.senderId}::text, 'riderId', ${change.riderId}::text,
    'fromStatus', ${change.fromStatus}::text, 'toStatus', ${change.toStatus}::text, 'note', ${change.note}::text,
    'at', ${eventAt})::text)`;

/**
 * The merchant's webhooks for the change, queued by the same statement (a CTE reading `event`), for
 * the hub scans' moves only (`moveWithinSql`); the events raised are those of `status`, the status moved to.
 */
const changeMessagesSql = (change: Announced, status: ParcelStatus, merchantOrderId: SQL, from: SQL) =>
  parcelChangeMessagesSql({
    parcelId: change.parcelId,
    trackingId: change.trackingId,
    senderId: change.senderId,
    fromStatus: change.fromStatus,
    toStatus: status,
    toStatusSql: sql`${change.toStatus}`,
    note: change.note,
    at: eventAt,
    merchantOrderId,
    from,
  });

/**
 * Writes the timeline row (at `createdAt`, else now()) and announces the change on the parcel channel
 * in one statement, then, unless told not to, has the webhooks module queue the merchant's webhooks for
 * it. The announcement and the webhooks carry the row's own time.
 */
async function insertAndAnnounce(
  tx: Executor,
  change: RecordedChange<Role | 'system' | 'receiver' | null>,
  createdAt: Date | undefined,
  queueWebhooks: boolean,
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
  const columns = { ...announced, actorId: change.actorId, actorRole: change.actorRole };
  const result =
    (await tx.execute(sql`with event as (${insertEventSql(columns, createdAt?.toISOString() ?? null)})
    select ${eventAt} as at, ${announceSql(columns)} as announced from event`)) as unknown as {
      rows: Array<{ at: string }>;
    };
  const at = result.rows[0]?.at;
  if (!at) throw new Error('the parcel event was not written');
  const recorded = { ...announced, at };
  if (queueWebhooks) await enqueueParcelChange(tx, recorded);
  return recorded;
}

/**
 * Records one status change in parcel_events and announces it. Call it inside the same transaction
 * as the change itself: the history and the change commit (or roll back) together, and listeners
 * hear about it only once it is committed. The merchant's webhooks for the change are queued in the
 * same transaction (the outbox), whatever the status. A rider's action sent late by the phone's
 * queue is recorded at its own time (X-Action-Time, bounded: lib/action-time.ts), else at now().
 */
export function recordParcelEvent(tx: Executor, change: RecordedChange): Promise<ParcelChange> {
  return insertAndAnnounce(tx, change, currentActionTime(), true);
}

type ParcelColumns = ReturnType<typeof getTableColumns<typeof parcels>>;

/** The parcel row's columns under their field names, read from the `moved` CTE. */
const movedColumns = (moved: object) =>
  Object.fromEntries(
    Object.keys(getTableColumns(parcels)).map((key) => [key, (moved as Record<string, unknown>)[key]]),
  ) as unknown as ParcelColumns;

export interface ParcelMove {
  parcelId: string;
  /** The status the event says it came from. */
  fromStatus: ParcelStatus;
  to: ParcelStatus;
  /** Only if the row still has this status (and, when given, this rider): the WHERE clause is the lock. */
  expected?: { status: ParcelStatus; riderId?: string | null };
  /** A new rider with the move (null: none). */
  riderId?: string | null;
  /** The rider the announcement names, when not the row's rider after the move. */
  announcedRiderId?: string | null;
  actor: { id: string | null; role: Role | 'system' };
  note: string | null;
}

/**
 * The parts of a move that change the statement's text: the status moved to (it decides the webhooks'
 * events), the guard, whether the rider changes and whether the announcement names another rider.
 */
interface MoveShape {
  to: ParcelStatus;
  guard: 'none' | 'status' | 'status and no rider' | 'status and rider';
  newRider: boolean;
  announcedRider: boolean;
}

function moveShape(move: ParcelMove): MoveShape {
  return {
    to: move.to,
    guard: !move.expected
      ? 'none'
      : move.expected.riderId === undefined
        ? 'status'
        : move.expected.riderId === null
          ? 'status and no rider'
          : 'status and rider',
    newRider: move.riderId !== undefined,
    announcedRider: move.announcedRiderId !== undefined,
  };
}

/**
 * The parcel's rider (`column`) is `rider`, as a condition the planner cannot answer from an index. A guarded
 * write finds its one parcel by id; with `rider_id = $n` beside it, the prepared statement's generic
 * plan, made while the table's statistics are missing or stale (a new database, a busy morning), ties
 * the primary key with `parcels_rider_idx` (rider, status) and may walk the rider's whole run for
 * every scan: about 120 buffers instead of 3 with a run of 100 (bench/RESULTS-archive.md, 2026-12-02). For
 * a rider that is not null, `is not distinct from` means `=`.
 */
export const riderMatches = (column: SQL | AnyPgColumn, rider: SQL): SQL =>
  sql`${column} is not distinct from ${rider}`;

/** The move statement of one shape, with slots for the move's values. */
function moveStatement(tx: Executor, shape: MoveShape) {
  const conditions: SQL[] = [eq(parcels.id, slot('parcelId'))];
  if (shape.guard !== 'none') conditions.push(eq(parcels.status, slot('expectedStatus')));
  if (shape.guard === 'status and no rider') conditions.push(sql`${parcels.riderId} is null`);
  if (shape.guard === 'status and rider')
    conditions.push(riderMatches(parcels.riderId, slot('expectedRiderId')));
  const moved = tx.$with('moved').as(
    tx
      .update(parcels)
      .set({
        status: slot('to'),
        ...(shape.newRider ? { riderId: slot('riderId') } : {}),
        updatedAt: slot('updatedAt'),
      })
      .where(and(...conditions))
      .returning(),
  );
  const change: Announced = {
    parcelId: sql`moved.id`,
    trackingId: sql`moved.tracking_id`,
    senderId: sql`moved.sender_id`,
    riderId: shape.announcedRider ? slot('announcedRiderId') : sql`moved.rider_id`,
    fromStatus: slot('fromStatus'),
    toStatus: slot('to'),
    actorId: slot('actorId'),
    actorRole: slot('actorRole'),
    note: slot('note'),
  };
  const event = tx.$with('event', {}).as(insertEventSql(change, slot('createdAt'), sql`moved`));
  return tx
    .with(moved, event)
    .select({ ...movedColumns(moved), eventAt: sql<string>`${eventAt}`, announced: announceSql(change) })
    .from(moved)
    .innerJoin(sql`event`, sql`event.parcel_id = moved.id`);
}

/** Built once per shape: the statement walks the parcel's forty columns, which costs more than running it. */
const runMove = prebuiltQueries(moveStatement, (shape) =>
  [shape.to, shape.guard, shape.newRider, shape.announcedRider].join('|'),
);

/** A move written by another statement: the parcel it moves is decided there (a scan's guard). */
export interface MoveWithin {
  fromStatus: ParcelStatus;
  to: ParcelStatus;
  actor: { id: string | null; role: Role | 'system' };
  note: string | null;
  /** The row's new `updated_at` (an ISO instant). */
  updatedAt: string;
  /** The rider the parcels get with the move (a pickup assigned); unset, they keep theirs. */
  riderId?: string;
}

/**
 * `moveAndRecord` as CTEs of a statement that decides which parcels move (`parcelIds`, a subquery
 * yielding their ids: one for a scan, a run's for an assignment): the rows' update (`status_moved`), a
 * timeline row each (`event`) and the merchants' webhooks (`status_queued`). `announced` is the
 * announcement for that statement's final select, which must read `movedWithEvent` (a row each). A
 * scan that moves the status with the holder is then one round trip, not a transaction of four.
 */
export function moveWithinSql(
  move: MoveWithin,
  parcelIds: SQL,
): { ctes: SQL[]; announced: SQL; movedWithEvent: SQL } {
  const change: Announced = {
    parcelId: sql`status_moved.id`,
    trackingId: sql`status_moved.tracking_id`,
    senderId: sql`status_moved.sender_id`,
    riderId: sql`status_moved.rider_id`,
    fromStatus: move.fromStatus,
    toStatus: move.to,
    actorId: move.actor.id,
    actorRole: move.actor.role,
    note: move.note,
  };
  const createdAt = currentActionTime()?.toISOString() ?? null;
  const movedWithEvent = sql`status_moved join event on event.parcel_id = status_moved.id`;
  return {
    ctes: [
      sql`status_moved as (
        update ${parcels} set status = ${move.to}::text, updated_at = ${move.updatedAt}::timestamptz
          ${move.riderId === undefined ? sql`` : sql`, rider_id = ${move.riderId}::text`}
        where id in (${parcelIds})
        returning id, tracking_id, sender_id, rider_id, merchant_order_id
      )`,
      sql`event as (${insertEventSql(change, createdAt, sql`status_moved`)})`,
      sql`status_queued as (${changeMessagesSql(
        change,
        move.to,
        sql`status_moved.merchant_order_id`,
        movedWithEvent,
      )})`,
    ],
    announced: announceSql(change),
    movedWithEvent,
  };
}

/**
 * Tells the custody trigger (migration 0037) the command's own time, when it has one: a status move
 * hands custody over (picked up, out for delivery, delivered…) at that time, not at the statement's
 * now(). Transaction-local (`set_config(…, true)`), so nothing leaks to the connection's next user; a
 * command without its own time sends nothing.
 */
export async function shareActionTime(tx: Executor): Promise<void> {
  const at = currentActionTime();
  if (at) await tx.execute(sql`select set_config('desh.action_time', ${at.toISOString()}, true)`);
}

/**
 * Moves a parcel and records the move in one statement (the row's update, its timeline row, the
 * announcement on the parcel channel), then has the webhooks module queue the merchant's webhooks, in
 * the caller's transaction. Answers the row as moved, or nothing when `expected` no longer holds (then
 * nothing was written). The one way a status changes
 * outside a booking; the caller has checked the transition table.
 */
export async function moveAndRecord(
  tx: Executor,
  move: ParcelMove,
): Promise<{ row: ParcelRow; change: ParcelChange } | undefined> {
  await shareActionTime(tx);
  const [found] = await runMove(tx, moveShape(move), {
    parcelId: move.parcelId,
    expectedStatus: move.expected?.status,
    expectedRiderId: move.expected?.riderId,
    to: move.to,
    riderId: move.riderId,
    updatedAt: new Date().toISOString(),
    announcedRiderId: move.announcedRiderId,
    fromStatus: move.fromStatus,
    actorId: move.actor.id,
    actorRole: move.actor.role,
    note: move.note,
    createdAt: currentActionTime()?.toISOString() ?? null,
  });
  if (!found) return undefined;
  const { eventAt: at, announced: _announced, ...row } = found;
  const change: ParcelChange = {
    parcelId: row.id,
    trackingId: row.trackingId,
    senderId: row.senderId,
    riderId: move.announcedRiderId !== undefined ? move.announcedRiderId : row.riderId,
    fromStatus: move.fromStatus,
    toStatus: move.to,
    note: move.note,
    at,
  };
  await enqueueParcelChange(tx, { ...change, merchantOrderId: row.merchantOrderId });
  return { row, change };
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
    /**
     * The receiver through their link, head office correcting the parcel (then `actorId` is the admin),
     * or the sender changing its receiver before pickup (then `actorId` is the sender).
     */
    actorRole: 'receiver' | 'admin' | 'customer';
    actorId?: string | null;
    webhook: { type: WebhookEventType; data: Record<string, unknown> };
  },
): Promise<ParcelChange> {
  const payload = await insertAndAnnounce(
    tx,
    { ...change, fromStatus: change.status, toStatus: change.status, actorId: change.actorId ?? null },
    undefined,
    false,
  );
  await enqueueParcelEvent(tx, {
    parcelId: change.parcelId,
    type: change.webhook.type,
    at: payload.at,
    data: change.webhook.data,
  });
  return payload;
}
