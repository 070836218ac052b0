/**
 * The ledger's vocabulary. Amounts are integer poisha; a positive line is a debit, a negative line a
 * credit, and the lines of every entry sum to zero (the database refuses anything else).
 */

/** Where money sits. Assets carry debit (positive) balances; payables and revenue carry credit (negative) ones. */
export const ledgerAccountKinds = [
  /** Cash a rider collected at doors and still holds (one per rider). Asset. */
  'rider_cash',
  /** What a rider owes the office after a short handover (negative: the office owes the rider). Asset. */
  'rider_receivable',
  /** Cash counted in at the office (head office). Asset. */
  'office_cash',
  /** Cash riders handed in at a hub and the hub has not yet remitted to head office (one per hub). Asset. */
  'hub_cash',
  /** What a hub owes head office after a short remittance (negative: head office owes the hub). Asset. */
  'hub_receivable',
  /** Money sent to merchants by bKash, Nagad or bank, to be matched with the bank statement. Credit. */
  'payouts_clearing',
  /** What the company owes a merchant (one per customer who books). Liability. */
  'merchant_payable',
  /** Delivery fees earned. Revenue. */
  'fee_revenue',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** Accounts that exist once per rider, merchant or hub; the others are the company's own. */
export const ownedAccountKinds: readonly LedgerAccountKind[] = [
  'rider_cash',
  'rider_receivable',
  'merchant_payable',
  'hub_cash',
  'hub_receivable',
];

export const ledgerEntryKinds = [
  'delivery_collection',
  'cash_handover',
  'payout',
  'reversal',
  'hub_remittance',
  /** A partial delivery's money: the cash actually taken and the whole fee (docs/decisions/022). */
  'partial_delivery',
  /** A returned parcel's return charge, posted when it is back with the merchant. */
  'return_charge',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** Why a line exists; statements and reports group by it. A reversal line keeps its original's purpose. */
export const ledgerLinePurposes = [
  'cod_collected',
  'delivery_fee',
  'cash_handover',
  'handover_difference',
  'payout',
  'hub_remittance',
  'remittance_difference',
  'return_charge',
] as const;
export type LedgerLinePurpose = (typeof ledgerLinePurposes)[number];

export const payoutMethods = ['bkash', 'nagad', 'bank', 'cash'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

export const payoutMethodLabels: Record<PayoutMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  bank: 'Bank transfer',
  cash: 'Cash',
};

export const handoverStatuses = ['declared', 'confirmed'] as const;
export type HandoverStatus = (typeof handoverStatuses)[number];

/** A hub's remittance to head office: declared by the hub's manager, confirmed by an admin who counted it. */
export const remittanceStatuses = handoverStatuses;
export type RemittanceStatus = HandoverStatus;

/** The largest single handover or payout: one crore taka, in poisha. */
export const maxMovementPoisha = 10_000_000_00;
