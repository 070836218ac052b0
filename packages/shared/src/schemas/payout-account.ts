import { z } from 'zod';
import { requiredText } from './fields.ts';
import { bdMobileSchema, normalizeBdMobile } from './phone.ts';
import { stepUpProofSchema } from './step-up.ts';

/** Where a merchant wants their money: a mobile wallet or a bank account (cash is paid at the office). */
export const payoutAccountMethods = ['bkash', 'nagad', 'bank'] as const;
export type PayoutAccountMethod = (typeof payoutAccountMethods)[number];

export const payoutAccountMessages = {
  methodRequired: 'Choose bKash, Nagad or a bank account.',
  walletRequired: 'Enter the wallet’s mobile number.',
  bankNameRequired: 'Bank name is required.',
  branchRequired: 'Branch is required.',
  accountNameRequired: 'Account name is required.',
  accountNumberInvalid: 'Account numbers are 8 to 20 digits.',
  routingInvalid: 'Routing numbers are 9 digits.',
} as const;

const text = (message: string) => requiredText(message, 100);

/** Digits only, as banks print them with spaces or dashes. */
const digits = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message));

const walletSchema = (method: 'bkash' | 'nagad') =>
  z.object({
    method: z.literal(method),
    walletNumber: z
      .string({ error: payoutAccountMessages.walletRequired })
      .trim()
      .min(1, payoutAccountMessages.walletRequired)
      .pipe(bdMobileSchema)
      .transform(normalizeBdMobile),
  });

export const bankAccountSchema = z.object({
  method: z.literal('bank'),
  bankName: text(payoutAccountMessages.bankNameRequired),
  branchName: text(payoutAccountMessages.branchRequired),
  accountName: text(payoutAccountMessages.accountNameRequired),
  accountNumber: digits(/^\d{8,20}$/, payoutAccountMessages.accountNumberInvalid),
  /** Bangladesh Bank's routing number of the branch (BEFTN). */
  routingNumber: digits(/^\d{9}$/, payoutAccountMessages.routingInvalid),
});

/** Body of PUT /payout-account. */
export const payoutAccountInputSchema = z.discriminatedUnion(
  'method',
  [walletSchema('bkash'), walletSchema('nagad'), bankAccountSchema],
  { error: payoutAccountMessages.methodRequired },
);
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;
export type PayoutAccountData = z.output<typeof payoutAccountInputSchema>;

/** Body of PUT /payout-account: the account and the proof that the owner is making the change. */
export const payoutAccountSaveSchema = z.intersection(payoutAccountInputSchema, stepUpProofSchema);
export type PayoutAccountSave = z.input<typeof payoutAccountSaveSchema>;

/**
 * Hours a newly set or changed payout account waits before it may be paid (docs/decisions/038): the
 * owner is told at once on the verified phone, and a day covers a night. The API may be started with
 * another figure (PAYOUT_HOLD_HOURS); every answer carries the hold's end itself.
 */
export const payoutHoldHours = 24;

export const payoutAccountSchema = z.object({
  method: z.enum(payoutAccountMethods),
  walletNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  branchName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  /** One line naming where the money goes, as a payout records it. */
  destination: z.string(),
  updatedAt: z.string(),
  /** Payouts to this account wait until then (a new or changed account); null once it may be paid. */
  heldUntil: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** One change of a payout account: kept for good, because redirecting payouts is a classic fraud. */
export const payoutAccountChangeSchema = z.object({
  id: z.string(),
  /** The new destination; null when the account was removed. */
  destination: z.string().nullable(),
  previousDestination: z.string().nullable(),
  changedAt: z.string(),
  /** Who made the change (the merchant, or an admin on their behalf). */
  changedByName: z.string().nullable(),
});
export type PayoutAccountChange = z.infer<typeof payoutAccountChangeSchema>;

export const payoutAccountViewSchema = z.object({
  account: payoutAccountSchema.nullable(),
  changes: z.array(payoutAccountChangeSchema),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

/** A merchant's saved account as the admin's payouts page reads it. */
export const merchantPayoutAccountSchema = payoutAccountSchema.extend({
  merchantId: z.string(),
  /** When the destination last changed: a payout to a fresh account deserves a phone call first. */
  changedAt: z.string(),
});
export type MerchantPayoutAccount = z.infer<typeof merchantPayoutAccountSchema>;

/** Hours after a change during which the admin's payout form warns that the account is new. */
export const payoutAccountFreshHours = 72;

/**
 * The one line that names a destination, used by payouts, notices and the admin's page: names and
 * numbers only, no words, so it reads the same on an English and a Bangla page.
 */
export function payoutDestination(account: PayoutAccountData): string {
  if (account.method === 'bank') {
    return `${account.bankName}, ${account.branchName} · ${account.accountName} · ${account.accountNumber} · ${account.routingNumber}`;
  }
  return `${account.method === 'bkash' ? 'bKash' : 'Nagad'} ${account.walletNumber}`;
}
