import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Totals over history that can no longer change (modules/reports): bookings, parcels in a final status
 * and the ledger's lines, summed once up to a watermark instead of on every request of the dashboard or
 * the ledger's pages.
 */
export const settledTotals = pgTable('settled_totals', {
  /**
   * `booked:<YYYY-MM-DD>` (parcels booked that Asia/Dhaka day), `parcels:<status>` (parcels that finished in
   * it), `cod_collected`, `account:<kind>`, `hub:<hub id>:<kind>` or `merchant:<merchant id>:<purpose>`
   * (poisha, as the lines sum), or `delivered:<merchant id>` (the merchant's deliveries in the ledger, less
   * their reversals). Collated "C" (drizzle/0021; drizzle cannot say so here): names sort
   * bytewise, so a family's names are one range of the key.
   */
  name: text('name').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});

/**
 * How far each source is summed into `settled_totals`: every row whose sequence number is at most
 * `summed_through`. `candidate` is the highest number seen at `candidate_seen_at`, when no transaction
 * had yet been given an id of `candidate_xmax` or above (the seeing snapshot's xmax); once every
 * transaction below it has ended, none can still hold a lower number, and the totals advance to it.
 */
export const settledWatermarks = pgTable('settled_watermarks', {
  source: text('source', {
    enum: ['booked_parcels', 'finished_parcels', 'ledger_lines', 'ledger_entries'],
  }).primaryKey(),
  summedThrough: bigint('summed_through', { mode: 'number' }).notNull().default(0),
  candidate: bigint('candidate', { mode: 'number' }),
  candidateSeenAt: timestamp('candidate_seen_at', { withTimezone: true }),
  candidateXmax: bigint('candidate_xmax', { mode: 'number' }),
});
