import { formatPoisha } from '@desh/shared';
import { isoOrNull, pickColumns } from '../../lib/rows.ts';

// Cash one side declares and the other counts: a rider's handover at the office or hub, a hub's
// remittance to head office. Both answer with the same columns and refuse declaring too much alike.

interface DeclaredCashRow {
  id: string;
  declaredPoisha: number;
  countedPoisha: number | null;
  status: 'declared' | 'confirmed';
  note: string | null;
  declaredAt: Date;
  confirmedAt: Date | null;
}

/** The columns every declared sum answers with; the difference is declared less counted, once counted. */
export function declaredCashColumns<Row extends DeclaredCashRow>(row: Row) {
  return {
    ...pickColumns(row, ['id', 'declaredPoisha', 'countedPoisha', 'status', 'note']),
    differencePoisha: row.countedPoisha === null ? null : row.declaredPoisha - row.countedPoisha,
    declaredAt: row.declaredAt.toISOString(),
    confirmedAt: isoOrNull(row.confirmedAt),
  };
}

/**
 * The most that may be declared now, when `amountPoisha` is more than that (else undefined): the cash
 * held less what is declared and not yet counted, and never below zero.
 */
export function overDeclared(
  amountPoisha: number,
  held: { cashPoisha: number; awaitingPoisha: number },
): number | undefined {
  const available = held.cashPoisha - held.awaitingPoisha;
  return amountPoisha > available ? Math.max(available, 0) : undefined;
}

/** The field message and details of a 400 that refuses an amount above `most` (payouts, handovers, remittances). */
export function atMost(most: number): [fields: Record<string, string>, details: { maxPoisha: number }] {
  return [{ amountPoisha: `At most ${formatPoisha(most)}.` }, { maxPoisha: most }];
}
