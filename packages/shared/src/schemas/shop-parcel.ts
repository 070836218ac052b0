import { z } from 'zod';
import { decisionChoices, decisionMakers } from '../constants/decision-deadline.ts';
import { publicEventReasons } from '../constants/delivery.ts';
import { parcelStatuses } from '../constants/parcel-status.ts';
import {
  storyAttemptSchema,
  storyHandoverSchema,
  storyLedgerLineSchema,
  storyProofSchema,
  storyStatusChangeSchema,
} from './parcel-story-parts.ts';
import { parcelSchema } from './parcels.ts';
import { receiverPhoneSchema } from './phone.ts';
import { receiverRequestSchema } from './receivers.ts';

/**
 * The shop's own page for one of its parcels (issue 63 item 5): everything about it in one place,
 * and the receiver's details and COD it may still change before pickup. Staff are named by role and
 * first name only: a merchant never sees a rider's or hub worker's full name or phone.
 */

/** Statuses in which the sender may still change the receiver's details and the COD amount. */
export const shopEditableStatuses = ['pending', 'assigned'] as const;
/**
 * After a failed attempt (issue 63 item 6) the sender may still correct the receiver's name, phone and
 * address for the next attempt, but not the COD amount.
 */
export const shopCorrectableStatuses = ['failed'] as const;
export const shopCodAfterPickupMessage =
  'The COD amount can only be changed before pickup. Ask support to correct it.';
export const shopEditAfterPickupMessage =
  'This parcel has been picked up: its receiver and COD can no longer be changed here. Ask support to correct it.';
export const shopNothingToChangeMessage =
  'Change at least one of the receiver’s name, phone, address or the COD amount.';
export const shopNoReceiverRequestMessage = 'The receiver has no correction waiting for this parcel.';
export const shopNotYoursMessage = 'This parcel belongs to another customer.';

/** A person on the chain: their role and first name, nothing more. */
const staffRef = z.object({ role: z.string().nullable(), firstName: z.string().nullable() }).nullable();

export const shopParcelPageSchema = z.object({
  parcel: parcelSchema,
  /** The sender may still change the receiver and the COD amount (nobody has picked it up). */
  editable: z.boolean(),
  /**
   * A delivery attempt failed and the rider still has it: the sender decides, another attempt (with a
   * corrected name, phone or address) or the return. Without an answer the default applies.
   */
  needsDecision: z.boolean(),
  /**
   * The latest failed attempt's decision (decision 052): the deadline, and once made, the choice, who
   * made it (`default`: applied when the deadline passed unanswered) and when. Null: none was asked.
   */
  decision: z
    .object({
      decideBy: z.string(),
      choice: z.enum(decisionChoices).nullable(),
      decidedBy: z.enum(decisionMakers).nullable(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /** While it needs a decision: the corrected address or phone the receiver asked for, for the shop to accept. */
  receiverRequest: receiverRequestSchema.nullable(),
  timeline: z.array(
    storyStatusChangeSchema.extend({
      fromStatus: z.enum(parcelStatuses).nullable(),
      toStatus: z.enum(parcelStatuses),
      /** The step's fixed reason (public tracking's code), worded by the page in its language. */
      reason: z.enum(publicEventReasons).optional(),
      /** The day a receiver asked for (YYYY-MM-DD), with reason `reschedule` or `receiver_rescheduled`. */
      rescheduleDate: z.string().optional(),
    }),
  ),
  /** Every handover the network scanned: where, the bag and its seal, when, and who. */
  custody: z.array(storyHandoverSchema.extend({ by: staffRef, at: z.string() })),
  attempts: z.array(storyAttemptSchema.extend({ riderFirstName: z.string().nullable() })),
  /** The rider's calls to the receiver (from the rider's phone, to the receiver's number). */
  calls: z.array(z.object({ riderFirstName: z.string().nullable(), at: z.string() })),
  proofs: z.array(storyProofSchema),
  /** What the receiver told us through their private link (day, landmark, floor, pin). */
  receiverNotes: z.array(z.object({ note: z.string(), at: z.string() })),
  /** This parcel's lines on the merchant's own account, oldest first. */
  ledger: z.array(storyLedgerLineSchema),
});
export type ShopParcelPage = z.infer<typeof shopParcelPageSchema>;

/** PATCH /api/parcels/:id/receiver: what the sender changes before pickup (at least one field). */
export const shopParcelEditSchema = z
  .object({
    receiverName: z.string().trim().min(1, 'Receiver name is required').max(100).optional(),
    receiverPhone: receiverPhoneSchema.optional(),
    deliveryAddress: z.string().trim().min(5, 'Delivery address is required').max(300).optional(),
    /** Integer poisha (the form reads taka with parseTakaInput). */
    codAmountPoisha: z.number().int().min(0, 'COD amount cannot be negative').max(10_000_000_00).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: shopNothingToChangeMessage,
  });
export type ShopParcelEdit = z.infer<typeof shopParcelEditSchema>;
