import { z } from 'zod';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { receiverRecordLabels } from '../receivers/record-label.ts';
import { requiredText } from './fields.ts';
import { bdMobileSchema, receiverPhoneSchema } from './phone.ts';

const status = z.enum(parcelStatuses);

export const receiverLandmarkMessage = 'Please keep the landmark under 120 characters.';
export const receiverFloorMessage = 'Please keep the floor under 40 characters.';
export const receiverDayMessage = 'Choose one of the days offered.';
export const receiverFridayMessage = 'There are no deliveries on Fridays. Choose another day.';
export const receiverHolidayMessage = 'There are no deliveries on public holidays. Choose another day.';
export const receiverPinMessage = 'The pin must be a place in Bangladesh.';

/** What the receiver tells the rider: a landmark, the floor, and whether to call before coming. */
export const receiverInstructionsSchema = z.object({
  landmark: z.string().trim().max(120, receiverLandmarkMessage).default(''),
  floor: z.string().trim().max(40, receiverFloorMessage).default(''),
  callBefore: z.boolean().default(false),
});
export type ReceiverInstructionsInput = z.input<typeof receiverInstructionsSchema>;
export type ReceiverInstructions = z.output<typeof receiverInstructionsSchema>;

export const receiverRescheduleSchema = z.object({
  date: z
    .string({ error: receiverDayMessage })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, receiverDayMessage),
});
export type ReceiverRescheduleInput = z.infer<typeof receiverRescheduleSchema>;

/** Bangladesh's bounding box, a little wide: a pin outside it is a phone that guessed wrong. */
export const receiverPinSchema = z.object({
  lat: z.number({ error: receiverPinMessage }).min(20.3, receiverPinMessage).max(26.8, receiverPinMessage),
  lng: z.number({ error: receiverPinMessage }).min(87.8, receiverPinMessage).max(92.8, receiverPinMessage),
  /** The phone's own estimate, in metres. */
  accuracyM: z.number().min(0).max(100_000),
});
export type ReceiverPinInput = z.infer<typeof receiverPinSchema>;

export const receiverPinAnswerSchema = receiverPinSchema.extend({ at: z.string() });

/** What the receiver asked for, as the rider's run and the parcel's sender see it. */
export const receiverNotesSchema = z.object({
  preferredDate: z.string().nullable(),
  landmark: z.string(),
  floor: z.string(),
  callBefore: z.boolean(),
  pin: receiverPinAnswerSchema.nullable(),
  updatedAt: z.string(),
});
export type ReceiverNotes = z.infer<typeof receiverNotesSchema>;

/** The receiver's page: their parcel and what they can still change. No sender, amount or address. */
export const receiverCorrectionNothingMessage = 'Give a corrected address or phone number.';
export const receiverCorrectionNotNowMessage =
  'A correction can be asked only after a failed delivery attempt, while the rider still has the parcel.';

/**
 * After a failed attempt the receiver asks, through their private link, for a corrected address or phone
 * (issue 63 item 6); the shop sees it on its parcel page and may accept it for the next attempt.
 */
export const receiverCorrectionSchema = z
  .object({
    deliveryAddress: z.string().trim().min(5, 'Delivery address is required').max(300).optional(),
    receiverPhone: receiverPhoneSchema.optional(),
  })
  .refine((body) => body.deliveryAddress !== undefined || body.receiverPhone !== undefined, {
    message: receiverCorrectionNothingMessage,
  });
export type ReceiverCorrection = z.infer<typeof receiverCorrectionSchema>;

/** The receiver's correction the shop has not accepted yet. */
export const receiverRequestSchema = z.object({
  deliveryAddress: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  at: z.string(),
});
export type ReceiverRequest = z.infer<typeof receiverRequestSchema>;

export const receiverPageSchema = z.object({
  trackingId: z.string(),
  status,
  updatedAt: z.string(),
  /** The day the courier promised (YYYY-MM-DD), when one was given at booking. */
  promisedDate: z.string().nullable(),
  /** Whether the receiver may still change the day, the instructions or the pin. */
  editable: z.boolean(),
  /** The days the receiver may choose (YYYY-MM-DD), earliest first; empty when nothing can change. */
  dayChoices: z.array(z.string()),
  notes: receiverNotesSchema.nullable(),
  /** The rider at the door, while the parcel is out for delivery. */
  rider: z.object({ firstName: z.string(), phone: z.string() }).nullable(),
  /** Who sends it: the store's name (the merchant's shop or name when booked without a store). */
  sender: z.string(),
  /** What to pay at the door, in poisha: cash on delivery's fee and goods; 0 when prepaid. */
  toPayPoisha: z.number().int(),
  /**
   * A delivery attempt failed and the rider still has it: the page offers "Try again on <day>" (the day
   * choices) and a corrected address or phone for the shop to accept.
   */
  failedAttempt: z.boolean(),
  /** The correction this receiver asked for that the shop has not accepted yet. */
  request: receiverRequestSchema.nullable(),
});
export type ReceiverPage = z.infer<typeof receiverPageSchema>;

export const receiverRecordQuerySchema = z.object({ phone: bdMobileSchema });

/** The merchant's receiver lookups today (the Asia/Dhaka day): `receiverLookupsAllowed`, used, left. */
export const receiverLookupAllowanceSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
});
export type ReceiverLookupAllowance = z.infer<typeof receiverLookupAllowanceSchema>;

/**
 * A merchant's lookups before it types a number: today's allowance, and whether any receiver of its own
 * is on record (a parcel the courier picked up). With neither, every lookup would be refused, so the
 * booking form says why instead of asking.
 */
export const receiverLookupsTodaySchema = receiverLookupAllowanceSchema.extend({
  ownReceivers: z.boolean(),
});
export type ReceiverLookupsToday = z.infer<typeof receiverLookupsTodaySchema>;

/** A receiver phone's record across every merchant: counts and a label, nothing about any order. */
export const receiverRecordSchema = z.object({
  allowance: receiverLookupAllowanceSchema,
  /** The receiver asked for their record to be hidden: no counts, no label. */
  hidden: z.boolean(),
  delivered: z.number().int().nullable(),
  returned: z.number().int().nullable(),
  refused: z.number().int().nullable(),
  wrongAddress: z.number().int().nullable(),
  label: z.enum(receiverRecordLabels).nullable(),
});
export type ReceiverRecord = z.infer<typeof receiverRecordSchema>;

export const hideReceiverRecordMessage = 'Say how the receiver asked (e.g. a support request number).';

export const hideReceiverRecordSchema = z.object({
  phone: bdMobileSchema,
  reason: requiredText(hideReceiverRecordMessage, 300),
});
export type HideReceiverRecordInput = z.infer<typeof hideReceiverRecordSchema>;

export const hiddenReceiverRecordSchema = z.object({
  phone: z.string(),
  reason: z.string(),
  hiddenAt: z.string(),
});
export type HiddenReceiverRecord = z.infer<typeof hiddenReceiverRecordSchema>;

/** `own`: the receiver of a parcel of the merchant's that the courier picked up; `draft`: any other number. */
export const receiverLookupKinds = ['own', 'draft'] as const;
export type ReceiverLookupKind = (typeof receiverLookupKinds)[number];
/** How a lookup ended: answered, or refused (no real volume, the day's allowance used, the minute's limit). */
export const receiverLookupOutcomes = ['answered', 'no_volume', 'used_up', 'rate_limited'] as const;
export type ReceiverLookupOutcome = (typeof receiverLookupOutcomes)[number];

export const receiverLookupsQuerySchema = z.object({ phone: bdMobileSchema });

/** One lookup of a number, as an admin sees it: who looked, when, how, and how it ended. */
export const receiverLookupEntrySchema = z.object({
  at: z.string(),
  merchant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  viaApiKey: z.boolean(),
  /** Null when refused before it was judged (the minute's limit). */
  kind: z.enum(receiverLookupKinds).nullable(),
  outcome: z.enum(receiverLookupOutcomes),
  hidden: z.boolean(),
});
export type ReceiverLookupEntry = z.infer<typeof receiverLookupEntrySchema>;
