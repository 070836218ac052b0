import { shopCorrectableStatuses } from '@desh/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const dhakaDay = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`);

export interface DashboardCounts {
  bookedToday: number;
  pickedUpToday: number;
  awaitingPickup: number;
  inTransit: number;
  outForDelivery: number;
  needsAttention: number;
  needsDecision: number;
}

export interface DashboardFinish {
  day: string;
  status: 'delivered' | 'partially_delivered' | 'returned';
}

/**
 * The merchant's parcels booked since `since` (not return legs: a partial delivery's rest is one parcel to
 * the shop), counted where they stand, with the bookings of each Dhaka day since `chartStart` and, for the
 * ones that finished since `finishedSince`, the day and status they finished with. Two statements over the sender's booking
 * index and the parcels' event index.
 */
export async function readDashboard(
  db: Pick<Db, 'execute'>,
  input: { senderId: string; since: Date; todayStart: Date; chartStart: Date; finishedSince: Date },
): Promise<{
  counts: DashboardCounts;
  nextDecideBy: string | null;
  bookedByDay: Record<string, number>;
  finishes: DashboardFinish[];
}> {
  const { senderId, since, todayStart, chartStart, finishedSince } = input;
  const mine = sql`select id, status, booking_time from parcels
    where sender_id = ${senderId} and booking_time >= ${since.toISOString()}::timestamptz
      and return_of_parcel_id is null`;
  const counted = (await db.execute(sql`
    with mine as (${mine})
    select
      (count(*) filter (where booking_time >= ${todayStart.toISOString()}::timestamptz
        and status <> 'cancelled'))::int as "bookedToday",
      (select count(distinct e.parcel_id)::int from parcel_events e join mine m on m.id = e.parcel_id
        where e.from_status in ('pending', 'assigned') and e.to_status not in ('pending', 'assigned', 'cancelled')
          and e.created_at >= ${todayStart.toISOString()}::timestamptz) as "pickedUpToday",
      (count(*) filter (where status in ('pending', 'assigned')))::int as "awaitingPickup",
      (count(*) filter (where status in ('picked_up', 'in_transit')))::int as "inTransit",
      (count(*) filter (where status = 'out_for_delivery'))::int as "outForDelivery",
      (count(*) filter (where status in ('failed', 'returning')))::int as "needsAttention",
      (count(*) filter (where status in (${sql.join(
        shopCorrectableStatuses.map((status) => sql`${status}`),
        sql`, `,
      )})))::int as "needsDecision",
      (select min(a.decide_by) from delivery_attempts a join mine m on m.id = a.parcel_id
        where a.decision is null and a.decide_by is not null and m.status in (${sql.join(
          shopCorrectableStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})) as "nextDecideBy",
      (select coalesce(json_object_agg(booked.day, booked.n), '{}') from (
        select ${dhakaDay('booking_time')} as day, count(*)::int as n from mine
        where booking_time >= ${chartStart.toISOString()}::timestamptz and status <> 'cancelled'
        group by 1) as booked) as "bookedByDay"
    from mine`)) as unknown as {
    rows: (DashboardCounts & {
      bookedByDay: Record<string, number>;
      nextDecideBy: string | Date | null;
    })[];
  };
  const finished = (await db.execute(sql`
    with mine as (${mine})
    select distinct on (e.parcel_id) e.to_status as status, ${dhakaDay('e.created_at')} as day
    from parcel_events e join mine m on m.id = e.parcel_id
    where e.to_status in ('delivered', 'partially_delivered', 'returned')
      and e.created_at >= ${finishedSince.toISOString()}::timestamptz
    order by e.parcel_id, e.created_at desc`)) as unknown as { rows: DashboardFinish[] };
  const [row] = counted.rows;
  const number = (value: unknown) => Number(value ?? 0);
  return {
    counts: {
      bookedToday: number(row?.bookedToday),
      pickedUpToday: number(row?.pickedUpToday),
      awaitingPickup: number(row?.awaitingPickup),
      inTransit: number(row?.inTransit),
      outForDelivery: number(row?.outForDelivery),
      needsAttention: number(row?.needsAttention),
      needsDecision: number(row?.needsDecision),
    },
    // The driver answers a timestamptz as a Date or its text, by its settings: one ISO moment either way.
    nextDecideBy: row?.nextDecideBy ? new Date(row.nextDecideBy).toISOString() : null,
    bookedByDay: row?.bookedByDay ?? {},
    finishes: finished.rows,
  };
}
