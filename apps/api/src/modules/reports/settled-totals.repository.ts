import { finalParcelStatuses, parcelStatuses } from '@desh/shared';
import { and, count, gt, gte, inArray, isNull, lte, or, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerLines, parcels, settledTotals, settledWatermarks } from '../../db/schema/index.ts';
import { codCollectedLines } from '../ledger/ledger.service.ts';

// Totals over history that no longer changes, kept up to a watermark (docs/decisions/035). A source is
// an append-only sequence: parcels numbered as they are booked (a booking's day never changes) and as
// they finish (a final status is never left), and the ledger's lines (never changed or removed). Each
// names the totals it adds to.

export type SettledSource = (typeof settledWatermarks.source.enumValues)[number];

export const totalNames = {
  booked: (day: string) => `booked:${day}`,
  parcels: (status: string) => `parcels:${status}`,
  codCollected: 'cod_collected',
};

/**
 * Rows numbered in (`above`, `through`]; no upper bound when `through` is left out. From 0, also the
 * rows from before the numbering began (`unnumbered`: drizzle/0020 numbered no existing row).
 */
const numbered = (column: AnyPgColumn, above: number, through?: number, unnumbered?: SQL) => {
  const range = and(gt(column, above), through === undefined ? undefined : lte(column, through));
  return above === 0 && unnumbered ? or(range, unnumbered) : range;
};

/** The booking's Asia/Dhaka day, as the total's name. */
const bookedDayName = sql<string>`'booked:' || to_char(${parcels.bookingTime} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;

const openStatuses = parcelStatuses.filter((status) => !finalParcelStatuses.includes(status));
const finishedBeforeNumbering = and(isNull(parcels.finishSeq), inArray(parcels.status, finalParcelStatuses));

/** Each source's totals over its rows numbered after `above` (up to `through`), as (name, amount) rows. */
const sums: Record<SettledSource, (above: number, through?: number) => SQL> = {
  booked_parcels: (above, through) => sql`select ${bookedDayName} as name, ${count()} as amount
    from ${parcels} where ${numbered(parcels.bookedSeq, above, through, isNull(parcels.bookedSeq))} group by 1`,
  finished_parcels: (
    above,
    through,
  ) => sql`select 'parcels:' || ${parcels.status} as name, ${count()} as amount
    from ${parcels} where ${numbered(parcels.finishSeq, above, through, finishedBeforeNumbering)}
    group by ${parcels.status}`,
  ledger_lines: (above, through) => sql`select ${totalNames.codCollected} as name,
      ${sum(ledgerLines.amountPoisha)} as amount
    from ${ledgerLines} where ${and(numbered(ledgerLines.id, above, through), codCollectedLines)}
    having ${count()} > 0`,
};

/** The highest number a source has handed out that this transaction can see. */
const highest: Record<SettledSource, SQL> = {
  booked_parcels: sql`select coalesce(max(${parcels.bookedSeq}), 0) from ${parcels}`,
  finished_parcels: sql`select coalesce(max(${parcels.finishSeq}), 0) from ${parcels}`,
  ledger_lines: sql`select coalesce(max(${ledgerLines.id}), 0) from ${ledgerLines}`,
};

export const settledSources = Object.keys(sums) as SettledSource[];

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Moves one source's totals forward, if its candidate has settled (seen at least `settleMs` ago, so
 * every transaction that held a lower number then has committed or rolled back), and takes the
 * highest number visible now as the next candidate. One process does it at a time (the row's lock;
 * another skips it) and the totals and the watermark move in one transaction.
 */
export async function advanceSource(db: Db, source: SettledSource, settleMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [mark] = rowsOf<{ summed_through: string; candidate: string | null; settled: boolean | null }>(
      await tx.execute(sql`
        select ${settledWatermarks.summedThrough} as summed_through, ${settledWatermarks.candidate} as candidate,
          ${settledWatermarks.candidateSeenAt} <= now() - ${`${settleMs} milliseconds`}::interval as settled
        from ${settledWatermarks} where ${settledWatermarks.source} = ${source}
        for update skip locked`),
    );
    if (!mark) return;
    let through = Number(mark.summed_through);
    if (mark.candidate !== null) {
      if (!mark.settled) return;
      const candidate = Number(mark.candidate);
      await tx.execute(sql`
        insert into ${settledTotals} (name, amount) ${sums[source](through, candidate)}
        on conflict (name) do update set amount = ${settledTotals.amount} + excluded.amount`);
      through = candidate;
    }
    // Read after the statement's snapshot: every number at or below the highest was handed out before then.
    await tx.execute(sql`
      update ${settledWatermarks} set summed_through = ${through},
        candidate = case when next.number > ${through} then next.number end,
        candidate_seen_at = case when next.number > ${through} then clock_timestamp() end
      from (${highest[source]}) as next(number)
      where ${settledWatermarks.source} = ${source}`);
  });
}

/**
 * Bookings on each of `days` (Asia/Dhaka, YYYY-MM-DD), every parcel by status and the cash collected at
 * doors (poisha), of all time, from one snapshot: the settled totals, plus the rows numbered after their
 * watermark, plus the parcels still on their way (an index range over the statuses that are not final).
 * Answered as totals by name (`totalNames`). The watermarks are read first and sent as values: a
 * subquery's value is unknown when the plan is made, and a range from an unknown value is planned as a
 * third of the table (a scan of every parcel) instead of the index's last few entries.
 */
export async function readTotals(db: Db, days: string[]): Promise<Map<string, number>> {
  const firstDay = totalNames.booked(days[0] ?? '');
  const wanted = or(sql`${settledTotals.name} not like 'booked:%'`, gte(settledTotals.name, firstDay));
  const rows = await db.transaction(
    async (tx) => {
      const marks = await tx.select().from(settledWatermarks);
      const through = (source: SettledSource) =>
        marks.find((mark) => mark.source === source)?.summedThrough ?? 0;
      return rowsOf<{ name: string; amount: string | number }>(
        await tx.execute(sql`
          select ${settledTotals.name} as name, ${settledTotals.amount} as amount from ${settledTotals} where ${wanted}
          union all ${sums.booked_parcels(through('booked_parcels'))}
          union all ${sums.finished_parcels(through('finished_parcels'))}
          union all select 'parcels:' || ${parcels.status}, ${count()} from ${parcels}
            where ${inArray(parcels.status, openStatuses)} group by ${parcels.status}
          union all ${sums.ledger_lines(through('ledger_lines'))}`),
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.name, (totals.get(row.name) ?? 0) + Number(row.amount));
  return totals;
}
