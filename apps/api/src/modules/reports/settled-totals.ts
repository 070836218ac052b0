import {
  dhakaDate,
  type LedgerAccountKind,
  type LedgerLinePurpose,
  ledgerAccountKinds,
  ledgerLinePurposes,
  type ParcelStatus,
  parcelStatuses,
  shiftDay,
  statsDays,
} from '@desh/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerLines } from '../../db/schema/index.ts';
import {
  advanceSource,
  merchantLinesSinceTakenAway,
  namesIn,
  namesStartingWith,
  openParcelsByStatus,
  readTotals,
  settledSources,
  totalFamilies,
  totalNames,
} from './settled-totals.repository.ts';

/**
 * How long after a candidate was seen it may settle, at least; it also waits for every transaction then
 * open to end (`advanceSource`). Covers a statement that drew a number and had not yet written its row
 * (it had no transaction id to wait for); statements stop at 30 s (db/client.ts).
 */
export const settleMs = 60 * 1000;

/**
 * Moves every source's totals forward as far as has settled, a bounded step at a time (the keeper's
 * work; exported for tests, which settle at once).
 */
export async function advanceSettledTotals(
  db: Db,
  settle = settleMs,
  { step, stillWanted = () => true }: { step?: number; stillWanted?: () => boolean } = {},
): Promise<void> {
  for (const source of settledSources) {
    while ((await advanceSource(db, source, settle, step)) && stillWanted()) {}
  }
}

/** `<family>:<owner id>:<kind or purpose>` as its three parts (an id may hold a colon; the last part never does). */
function splitOwnedName(name: string): [string, string, string] {
  const first = name.indexOf(':');
  const last = name.lastIndexOf(':');
  return [name.slice(0, first), name.slice(first + 1, last), name.slice(last + 1)];
}

export interface HistoryTotals {
  /** Bookings on each of the last `statsDays` Asia/Dhaka days, oldest first, empty days as 0; the last is today. */
  bookingsPerDay: Array<{ date: string; count: number }>;
  parcelsByStatus: Record<ParcelStatus, number>;
  codCollectedPoisha: number;
}

/**
 * The dashboard's figures over history: bookings a day, every parcel by status and the cash collected at
 * doors, of all time, at a cost that follows the parcels on their way and the last minutes, not the years
 * behind them (docs/decisions/035).
 */
export async function historyTotals(db: Db, now = Date.now()): Promise<HistoryTotals> {
  const today = dhakaDate(now);
  const days = Array.from({ length: statsDays }, (_, index) => shiftDay(today, index - (statsDays - 1)));
  const totals = await readTotals(db, {
    families: [totalFamilies.bookedDays, totalFamilies.finishedParcels, totalFamilies.codCollected],
    settledNames: or(
      namesIn([...days.map(totalNames.booked), totalNames.codCollected]),
      namesStartingWith('parcels:'),
    ),
    alsoLive: [openParcelsByStatus],
  });
  return {
    bookingsPerDay: days.map((date) => ({ date, count: totals.get(totalNames.booked(date)) ?? 0 })),
    parcelsByStatus: Object.fromEntries(
      parcelStatuses.map((status) => [status, totals.get(totalNames.parcels(status)) ?? 0]),
    ) as Record<ParcelStatus, number>,
    codCollectedPoisha: totals.get(totalNames.codCollected) ?? 0,
  };
}

export interface LedgerTotals {
  /** Every kind of account's balance (the sum of its lines, debit positive), company-wide. */
  byKind: Record<LedgerAccountKind, number>;
  /** The cash riders collected at doors, of all time. */
  codCollectedPoisha: number;
  /** Every line of the ledger summed: zero whenever the books balance. */
  booksSumPoisha: number;
  /** Each hub with any line: its cash and its receivable, as the lines sum. */
  hubs: Array<{ hubId: string; cash: number; receivable: number }>;
}

/** The company-wide balances of the ledger, of all time, at the cost of the last minutes' lines (decision 035). */
export async function ledgerTotals(db: Db): Promise<LedgerTotals> {
  const totals = await readTotals(db, {
    families: [totalFamilies.accounts, totalFamilies.codCollected, totalFamilies.hubAccounts],
    settledNames: or(
      namesIn([...ledgerAccountKinds.map(totalNames.account), totalNames.codCollected]),
      namesStartingWith('hub:'),
    ),
  });
  const byKind = Object.fromEntries(
    ledgerAccountKinds.map((kind) => [kind, totals.get(totalNames.account(kind)) ?? 0]),
  ) as Record<LedgerAccountKind, number>;
  const hubs = new Map<string, { hubId: string; cash: number; receivable: number }>();
  for (const [name, amount] of totals) {
    const [family, hubId, kind] = splitOwnedName(name);
    if (family !== 'hub') continue;
    const hub = hubs.get(hubId) ?? { hubId, cash: 0, receivable: 0 };
    if (kind === 'hub_cash') hub.cash += amount;
    else hub.receivable += amount;
    hubs.set(hubId, hub);
  }
  return {
    byKind,
    codCollectedPoisha: totals.get(totalNames.codCollected) ?? 0,
    booksSumPoisha: Object.values(byKind).reduce((sum, balance) => sum + balance, 0),
    hubs: [...hubs.values()],
  };
}

/** One merchant's payable account: the sum of its lines (debit positive) by purpose, and in all. */
export interface MerchantAccountTotals {
  merchantId: string;
  byPurpose: Record<LedgerLinePurpose, number>;
  all: number;
}

/**
 * Every merchant with any line on their payable account (or only `merchantIds`), of all time, at the cost
 * of the last minutes' lines (decision 035). In no particular order.
 */
export async function merchantAccountTotals(
  db: Db,
  merchantIds?: string[],
): Promise<MerchantAccountTotals[]> {
  if (merchantIds?.length === 0) return [];
  const totals = await readTotals(db, {
    families: [totalFamilies.merchantAccounts],
    settledNames: merchantIds
      ? namesIn(
          merchantIds.flatMap((id) =>
            ledgerLinePurposes.map((purpose) => totalNames.merchantAccount(id, purpose)),
          ),
        )
      : namesStartingWith('merchant:'),
    narrow: merchantIds ? inArray(ledgerLines.accountOwner, merchantIds) : undefined,
  });
  const merchants = new Map<string, MerchantAccountTotals>();
  for (const [name, amount] of totals) {
    const [, merchantId, purpose] = splitOwnedName(name);
    const merchant = merchants.get(merchantId) ?? {
      merchantId,
      byPurpose: Object.fromEntries(ledgerLinePurposes.map((each) => [each, 0])) as Record<
        LedgerLinePurpose,
        number
      >,
      all: 0,
    };
    merchant.byPurpose[purpose as LedgerLinePurpose] += amount;
    merchant.all += amount;
    merchants.set(merchantId, merchant);
  }
  return [...merchants.values()];
}

/**
 * A merchant's payable account (the sum of its lines, debit positive) over the entries made before
 * `before`: the account of all time less what came since, from one snapshot, so a statement's opening
 * balance costs the statement's days and the last minutes, not the merchant's history.
 */
export async function merchantPayableBefore(db: Db, merchantId: string, before: Date): Promise<number> {
  const totals = await readTotals(db, {
    families: [totalFamilies.merchantAccounts],
    settledNames: namesIn(
      ledgerLinePurposes.map((purpose) => totalNames.merchantAccount(merchantId, purpose)),
    ),
    narrow: eq(ledgerLines.accountOwner, merchantId),
    alsoLive: [merchantLinesSinceTakenAway(merchantId, before)],
  });
  return [...totals.values()].reduce((sum, amount) => sum + amount, 0);
}

/** How many of a merchant's parcels the ledger has delivered (wholly or in part), less those reversed, of all time. */
export async function merchantDeliveredCount(db: Db, merchantId: string): Promise<number> {
  const totals = await readTotals(db, {
    families: [totalFamilies.merchantDeliveries],
    settledNames: namesIn([totalNames.merchantDelivered(merchantId)]),
    narrow: eq(ledgerEntries.merchantId, merchantId),
  });
  return totals.get(totalNames.merchantDelivered(merchantId)) ?? 0;
}
