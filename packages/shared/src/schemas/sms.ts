import { z } from 'zod';
import { smsLanguages } from '../constants/delivery.ts';
import { bdMobileSchema, normalizeBdMobile } from './phone.ts';
import { stepUpProofShape } from './step-up.ts';

/** A customer's number for SMS about their parcels, and the language they want them in. */
export const smsContactSchema = z.object({
  phone: bdMobileSchema.transform(normalizeBdMobile),
  language: z.enum(smsLanguages, { error: 'Choose Bangla or English.' }).default('bn'),
});
export type SmsContactInput = z.input<typeof smsContactSchema>;
export type SmsContact = z.output<typeof smsContactSchema>;

/** Body of PUT /sms/contact: the number and language, and the proof that the owner is changing them. */
export const smsContactSaveSchema = smsContactSchema.extend(stepUpProofShape);
export type SmsContactSaveInput = z.input<typeof smsContactSaveSchema>;

export const smsContactResponseSchema = z.object({
  phone: z.string().nullable(),
  language: z.enum(smsLanguages),
});
