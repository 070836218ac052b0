import { finalParcelStatuses, type LedgerEntryKind, parcelStatuses } from '@desh/shared';
import {
  and,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inList } from '../../db/schema/columns.ts';
import {
  ledgerEntries,
  ledgerLines,
  parcels,
  settledTotals,
  settledWatermarks,
} from '../../db/schema/index.ts';

// Totals over history that no longer changes, kept up to a watermark (docs/decisions/035). A source is
// an append-only sequence: parcels numbered as they are booked (a booking's day never changes) and as
// they finish (a final status is never left), and the ledger's lines (never changed or removed). A
// family is one kind of total over one source: what it sums, and the names it sums into.

/** The lines of cash riders collected at doors on cash-on-delivery parcels (the dashboard's Total COD). */
export const codCollectedLines = and(
  eq(ledgerLines.accountKind, 'rider_cash'),
  eq(ledgerLines.purpose, 'cod_collected'),
);

export type SettledSource = (typeof settledWatermarks.source.enumValues)[number];

export const totalNames = {
  booked: (day: string) => `booked:${day}`,
  parcels: (status: string) => `parcels:${status}`,
  codCollected: 'cod_collected',
  /** Every line of one kind of account, company-wide (`account:<kind>`). */
  account: (kind: string) => `account:${kind}`,
  /** One hub's account of a kind (`hub:<hub id>:<kind>`). */
  hubAccount: (hubId: string, kind: string) => `hub:${hubId}:${kind}`,
  /** One merchant's payable account, the lines of one purpose (`merchant:<merchant id>:<purpose>`). */
  merchantAccount: (merchantId: string, purpose: string) => `merchant:${merchantId}:${purpose}`,
  /** One merchant's deliveries in the ledger, less those reversed (`delivered:<merchant id>`). */
  merchantDelivered: (merchantId: string) => `delivered:${merchantId}`,
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

/** The entries of a parcel delivered, wholly or in part (the payments page counts them). */
const deliveryEntryKinds: LedgerEntryKind[] = ['delivery_collection', 'partial_delivery'];

const openStatuses = parcelStatuses.filter((status) => !finalParcelStatuses.includes(status));
const finishedBeforeNumbering = and(isNull(parcels.finishSeq), inArray(parcels.status, finalParcelStatuses));

export interface TotalFamily {
  source: SettledSource;
  /**
   * The family's totals over the source's rows numbered after `above` (up to `through`), as (name,
   * amount) rows; `narrow` keeps only some of the rows (one merchant's lines, say).
   */
  sum: (above: number, through?: number, narrow?: SQL) => SQL;
}

const lines = (above: number, through: number | undefined, ...conditions: Array<SQL | undefined>) =>
  and(numbered(ledgerLines.id, above, through), ...conditions);
const lineSum = sum(ledgerLines.amountPoisha);

export const totalFamilies = {
  bookedDays: {
    source: 'booked_parcels',
    sum: (above, through) => sql`select ${bookedDayName} as name, ${count()} as amount
      from ${parcels} where ${numbered(parcels.bookedSeq, above, through, isNull(parcels.bookedSeq))} group by 1`,
  },
  finishedParcels: {
    source: 'finished_parcels',
    sum: (above, through) => sql`select 'parcels:' || ${parcels.status} as name, ${count()} as amount
      from ${parcels} where ${numbered(parcels.finishSeq, above, through, finishedBeforeNumbering)}
      group by ${parcels.status}`,
  },
  codCollected: {
    source: 'ledger_lines',
    sum: (above, through) => sql`select ${totalNames.codCollected} as name, ${lineSum} as amount
      from ${ledgerLines} where ${lines(above, through, codCollectedLines)} having ${count()} > 0`,
  },
  accounts: {
    source: 'ledger_lines',
    sum: (above, through) => sql`select 'account:' || ${ledgerLines.accountKind} as name, ${lineSum} as amount
      from ${ledgerLines} where ${lines(above, through)} group by ${ledgerLines.accountKind}`,
  },
  hubAccounts: {
    source: 'ledger_lines',
    sum: (above, through, narrow) => sql`select 'hub:' || ${ledgerLines.accountOwner} || ':' ||
        ${ledgerLines.accountKind} as name, ${lineSum} as amount
      from ${ledgerLines}
      where ${lines(above, through, inArray(ledgerLines.accountKind, ['hub_cash', 'hub_receivable']), narrow)}
      group by ${ledgerLines.accountOwner}, ${ledgerLines.accountKind}`,
  },
  merchantAccounts: {
    source: 'ledger_lines',
    sum: (above, through, narrow) => sql`select 'merchant:' || ${ledgerLines.accountOwner} || ':' ||
        ${ledgerLines.purpose} as name, ${lineSum} as amount
      from ${ledgerLines}
      where ${lines(above, through, eq(ledgerLines.accountKind, 'merchant_payable'), narrow)}
      group by ${ledgerLines.accountOwner}, ${ledgerLines.purpose}`,
  },
  merchantDeliveries: {
    source: 'ledger_entries',
    // A delivery's entry counts one; a reversal of one takes it back (an entry is reversed at most once).
    sum: (above, through, narrow) => sql`select 'delivered:' || ${ledgerEntries.merchantId} as name,
        sum(case when ${ledgerEntries.kind} = 'reversal' then -1 else 1 end) as amount
      from ${ledgerEntries} left join ${ledgerEntries} as reversed on reversed.id = ${ledgerEntries.reversesEntryId}
      where ${and(
        numbered(ledgerEntries.id, above, through),
        isNotNull(ledgerEntries.merchantId),
        or(
          inArray(ledgerEntries.kind, deliveryEntryKinds),
          and(eq(ledgerEntries.kind, 'reversal'), sql`reversed.kind in (${inList(deliveryEntryKinds)})`),
        ),
        narrow,
      )}
      group by ${ledgerEntries.merchantId}`,
  },
} satisfies Record<string, TotalFamily>;

const families: TotalFamily[] = Object.values(totalFamilies);

/** The highest number a source has handed out that this transaction can see. */
const highest: Record<SettledSource, SQL> = {
  booked_parcels: sql`select coalesce(max(${parcels.bookedSeq}), 0) from ${parcels}`,
  finished_parcels: sql`select coalesce(max(${parcels.finishSeq}), 0) from ${parcels}`,
  ledger_lines: sql`select coalesce(max(${ledgerLines.id}), 0) from ${ledgerLines}`,
  ledger_entries: sql`select coalesce(max(${ledgerEntries.id}), 0) from ${ledgerEntries}`,
};

export const settledSources = Object.keys(highest) as SettledSource[];

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);

/** The most numbers one move sums: a catch-up over years of history goes in steps of bounded work. */
export const numbersPerMove = 500_000;

/**
 * Moves one source's totals forward, if its candidate has settled, by at most `step` numbers;
 * once they reach the candidate, takes the highest number visible now as the next one. A candidate has
 * settled when it was seen at least `settleMs` ago and every transaction that had an id then has ended
 * (this snapshot's xmin has passed the seeing snapshot's xmax): a transaction holding a lower number
 * was open when it was seen, and has committed or rolled back. `settleMs` covers the one gap of that
 * rule: a statement that drew a number and had not yet written its row had no id. One process moves a
 * source at a time (the row's lock; another skips it), the totals and the watermark in one transaction.
 * Answers whether the candidate is still ahead (another move can go on at once).
 */
export async function advanceSource(
  db: Db,
  source: SettledSource,
  settleMs: number,
  step = numbersPerMove,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mark] = rowsOf<{ summed_through: string; candidate: string | null; settled: boolean | null }>(
      await tx.execute(sql`
        select ${settledWatermarks.summedThrough} as summed_through, ${settledWatermarks.candidate} as candidate,
          ${settledWatermarks.candidateSeenAt} <= now() - ${`${settleMs} milliseconds`}::interval
            and pg_snapshot_xmin(pg_current_snapshot())::text::bigint >= ${settledWatermarks.candidateXmax}
            as settled
        from ${settledWatermarks} where ${settledWatermarks.source} = ${source}
        for update skip locked`),
    );
    if (!mark) return false;
    let through = Number(mark.summed_through);
    // No settled flag (null): a candidate with no xmax, which the next look replaces.
    if (mark.candidate !== null && mark.settled !== null) {
      if (!mark.settled) return false;
      const candidate = Number(mark.candidate);
      const upTo = Math.min(candidate, through + step);
      const sums = families
        .filter((family) => family.source === source)
        .map((family) => family.sum(through, upTo));
      await tx.execute(sql`
        insert into ${settledTotals} (name, amount) ${unionAll(sums)}
        on conflict (name) do update set amount = ${settledTotals.amount} + excluded.amount`);
      through = upTo;
      if (upTo < candidate) {
        await tx
          .update(settledWatermarks)
          .set({ summedThrough: upTo })
          .where(eq(settledWatermarks.source, source));
        return true;
      }
    }
    // The highest number and the xmax come from one snapshot: every number at or below the highest was
    // handed out before it was taken, to a transaction that had ended or that the xmax is above.
    await tx.execute(sql`
      update ${settledWatermarks} set summed_through = ${through},
        candidate = case when next.number > ${through} then next.number end,
        candidate_seen_at = case when next.number > ${through} then clock_timestamp() end,
        candidate_xmax = case when next.number > ${through}
          then pg_snapshot_xmax(pg_current_snapshot())::text::bigint end
      from (${highest[source]}) as next(number)
      where ${settledWatermarks.source} = ${source}`);
    return false;
  });
}

/** Each source and how long its candidate has waited to settle, in seconds (0 when it has none). */
export async function candidateWaits(db: Db): Promise<Array<{ source: SettledSource; seconds: number }>> {
  const rows = await db
    .select({
      source: settledWatermarks.source,
      seconds: sql<string>`coalesce(extract(epoch from now() - ${settledWatermarks.candidateSeenAt}), 0)`,
    })
    .from(settledWatermarks);
  return rows.map((row) => ({ source: row.source, seconds: Math.max(0, Number(row.seconds)) }));
}

/**
 * Settled totals whose names begin with `prefix`. The column sorts bytewise (collate "C",
 * drizzle/0021), so the prefix is an index range; ';' is the byte after ':'.
 */
export const namesStartingWith = (prefix: `${string}:`) =>
  and(gte(settledTotals.name, prefix), lt(settledTotals.name, `${prefix.slice(0, -1)};`));

export const namesIn = (names: string[]) => inArray(settledTotals.name, names);

/** The parcels on their way (in no final status) by status: counted live, never settled. */
export const openParcelsByStatus = sql`select 'parcels:' || ${parcels.status}, ${count()} from ${parcels}
  where ${inArray(parcels.status, openStatuses)} group by ${parcels.status}`;

/**
 * Minus the merchant's payable lines in entries made at `since` or later, as one (name, amount) row: read
 * through the entries that name the merchant (an index range from `since`), not the merchant's history.
 */
export const merchantLinesSinceTakenAway = (merchantId: string, since: Date) => sql`select
    'merchant_since' as name, 0 - coalesce(${lineSum}, 0) as amount
  from ${ledgerEntries} join ${ledgerLines} on ${ledgerLines.entryId} = ${ledgerEntries.id}
  where ${and(
    eq(ledgerEntries.merchantId, merchantId),
    gte(ledgerEntries.createdAt, since),
    eq(ledgerLines.accountKind, 'merchant_payable'),
    eq(ledgerLines.accountOwner, merchantId),
  )}`;

/**
 * Totals of all time from one snapshot: the settled totals that `settledNames` picks, plus each family's
 * sum over the rows numbered after its source's watermark (narrowed by `narrow`), plus `alsoLive`'s rows.
 * Answered as totals by name (`totalNames`). The watermarks are read first and sent as values: a
 * subquery's value is unknown when the plan is made, and a range from an unknown value is planned as a
 * third of the table (a scan of every row) instead of the index's last few entries.
 */
export async function readTotals(
  db: Db,
  query: { families: TotalFamily[]; settledNames: SQL | undefined; narrow?: SQL; alsoLive?: SQL[] },
): Promise<Map<string, number>> {
  const rows = await db.transaction(
    async (tx) => {
      const marks = await tx.select().from(settledWatermarks);
      const through = (source: SettledSource) =>
        marks.find((mark) => mark.source === source)?.summedThrough ?? 0;
      const live = query.families.map((family) =>
        family.sum(through(family.source), undefined, query.narrow),
      );
      return rowsOf<{ name: string; amount: string | number }>(
        await tx.execute(sql`
          select ${settledTotals.name} as name, ${settledTotals.amount} as amount from ${settledTotals}
          where ${query.settledNames ?? sql`false`}
          union all ${unionAll([...live, ...(query.alsoLive ?? [])])}`),
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.name, (totals.get(row.name) ?? 0) + Number(row.amount));
  return totals;
}
