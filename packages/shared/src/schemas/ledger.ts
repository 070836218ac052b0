import { z } from 'zod';
import {
  handoverStatuses,
  ledgerEntryKinds,
  maxMovementPoisha,
  payoutMethods,
  remittanceStatuses,
} from '../constants/ledger.ts';
import { requiredText, wholeNumber } from './fields.ts';
import { hubRefSchema } from './network.ts';

const poisha = z.number().int();
const amountMessage = 'Enter an amount of at least ৳0.01 and at most ৳1,00,00,000.';
const positivePoisha = wholeNumber(amountMessage, 1, maxMovementPoisha);
const idempotencyKey = z
  .string({ error: 'An idempotency key is required.' })
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters.')
  .max(100, 'The idempotency key must be 8 to 100 characters.');
const optionalNote = z.string().trim().max(300, 'Please keep the note under 300 characters.').optional();

/** A rider declares the cash they hand in at the office. */
export const declareHandoverSchema = z.object({
  amountPoisha: positivePoisha,
  idempotencyKey,
  note: optionalNote,
});
export type DeclareHandoverInput = z.infer<typeof declareHandoverSchema>;

/** What was counted of declared cash (a rider's handover, a hub's remittance). */
const countSchema = z.object({
  countedPoisha: z
    .number({ error: 'Enter the counted amount.' })
    .int({ error: 'Enter the counted amount.' })
    .min(0, { error: 'The counted amount cannot be negative.' })
    .max(maxMovementPoisha, { error: amountMessage }),
  note: optionalNote,
});

/**
 * An admin or the rider's hub counts the cash and confirms what was actually received. A count short
 * of the declaration books the shortage against the rider, so it needs `shortageConfirmed: true`
 * (else 409 SHORTAGE_UNCONFIRMED with the shortage): the person counting saw the amount first.
 */
export const confirmHandoverSchema = countSchema.extend({
  shortageConfirmed: z.boolean({ error: 'The shortage confirmation must be true or false.' }).optional(),
});
export type ConfirmHandoverInput = z.infer<typeof confirmHandoverSchema>;

export const createPayoutSchema = z.object({
  merchantId: z.string({ error: 'Choose a merchant.' }).trim().min(1, 'Choose a merchant.').max(100),
  amountPoisha: positivePoisha,
  method: z.enum(payoutMethods, { error: `Method must be one of: ${payoutMethods.join(', ')}.` }),
  reference: requiredText('A reference is required.', 100, 'Please keep the reference under 100 characters.'),
  idempotencyKey,
});
export type CreatePayoutInput = z.infer<typeof createPayoutSchema>;

export const reverseEntrySchema = z.object({
  reason: requiredText('A reason is required.', 300, 'Please keep the reason under 300 characters.'),
  /**
   * Required only when the reversal would leave a merchant's payable below zero (the merchant would
   * owe the company): why that is right. Without it such a reversal is refused.
   */
  negativePayableReason: z
    .string()
    .trim()
    .max(300, 'Please keep the reason under 300 characters.')
    .optional(),
});
export type ReverseEntryInput = z.infer<typeof reverseEntrySchema>;

/**
 * The reason the web app gives when an admin reverses a payout. It is stored as it is (in English,
 * whoever reverses) and worded in the reader's language when shown, as a key of the `ledger` namespace.
 */
export const payoutReversedReason = 'Payout reversed by an admin';

/** The error code of a reversal refused because it would leave a merchant's payable negative. */
export const negativePayableErrorCode = 'NEGATIVE_PAYABLE_REASON_REQUIRED';

export const ledgerEntryIdParamSchema = z.object({
  id: z.coerce.number({ error: 'Entry ids are whole numbers.' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const handoversQuerySchema = z.object({
  status: z.enum(handoverStatuses, { error: 'Status must be declared or confirmed.' }).default('declared'),
});

export const payoutsQuerySchema = z.object({
  merchantId: z.string().trim().min(1).max(100).optional(),
});

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(dayPattern, `${label} must be a date like 2026-01-31.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a real date.`);

/** A statement covers whole Asia/Dhaka days, both ends included, at most a year. */
export const maxStatementDays = 366;
export const statementQuerySchema = z
  .object({
    from: day('From'),
    to: day('To'),
    /** Admins read any merchant's statement; everyone else reads their own. */
    merchantId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'From must not be after To.', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < maxStatementDays * 24 * 60 * 60 * 1000, {
    message: `A statement covers at most ${maxStatementDays} days.`,
    path: ['to'],
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const paymentsOverviewQuerySchema = z.object({
  merchantId: z.string().trim().min(1).max(100).optional(),
});

export const cashHandoverSchema = z.object({
  id: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  declaredPoisha: poisha,
  countedPoisha: poisha.nullable(),
  /** Declared minus counted: positive is a shortage recorded against the rider. */
  differencePoisha: poisha.nullable(),
  status: z.enum(handoverStatuses),
  note: z.string().nullable(),
  declaredAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The hub whose staff counted the cash; null when it was counted at head office (or not yet). */
  countedAtHubId: z.string().nullable(),
  /** The rider's cash in hand now, from the ledger. */
  riderCashInHandPoisha: poisha,
});
export type CashHandover = z.infer<typeof cashHandoverSchema>;

export const riderCollectionSchema = z.object({
  entryId: z.number().int(),
  parcelId: z.string().nullable(),
  trackingId: z.string().nullable(),
  /** Cash taken at the door (negative for a reversal). */
  collectedPoisha: poisha,
  createdAt: z.string(),
});

export const riderCashSchema = z.object({
  riderId: z.string(),
  cashInHandPoisha: poisha,
  /** Owed to the office after short handovers (negative: the office owes the rider). */
  receivablePoisha: poisha,
  /** Declared and not yet counted by the office. */
  awaitingConfirmationPoisha: poisha,
  /** Taken on photo deliveries that wait for an admin's approval: not in the cash in hand until approved. */
  pendingApprovalPoisha: poisha,
  collections: z.array(riderCollectionSchema),
  handovers: z.array(cashHandoverSchema),
});
export type RiderCash = z.infer<typeof riderCashSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  amountPoisha: poisha,
  method: z.enum(payoutMethods),
  reference: z.string(),
  /** The merchant's saved account the money went to; null for cash, or when none of that method was saved. */
  destination: z.string().nullable(),
  entryId: z.number().int(),
  reversed: z.boolean(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const merchantBalanceSchema = z.object({
  merchantId: z.string(),
  name: z.string(),
  email: z.string(),
  codCollectedPoisha: poisha,
  feesPoisha: poisha,
  /** Return charges of parcels that came back (docs/decisions/022). */
  returnChargesPoisha: poisha,
  paidOutPoisha: poisha,
  /** What the company owes the merchant now (negative: the merchant owes fees). */
  payablePoisha: poisha,
});
export type MerchantBalance = z.infer<typeof merchantBalanceSchema>;

/** One hub's money, as the admin's overview lists it. */
export const hubCashBalanceSchema = z.object({
  hubId: z.string(),
  ...hubRefSchema.omit({ id: true }).shape,
  /** Cash handed in at the hub and not yet remitted (remittances declared but not confirmed included). */
  cashPoisha: poisha,
  /** Declared to head office, not yet counted there. */
  awaitingRemittancePoisha: poisha,
  /** What the hub owes head office after short remittances (negative: head office owes the hub). */
  receivablePoisha: poisha,
});
export type HubCashBalance = z.infer<typeof hubCashBalanceSchema>;

export const ledgerSummarySchema = z.object({
  feeRevenuePoisha: poisha,
  codCollectedPoisha: poisha,
  ridersCashPoisha: poisha,
  riderReceivablePoisha: poisha,
  officeCashPoisha: poisha,
  /** Cash at all hubs, not yet remitted to head office. */
  hubsCashPoisha: poisha,
  hubsReceivablePoisha: poisha,
  payoutsClearingPoisha: poisha,
  merchantsPayablePoisha: poisha,
  /**
   * Every account summed with its sign (debits positive): zero whenever the books balance. Shown so
   * that anyone can see the company-wide books add up.
   */
  booksSumPoisha: poisha,
  /** Hubs holding or owing money, by code. */
  hubs: z.array(hubCashBalanceSchema),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/** The four amounts a statement line moves, and the statement's totals of them. */
const statementAmountsSchema = z.object({
  codCollectedPoisha: poisha,
  feePoisha: poisha,
  returnChargePoisha: poisha,
  payoutPoisha: poisha,
});

export const statementLineSchema = z.object({
  entryId: z.number().int(),
  kind: z.enum(ledgerEntryKinds),
  createdAt: z.string(),
  trackingId: z.string().nullable(),
  parcelTitle: z.string().nullable(),
  /** The payout's method and reference, or the reason of a reversal. */
  detail: z.string().nullable(),
  /** For a payout: how and with which reference it was paid (the page shows the method in its language). */
  payoutMethod: z.enum(payoutMethods).nullable(),
  payoutReference: z.string().nullable(),
  ...statementAmountsSchema.shape,
  /** Change of the payable: COD collected minus fee minus return charge minus payout. */
  netPoisha: poisha,
  balancePoisha: poisha,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const merchantRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const statementSchema = z.object({
  merchant: merchantRefSchema,
  from: z.string(),
  to: z.string(),
  openingPoisha: poisha,
  closingPoisha: poisha,
  totals: statementAmountsSchema,
  lines: z.array(statementLineSchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const paymentsOverviewSchema = z.object({
  merchant: merchantRefSchema,
  balance: merchantBalanceSchema.omit({ merchantId: true, name: true, email: true }).extend({
    /** Cash on deliveries waiting for an admin's approval: shown beside the payable, never in it. */
    pendingApprovalPoisha: poisha,
    pendingApprovalCount: z.number().int(),
  }),
  deliveredCount: z.number().int(),
  recent: z.array(statementLineSchema),
  payouts: z.array(payoutSchema),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

// Hub cash: riders hand COD cash in at their hub; the hub remits it to head office.

export const hubPathParamSchema = z.object({ hubId: z.string().trim().min(1).max(64) });
export const hubHandoverParamSchema = hubPathParamSchema.extend({ id: z.string().trim().min(1).max(100) });

/** The hub's manager declares cash sent to head office (a bank deposit slip number, a receipt). */
export const declareRemittanceSchema = z.object({
  amountPoisha: positivePoisha,
  reference: requiredText('A reference is required.', 100, 'Please keep the reference under 100 characters.'),
  idempotencyKey,
  note: optionalNote,
});
export type DeclareRemittanceInput = z.infer<typeof declareRemittanceSchema>;

/** An admin counts what reached head office; same rules as a handover's count. */
export const confirmRemittanceSchema = countSchema;
export type ConfirmRemittanceInput = z.infer<typeof confirmRemittanceSchema>;

export const remittancesQuerySchema = z.object({
  status: z.enum(remittanceStatuses, { error: 'Status must be declared or confirmed.' }).default('declared'),
});

export const hubRemittanceSchema = z.object({
  id: z.string(),
  hubId: z.string(),
  hubCode: z.string(),
  hubName: z.string(),
  hubNameBn: z.string(),
  declaredPoisha: poisha,
  countedPoisha: poisha.nullable(),
  /** Declared minus counted: positive is a shortage recorded against the hub. */
  differencePoisha: poisha.nullable(),
  reference: z.string(),
  status: z.enum(remittanceStatuses),
  note: z.string().nullable(),
  declaredByName: z.string(),
  declaredAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The hub's cash now, from the ledger. */
  hubCashPoisha: poisha,
});
export type HubRemittance = z.infer<typeof hubRemittanceSchema>;

export const hubCashSchema = z.object({
  hubId: z.string(),
  /** Cash counted in at the hub and not yet remitted to head office. */
  cashPoisha: poisha,
  /** Part of the cash declared to head office, not yet confirmed there. */
  awaitingRemittancePoisha: poisha,
  /** What the manager may still declare: cash less what is already declared. */
  availableToRemitPoisha: poisha,
  /** Confirmed at head office, all time (as declared by the hub). */
  remittedPoisha: poisha,
  /** What the hub owes head office after short remittances (negative: head office owes the hub). */
  receivablePoisha: poisha,
  /** The hub's riders' declared handovers, waiting to be counted here. */
  ridersDeclaredPoisha: poisha,
  remittances: z.array(hubRemittanceSchema),
});
export type HubCash = z.infer<typeof hubCashSchema>;

// Payout requests (issue 63 item 8, decision 054): a merchant asks to be paid its payable.

/** The least payable a merchant may ask to be paid, and the schedule pays: ৳100. */
export const minPayoutPoisha = 10_000;

export const requestPayoutSchema = z.object({ idempotencyKey });
export type RequestPayoutInput = z.infer<typeof requestPayoutSchema>;

export const payoutRequestSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  /** The payable when it was asked for. */
  amountPoisha: poisha,
  source: z.enum(['merchant', 'schedule']),
  /** The payout that paid it; null while head office has not paid it. */
  payoutId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/**
 * One parcel a payout covered (issue 63 item 8): its lines on the merchant's payable posted after the
 * merchant's previous payout and up to this one (docs/decisions/054-cod-modes.md, "Parcels of a payout").
 */
export const payoutParcelSchema = z.object({
  parcelId: z.string(),
  trackingId: z.string(),
  /** Cash on delivery credited to the merchant for it. */
  codPoisha: poisha,
  /** Delivery fee and return charge taken for it. */
  feePoisha: poisha,
  /** What it added to the payable: COD less fees (negative when the fees were more). */
  netPoisha: poisha,
});
export type PayoutParcel = z.infer<typeof payoutParcelSchema>;
