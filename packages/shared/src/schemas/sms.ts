import { z } from 'zod';
import { smsLanguages } from '../constants/delivery.ts';
import { bdMobileSchema, normalizeBdMobile } from './phone.ts';

/** A customer's number for SMS about their parcels, and the language they want them in. */
export const smsContactSchema = z.object({
  phone: bdMobileSchema.transform(normalizeBdMobile),
  language: z.enum(smsLanguages, { error: 'Choose Bangla or English.' }).default('bn'),
});
export type SmsContactInput = z.input<typeof smsContactSchema>;
export type SmsContact = z.output<typeof smsContactSchema>;

export const smsContactResponseSchema = z.object({
  phone: z.string().nullable(),
  language: z.enum(smsLanguages),
});
