import { z } from 'zod';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { trackingIdPattern } from '../constants/tracking-id.ts';
import { requiredText } from './fields.ts';
import { bdMobileMessage, bdMobilePattern, normalizeBdMobile } from './phone.ts';

export const supportTopics = ['parcel', 'pickup', 'payment', 'account', 'rider', 'other'] as const;
export type SupportTopic = (typeof supportTopics)[number];

export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportLocales = ['en', 'bn'] as const;

export const supportMessages = {
  nameRequired: 'Your name is required.',
  contactRequired: 'Give an email address or a phone number so we can answer you.',
  emailInvalid: 'Please enter a valid email address.',
  topicRequired: 'Choose what your request is about.',
  messageShort: 'Please tell us a little more (at least 10 characters).',
  messageLong: 'Please keep the message under 2000 characters.',
  trackingInvalid: 'Tracking IDs look like DSH-1700000000000.',
  answerRequired: 'Write an answer.',
  answerLong: 'Please keep the answer under 1000 characters.',
} as const;

/** An optional text field: blank (as a form sends it) is the same as missing. */
const blankAsMissing = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Body of POST /support/requests: anyone may write, signed in or not. */
export const supportRequestInputSchema = z
  .object({
    name: requiredText(supportMessages.nameRequired, 100),
    email: blankAsMissing(254, supportMessages.emailInvalid).pipe(
      z.email(supportMessages.emailInvalid).optional(),
    ),
    phone: blankAsMissing(40, bdMobileMessage)
      .transform((value) => value?.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(bdMobilePattern, bdMobileMessage).transform(normalizeBdMobile).optional()),
    topic: z.enum(supportTopics, { error: supportMessages.topicRequired }),
    message: z
      .string({ error: supportMessages.messageShort })
      .trim()
      .min(10, supportMessages.messageShort)
      .max(2000, supportMessages.messageLong),
    trackingId: blankAsMissing(60, supportMessages.trackingInvalid)
      .transform((value) => value?.toUpperCase())
      .pipe(z.string().regex(trackingIdPattern, supportMessages.trackingInvalid).optional()),
    /** The page's language: the answer's SMS and mail are written in it. */
    locale: z.enum(supportLocales).optional(),
  })
  .refine((input) => input.email !== undefined || input.phone !== undefined, {
    message: supportMessages.contactRequired,
    path: ['email'],
  });
export type SupportRequestInput = z.input<typeof supportRequestInputSchema>;
export type SupportRequestData = z.output<typeof supportRequestInputSchema>;

export const supportAnswerSchema = z.object({
  answer: requiredText(supportMessages.answerRequired, 1000, supportMessages.answerLong),
});
export type SupportAnswerInput = z.infer<typeof supportAnswerSchema>;

export const supportListQuerySchema = z.object({
  status: z
    .enum([...supportStatuses, 'all'], { error: 'Status must be open, answered, closed or all.' })
    .default('open'),
  topic: z.enum(supportTopics, { error: `Topic must be one of: ${supportTopics.join(', ')}.` }).optional(),
  page: z.coerce.number({ error: 'Page must be a whole number of 1 or more.' }).int().min(1).default(1),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

export const supportPageSize = 20;

export const supportRequestIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** What the requester learns right after writing: which request it is, nothing about anyone else. */
export const supportReceiptSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(supportStatuses),
  createdAt: z.string(),
});
export type SupportReceipt = z.infer<typeof supportReceiptSchema>;

export const supportRequestSchema = z.object({
  id: z.string(),
  /** A short number people can read out on the phone. */
  number: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  topic: z.enum(supportTopics),
  message: z.string(),
  trackingId: z.string().nullable(),
  status: z.enum(supportStatuses),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Written by a signed-in account (the requester sees it under My support requests). */
  signedIn: z.boolean(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The admin's view adds the parcel the tracking ID names, if there is one. */
export const supportRequestDetailSchema = supportRequestSchema.extend({
  parcel: z.object({ trackingId: z.string(), status: z.enum(parcelStatuses) }).nullable(),
  /** How the answer reaches the requester: mail, SMS, only on the site (signed in), or not at all. */
  answerChannel: z.enum(['email', 'sms', 'site', 'none']),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;

export const supportRequestPageSchema = z.object({
  items: z.array(supportRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Open requests, whatever the filter: the sidebar's count. */
  openCount: z.number().int(),
});
export type SupportRequestPage = z.infer<typeof supportRequestPageSchema>;

/** The support contacts the site shows (GET /config), from the deployment's settings. */
export const supportContactSchema = z.object({
  phones: z.array(z.string()),
  email: z.string().nullable(),
  /** Opening hours as the operator wrote them; null: around the clock (the page says it in its language). */
  hours: z.string().nullable(),
  hoursBn: z.string().nullable(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;
