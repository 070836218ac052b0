import {
  csvDocument,
  csvNumber,
  csvText,
  dhakaDateTime,
  dhakaDayEnd,
  dhakaDayStart,
  type PaymentsOverview,
  type Statement,
  type StatementLine,
  type StatementQuery,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { merchantDeliveredCount, merchantPayableBefore } from '../reports/settled-totals.ts';
import { merchantStatementRows } from './balances.repository.ts';
import { listMerchantBalances, resolveMerchant } from './balances.service.ts';
import type { LedgerNeighbours } from './ledger-neighbours.ts';
import { listPayoutsOfMerchant } from './payouts.service.ts';

type StatementRow = Awaited<ReturnType<typeof merchantStatementRows>>[number];

/** What an entry adds to the merchant's payable: the COD collected less fees, return charges and payouts. */
const netOf = (row: StatementRow) => 0 - row.cod - row.fee - row.returnCharge - row.payout;

/** An entry's money on the merchant's account as a statement line, with the balance after it. */
function statementLine(row: StatementRow, balancePoisha: number): StatementLine {
  return {
    entryId: row.entryId,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    trackingId: row.trackingId,
    parcelTitle: row.parcelTitle,
    detail: row.memo,
    payoutMethod: row.payoutMethod,
    payoutReference: row.payoutReference,
    codCollectedPoisha: 0 - row.cod,
    feePoisha: row.fee,
    returnChargePoisha: row.returnCharge,
    payoutPoisha: row.payout,
    netPoisha: netOf(row),
    balancePoisha,
  };
}

async function statementFor(
  db: Db,
  merchant: Statement['merchant'],
  from: Date,
  to: Date,
): Promise<Omit<Statement, 'from' | 'to'>> {
  const [before, rows] = await Promise.all([
    merchantPayableBefore(db, merchant.id, from),
    merchantStatementRows(db, merchant.id, from, to),
  ]);
  const openingPoisha = 0 - before;
  let balance = openingPoisha;
  const totals = { codCollectedPoisha: 0, feePoisha: 0, returnChargePoisha: 0, payoutPoisha: 0 };
  const lines = rows.map((row) => {
    balance += netOf(row);
    const line = statementLine(row, balance);
    totals.codCollectedPoisha += line.codCollectedPoisha;
    totals.feePoisha += line.feePoisha;
    totals.returnChargePoisha += line.returnChargePoisha;
    totals.payoutPoisha += line.payoutPoisha;
    return line;
  });
  return { merchant, openingPoisha, closingPoisha: balance, totals, lines };
}

/**
 * The rows of a merchant's entries, newest first, as statement lines with the balance after each: walked
 * back from `balanceNow`, so only those rows are read, not every line of the days they span.
 */
function walkedBack(rows: StatementRow[], balanceNow: number): StatementLine[] {
  let balanceAfter = balanceNow;
  return rows.map((row) => {
    const line = statementLine(row, balanceAfter);
    balanceAfter -= netOf(row);
    return line;
  });
}

/** A merchant's statement over whole Asia/Dhaka days, both ends included. */
export async function getStatement(db: Db, caller: AuthSession, query: StatementQuery): Promise<Statement> {
  const merchant = await resolveMerchant(db, caller, query.merchantId);
  const from = dhakaDayStart(query.from);
  const to = dhakaDayEnd(query.to);
  return { ...(await statementFor(db, merchant, from, to)), from: query.from, to: query.to };
}

const dayMs = 24 * 60 * 60 * 1000;
/** The payments page's latest movements: the newest of the last 90 days. */
const recentLineCount = 50;

/** The Payments page: balance, the last 90 days' movements (newest first) and the payouts received. */
export async function getPaymentsOverview(
  db: Db,
  { pendingApprovalOfMerchant }: LedgerNeighbours,
  caller: AuthSession,
  merchantId: string | undefined,
): Promise<PaymentsOverview> {
  const merchant = await resolveMerchant(db, caller, merchantId);
  const now = Date.now();
  const [balances, deliveredCount, recentRows, payouts, pending] = await Promise.all([
    listMerchantBalances(db, [merchant.id]),
    merchantDeliveredCount(db, merchant.id),
    // To a minute ahead, as a statement's end: an entry stamped by a database clock a little ahead still counts.
    merchantStatementRows(
      db,
      merchant.id,
      new Date(now - 90 * dayMs),
      new Date(now + 60_000),
      recentLineCount,
    ),
    listPayoutsOfMerchant(db, merchant.id, 50),
    pendingApprovalOfMerchant(db, merchant.id),
  ]);
  const totals = balances[0];
  const recent = walkedBack(recentRows, totals?.payablePoisha ?? 0);
  return {
    merchant,
    balance: {
      codCollectedPoisha: totals?.codCollectedPoisha ?? 0,
      feesPoisha: totals?.feesPoisha ?? 0,
      returnChargesPoisha: totals?.returnChargesPoisha ?? 0,
      paidOutPoisha: totals?.paidOutPoisha ?? 0,
      payablePoisha: totals?.payablePoisha ?? 0,
      pendingApprovalPoisha: pending.cashPoisha,
      pendingApprovalCount: pending.count,
    },
    deliveredCount,
    recent,
    payouts,
  };
}

const csvHeader = [
  'Date (Asia/Dhaka)',
  'Entry',
  'Type',
  'Tracking ID',
  'Parcel',
  'Detail',
  'COD collected (BDT)',
  'Delivery fee (BDT)',
  'Return charge (BDT)',
  'Payout (BDT)',
  'Net (BDT)',
  'Balance (BDT)',
];

const kindLabels: Record<StatementLine['kind'], string> = {
  delivery_collection: 'Delivery',
  cash_handover: 'Cash handover',
  payout: 'Payout',
  reversal: 'Correction',
  hub_remittance: 'Hub remittance',
  partial_delivery: 'Partial delivery',
  return_charge: 'Return charge',
};

/** Exact taka with two decimals from integer poisha, no float in between. */
export function poishaCsv(poisha: number): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The statement as CSV (UTF-8 with a byte-order mark so spreadsheet programs read Bangla titles). */
export function statementCsv(statement: Statement): string {
  const money = (poisha: number) => csvNumber(poishaCsv(poisha));
  const rows: string[][] = [
    csvHeader.map(csvText),
    [
      csvText(statement.from),
      '',
      csvText('Opening balance'),
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      money(statement.openingPoisha),
    ],
    ...statement.lines.map((line) => [
      csvText(dhakaDateTime(line.createdAt)),
      csvNumber(line.entryId),
      csvText(kindLabels[line.kind]),
      csvText(line.trackingId ?? ''),
      csvText(line.parcelTitle ?? ''),
      csvText(line.detail ?? ''),
      money(line.codCollectedPoisha),
      money(line.feePoisha),
      money(line.returnChargePoisha),
      money(line.payoutPoisha),
      money(line.netPoisha),
      money(line.balancePoisha),
    ]),
    [
      csvText(statement.to),
      '',
      csvText('Closing balance'),
      '',
      '',
      '',
      money(statement.totals.codCollectedPoisha),
      money(statement.totals.feePoisha),
      money(statement.totals.returnChargePoisha),
      money(statement.totals.payoutPoisha),
      money(statement.closingPoisha - statement.openingPoisha),
      money(statement.closingPoisha),
    ],
  ];
  return csvDocument(rows, { bom: true });
}
