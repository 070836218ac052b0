import {
  type CodMode,
  codSplit,
  type LedgerAccountKind,
  type LedgerLinePurpose,
  type PaymentMethod,
  type PayoutMethod,
} from '@desh/shared';
import { badRequest } from '../../lib/errors.ts';

/** One line of a journal entry: debit positive, credit negative, integer poisha. */
export interface PostingLine {
  accountKind: LedgerAccountKind;
  /** Rider or merchant id for per-owner accounts, '' for the company's own. */
  accountOwner: string;
  purpose: LedgerLinePurpose;
  amountPoisha: number;
}

const line = (
  accountKind: LedgerAccountKind,
  accountOwner: string,
  purpose: LedgerLinePurpose,
  amountPoisha: number,
): PostingLine => ({ accountKind, accountOwner, purpose, amountPoisha });

const withoutZeros = (lines: PostingLine[]) => lines.filter((item) => item.amountPoisha !== 0);

function assertPoisha(name: string, value: number, { allowZero }: { allowZero: boolean }): void {
  if (!Number.isSafeInteger(value) || value < 0 || (!allowZero && value === 0)) {
    throw new RangeError(
      `${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer of poisha, got ${value}`,
    );
  }
}

/** Cash counted against a declaration: something was declared, and the count is not negative. */
function assertCounted(input: { declaredPoisha: number; countedPoisha: number }): void {
  assertPoisha('declaredPoisha', input.declaredPoisha, { allowZero: false });
  assertPoisha('countedPoisha', input.countedPoisha, { allowZero: true });
}

/**
 * What a door visit posts: the rider holds the cash taken, the merchant is owed it, and the delivery
 * fee is taken out of the merchant's payable as the company's revenue.
 */
function doorLines(input: {
  riderId: string;
  merchantId: string;
  collectedPoisha: number;
  feePoisha: number;
}): PostingLine[] {
  return withoutZeros([
    line('rider_cash', input.riderId, 'cod_collected', input.collectedPoisha),
    line('merchant_payable', input.merchantId, 'cod_collected', -input.collectedPoisha),
    line('merchant_payable', input.merchantId, 'delivery_fee', input.feePoisha),
    line('fee_revenue', '', 'delivery_fee', -input.feePoisha),
  ]);
}

export interface DeliveryCollection {
  riderId: string;
  /** The customer who booked the parcel. */
  merchantId: string;
  paymentMethod: PaymentMethod;
  /** Cash the rider took at the door. */
  collectedPoisha: number;
  /** The amount the shop entered (COD only): the goods' value, or the all-in amount (`fee_from_payout`). */
  codPoisha: number;
  /** How the cash and the fee are split (`codSplit`); the goods' value plus the fee when absent. */
  codMode?: CodMode | undefined;
  /** The delivery fee the company earns. */
  feePoisha: number;
}

/**
 * Cash on delivery: the rider holds everything collected, the merchant is owed it, and the fee is
 * then taken out of the merchant's payable as the company's revenue. In either COD mode the lines are
 * the same; only what is collected differs (`codSplit`): with `fee_from_payout` an all-in amount below
 * the fee (or 0, free delivery) leaves the parcel's net a charge on the merchant's payable. Prepaid: nothing is collected
 * and the fee is charged to the merchant's payable (set off against their next COD), so a merchant
 * who only sends prepaid parcels carries a negative payable: what they owe the company.
 * A collection that is not exactly the amount to collect is refused.
 */
export function deliveryCollectionLines(input: DeliveryCollection): PostingLine[] {
  assertPoisha('collectedPoisha', input.collectedPoisha, { allowZero: true });
  assertPoisha('codPoisha', input.codPoisha, { allowZero: true });
  assertPoisha('feePoisha', input.feePoisha, { allowZero: true });
  const expected = codSplit({
    paymentMethod: input.paymentMethod,
    codMode: input.codMode ?? 'add_fee_to_receiver',
    codAmountPoisha: input.codPoisha,
    deliveryFeePoisha: input.feePoisha,
  }).collectPoisha;
  if (input.collectedPoisha !== expected) {
    throw badRequest(
      input.collectedPoisha < expected
        ? 'The rider must collect the full amount to collect; a short collection is refused.'
        : 'The rider collected more than the amount to collect.',
      { collectedPoisha: `Expected exactly ${expected} poisha.` },
    );
  }
  return doorLines(input);
}

/**
 * A partial delivery (docs/decisions/022): the receiver kept part of the order and paid less than the
 * amount to collect. The rider holds what was taken, the merchant is owed it, and the whole delivery
 * fee is charged to the merchant's payable (the visit was made); the rest of the goods comes back as
 * a return parcel, whose return charge posts when it reaches the merchant. Taking the full amount (or
 * more) is not a partial delivery and is refused.
 */
export function partialDeliveryLines(input: {
  riderId: string;
  merchantId: string;
  collectedPoisha: number;
  /** What the rider would have collected for the whole order. */
  duePoisha: number;
  feePoisha: number;
}): PostingLine[] {
  assertPoisha('collectedPoisha', input.collectedPoisha, { allowZero: true });
  assertPoisha('duePoisha', input.duePoisha, { allowZero: true });
  assertPoisha('feePoisha', input.feePoisha, { allowZero: true });
  if (input.duePoisha > 0 ? input.collectedPoisha >= input.duePoisha : input.collectedPoisha !== 0) {
    throw badRequest('A partial delivery collects less than the amount to collect.', {
      cashCollected: 'A partial delivery collects less than the amount to collect.',
    });
  }
  return doorLines(input);
}

/** A returned parcel's return charge: taken from the merchant's payable as the company's revenue. */
export function returnChargeLines(input: { merchantId: string; chargePoisha: number }): PostingLine[] {
  assertPoisha('chargePoisha', input.chargePoisha, { allowZero: true });
  return withoutZeros([
    line('merchant_payable', input.merchantId, 'return_charge', input.chargePoisha),
    line('fee_revenue', '', 'return_charge', -input.chargePoisha),
  ]);
}

/**
 * The rider hands in what they declared; the office (or the rider's hub, with `hubId`) books what it
 * counted. A difference stays with the rider as a receivable (a shortage is positive: the rider owes
 * it; an overage negative).
 */
export function handoverLines(input: {
  riderId: string;
  declaredPoisha: number;
  countedPoisha: number;
  /** Counted at this hub: the cash goes into the hub's cash, not the office's. */
  hubId?: string | null;
}): PostingLine[] {
  assertCounted(input);
  const into = input.hubId
    ? line('hub_cash', input.hubId, 'cash_handover', input.countedPoisha)
    : line('office_cash', '', 'cash_handover', input.countedPoisha);
  return withoutZeros([
    into,
    line(
      'rider_receivable',
      input.riderId,
      'handover_difference',
      input.declaredPoisha - input.countedPoisha,
    ),
    line('rider_cash', input.riderId, 'cash_handover', -input.declaredPoisha),
  ]);
}

/**
 * A hub sends cash to head office: the office books what it counted, the hub's cash goes down by what
 * the hub declared, and a difference stays with the hub as a receivable (a shortage is positive).
 */
export function remittanceLines(input: {
  hubId: string;
  declaredPoisha: number;
  countedPoisha: number;
}): PostingLine[] {
  assertCounted(input);
  return withoutZeros([
    line('office_cash', '', 'hub_remittance', input.countedPoisha),
    line('hub_receivable', input.hubId, 'remittance_difference', input.declaredPoisha - input.countedPoisha),
    line('hub_cash', input.hubId, 'hub_remittance', -input.declaredPoisha),
  ]);
}

/** Cash payouts leave the office's cash; bKash, Nagad and bank ones go through the clearing account. */
export function payoutLines(input: {
  merchantId: string;
  amountPoisha: number;
  method: PayoutMethod;
}): PostingLine[] {
  assertPoisha('amountPoisha', input.amountPoisha, { allowZero: false });
  const source: LedgerAccountKind = input.method === 'cash' ? 'office_cash' : 'payouts_clearing';
  return [
    line('merchant_payable', input.merchantId, 'payout', input.amountPoisha),
    line(source, '', 'payout', -input.amountPoisha),
  ];
}

/** A correction: the same lines with opposite signs, so the pair nets to nothing. */
export function reversalLines(original: readonly PostingLine[]): PostingLine[] {
  return original.map((item) => ({ ...item, amountPoisha: -item.amountPoisha }));
}

export const sumOf = (lines: readonly PostingLine[]) =>
  lines.reduce((total, item) => total + item.amountPoisha, 0);
