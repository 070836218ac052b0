import { z } from 'zod';
import { maxPasswordLength } from '../constants/limits.ts';
import { smsCodeSchema } from './phone.ts';

/**
 * Changing where a person's money or messages go (the payout account, the number parcel SMS go to,
 * the login phone) asks again who they are: a stolen session cookie or bearer token alone is not
 * enough. The proof is the account's password; an account without one (phone sign-in) proves with a
 * code sent by SMS to its verified login phone.
 */
export const stepUpMessages = {
  passwordRequired: 'Enter your password to make this change.',
  codeRequired: 'Ask for a code and enter it to make this change.',
  wrongPassword: 'That password is not right.',
  wrongCode: 'That code is not right, or it has expired. Ask for a new one.',
  noProof:
    'This account has no password and no verified phone to confirm the change with. Add a phone number in Settings first.',
  noPhone: 'This account has no verified phone to send a code to. Use your password.',
} as const;

/** The proof fields a change's body carries beside its own (one of them is needed). */
export const stepUpProofShape = {
  currentPassword: z.string().max(maxPasswordLength, stepUpMessages.wrongPassword).optional(),
  code: smsCodeSchema.optional(),
};
export const stepUpProofSchema = z.object(stepUpProofShape);
export type StepUpProof = z.input<typeof stepUpProofSchema>;

/** How the signed-in account proves a change: with its password, else with a code to its phone. */
export const stepUpOptionsSchema = z.object({
  password: z.boolean(),
  /** Where a code goes (accounts without a password): the verified login phone, masked; else null. */
  phone: z.string().nullable(),
});
export type StepUpOptions = z.infer<typeof stepUpOptionsSchema>;

export const stepUpCodeSentSchema = z.object({
  /** Where the code went, masked. */
  phone: z.string(),
  /** When the code stops working. */
  expiresAt: z.string(),
});
export type StepUpCodeSent = z.infer<typeof stepUpCodeSentSchema>;
