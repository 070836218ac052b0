import { z } from 'zod';
import {
  approvalFlags,
  codeMissingReasons,
  deliveryCodeLength,
  failedAttemptReasons,
  partialDeliveryReasons,
  photoProofGrounds,
} from '../constants/delivery.ts';
import { parcelLegs, parcelStatuses } from '../constants/parcel-status.ts';
import { apiErrorParamsSchema } from './errors.ts';
import { requiredText } from './fields.ts';
import { receiverNotesSchema } from './receivers.ts';

export const deliveryCodeMessage = `Enter the ${deliveryCodeLength}-digit code the receiver got by SMS.`;
export const receiverNameMessage = 'Enter the name of the person who took the parcel.';
export const rescheduleDateMessage = 'Choose the day the receiver asked for.';
export const otherReasonMessage = 'Please describe what happened.';
export const cashCollectedMessage = 'Enter the cash you collected, in poisha (a whole number).';

const cash = z
  .number({ error: cashCollectedMessage })
  .int(cashCollectedMessage)
  .min(0, cashCollectedMessage)
  .max(1_000_000_000, cashCollectedMessage);

export const doorPlaceMessage =
  'The phone’s position must be a latitude, a longitude and an accuracy in metres.';

/**
 * Where the rider's phone was when the parcel was handed over (optional: the phone may not know, or
 * the rider may not allow it). Any point on Earth is accepted; a place too vague to find the door by
 * is dropped by the server (`keepsDoorPlace`), never refused, so it cannot hold up a delivery.
 */
export const doorPlaceSchema = z.object({
  lat: z.number({ error: doorPlaceMessage }).min(-90, doorPlaceMessage).max(90, doorPlaceMessage),
  lng: z.number({ error: doorPlaceMessage }).min(-180, doorPlaceMessage).max(180, doorPlaceMessage),
  /** The phone's own estimate, in metres. */
  accuracyM: z
    .number({ error: doorPlaceMessage })
    .positive(doorPlaceMessage)
    .max(1_000_000, doorPlaceMessage),
});
export type DoorPlace = z.infer<typeof doorPlaceSchema>;

/**
 * Completing a delivery: the receiver's code, or a handover photo (uploaded first) with the receiver's
 * name. `cashCollected` is in poisha; it must equal the amount to collect on a cash-on-delivery parcel.
 * `place` is where the phone was, if it knew (the rider's later runs find the receiver by it).
 */
export const completeDeliverySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${deliveryCodeLength}}$`), deliveryCodeMessage)
      .optional(),
    photoId: z.string().trim().min(1).max(100).optional(),
    receiverName: z.string().trim().max(100, 'Please keep this under 100 characters.').optional(),
    cashCollected: cash.optional(),
    place: doorPlaceSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.code && !body.photoId) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: deliveryCodeMessage });
    }
    if (body.photoId && !body.code && !body.receiverName) {
      ctx.addIssue({ code: 'custom', path: ['receiverName'], message: receiverNameMessage });
    }
  });
export type CompleteDeliveryInput = z.infer<typeof completeDeliverySchema>;

export const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not), written YYYY-MM-DD. */
export const isRealDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};

/** A failed attempt: a reason from the list; a reschedule needs the day, "other" needs a note. */
export const failedAttemptSchema = z
  .object({
    reason: z.enum(failedAttemptReasons, { error: 'Choose why the delivery failed.' }),
    note: z.string().trim().max(300, 'Please keep this under 300 characters.').optional(),
    rescheduleDate: z
      .string()
      .trim()
      .regex(isoDate, rescheduleDateMessage)
      .refine(isRealDay, rescheduleDateMessage)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'reschedule' && !body.rescheduleDate) {
      ctx.addIssue({ code: 'custom', path: ['rescheduleDate'], message: rescheduleDateMessage });
    }
    if (body.reason === 'other' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: otherReasonMessage });
    }
  });
export type FailedAttemptInput = z.infer<typeof failedAttemptSchema>;

export const itemsKeptMessage = 'Say what the receiver kept: describe the items or give their number.';
export const partialReasonMessage = 'Choose why the receiver kept only part of the order.';

/**
 * A partial delivery at the door: proof as for a completion (the receiver's code, or a photo with the
 * receiver's name), the cash actually taken (poisha; the server checks it is less than the amount to
 * collect), what the receiver kept, and why (a reason from the list; "other" needs a note). The rest
 * travels back to the sender as a return parcel of its own. `place` as at a completion.
 */
export const partialDeliverySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${deliveryCodeLength}}$`), deliveryCodeMessage)
      .optional(),
    photoId: z.string().trim().min(1).max(100).optional(),
    receiverName: z.string().trim().max(100, 'Please keep this under 100 characters.').optional(),
    cashCollected: cash,
    itemsKept: z.string().trim().max(300, 'Please keep this under 300 characters.').optional(),
    itemsKeptCount: z
      .number({ error: itemsKeptMessage })
      .int(itemsKeptMessage)
      .min(1, itemsKeptMessage)
      .max(10_000, itemsKeptMessage)
      .optional(),
    reason: z.enum(partialDeliveryReasons, { error: partialReasonMessage }),
    note: z.string().trim().max(300, 'Please keep this under 300 characters.').optional(),
    place: doorPlaceSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.code && !body.photoId) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: deliveryCodeMessage });
    }
    if (body.photoId && !body.code && !body.receiverName) {
      ctx.addIssue({ code: 'custom', path: ['receiverName'], message: receiverNameMessage });
    }
    if (!body.itemsKept && body.itemsKeptCount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['itemsKept'], message: itemsKeptMessage });
    }
    if (body.reason === 'other' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: otherReasonMessage });
    }
  });
export type PartialDeliveryInput = z.infer<typeof partialDeliverySchema>;

/** Handing a returned parcel back: the sender confirms as is; a rider attaches a photo. */
export const returnHandoverSchema = z.object({
  photoId: z.string().trim().min(1).max(100).optional(),
});
export type ReturnHandoverInput = z.infer<typeof returnHandoverSchema>;

export const deliveryPhotoSchema = z.object({ photoId: z.string() });

export const deliveryAttemptSchema = z.object({
  attemptNo: z.number().int(),
  reason: z.enum(failedAttemptReasons),
  note: z.string().nullable(),
  rescheduleDate: z.string().nullable(),
  /** When the rider called the receiver from the app before this failure (the latest call); null: no call. */
  calledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const codeMissingReasonMessage = 'Choose why the code did not reach the receiver.';
export const codeMissingNoteMessage = 'Say what the receiver told you on the call.';

/**
 * Why the receiver's code did not arrive, recorded by the rider after calling the receiver from the
 * app: a reason from the list and a note of what the receiver said.
 */
export const codeMissingSchema = z.object({
  reason: z.enum(codeMissingReasons, { error: codeMissingReasonMessage }),
  note: requiredText(codeMissingNoteMessage, 300),
});
export type CodeMissingInput = z.infer<typeof codeMissingSchema>;

/** Where a parcel out for delivery stands with its code: what the rider's screen needs. */
export const deliveryCodeStateSchema = z.object({
  hasPhone: z.boolean(),
  smsStatus: z.enum(['none', 'queued', 'sent', 'failed']),
  locked: z.boolean(),
  expired: z.boolean(),
  resendsLeft: z.number().int(),
  /**
   * What lets a handover photo deliver at once now (no code was sent, its SMS failed, or the receiver
   * was called and the reason recorded); null when a photo would wait for an admin's approval.
   */
  photoGround: z.enum(photoProofGrounds).nullable(),
  /** When the rider last called the receiver from the app since the current code went out (ISO), or null. */
  receiverCalledAt: z.string().nullable(),
  /** Why the code did not arrive, as recorded after that call, or null. */
  codeMissingReason: z.enum(codeMissingReasons).nullable(),
  /** Why a photo delivery now would wait for an admin's approval, or null when it delivers at once. */
  photoWaitsBecause: z.enum(approvalFlags).nullable(),
  /** `photoWaitsBecause` is set: a photo delivery now waits for an admin's approval. */
  photoNeedsApproval: z.boolean(),
});
export type DeliveryCodeState = z.infer<typeof deliveryCodeStateSchema>;

/** What the rider's screen shows for one parcel beside the parcel itself. */
export const riderDeliverySchema = z.object({
  parcelId: z.string(),
  attempts: z.array(deliveryAttemptSchema),
  code: deliveryCodeStateSchema.nullable(),
  /** The earliest day a receiver asked for (YYYY-MM-DD), if the last attempt was a reschedule. */
  rescheduledFor: z.string().nullable(),
  /** What the receiver said through their private link (day, instructions, pin), if anything. */
  receiver: receiverNotesSchema.nullable(),
  /**
   * Where this rider last handed a parcel to the same receiver phone, for a stop still to deliver whose
   * receiver dropped no pin; null otherwise (and always for an admin: it is the rider's own record).
   */
  earlierPlace: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The leg of the road the parcel is on (the moves offered are that leg's); absent on older answers. */
  leg: z.enum(parcelLegs).optional(),
  /**
   * The shop a parcel on its pickup leg is collected from (or a return goes back to): its name and the
   * phone the shop answers; null when the parcel names no store (or on other legs).
   */
  store: z.object({ name: z.string(), phone: z.string() }).nullable().optional(),
});
export type RiderDelivery = z.infer<typeof riderDeliverySchema>;

/** One delivered parcel and how it was proved, for admins. */
export const deliveryProofSchema = z.object({
  parcelId: z.string(),
  trackingId: z.string(),
  kind: z.enum(['code', 'photo']),
  receiverName: z.string().nullable(),
  hasPhoto: z.boolean(),
  cashCollected: z.number().int(),
  deliveredAt: z.string(),
  riderName: z.string().nullable(),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

/** A parcel with failed attempts or on its way back, for admins. */
export const problemParcelSchema = z.object({
  parcelId: z.string(),
  trackingId: z.string(),
  status: z.string(),
  receiverName: z.string(),
  deliveryDistrict: z.string().nullable(),
  riderName: z.string().nullable(),
  attempts: z.array(deliveryAttemptSchema),
  returnPhoto: z.boolean(),
  updatedAt: z.string(),
});
export type ProblemParcel = z.infer<typeof problemParcelSchema>;

export const rejectDeliveryMessage = 'Say why the photo does not prove the delivery.';

/** An admin turns down a photo delivery that waited for approval: the reason goes to the rider's attempt. */
export const rejectDeliverySchema = z.object({
  reason: requiredText(rejectDeliveryMessage, 300),
});
export type RejectDeliveryInput = z.infer<typeof rejectDeliverySchema>;

/** A photo delivery waiting for an admin (with the photo to judge it by, and why it waits). */
export const pendingApprovalSchema = z.object({
  parcelId: z.string(),
  /** Why it waits: the code was locked, or the code was sent and nothing shows it failed. */
  flag: z.enum(approvalFlags),
  trackingId: z.string(),
  photoId: z.string(),
  receiverName: z.string().nullable(),
  /** Cash the rider says they took, in poisha; not in any balance until approved. */
  cashCollected: z.number().int(),
  riderId: z.string().nullable(),
  riderName: z.string().nullable(),
  submittedAt: z.string(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/**
 * Per rider over the recent window: handovers proved by a photo instead of a code that was sent (at
 * once, or waiting for an admin and how that was decided), of all the deliveries they reported.
 */
export const riderPhotoDeliveriesSchema = z.object({
  riderId: z.string(),
  riderName: z.string(),
  /** Photo deliveries instead of a sent code: `withoutApproval` plus every one that waited. */
  photoDeliveries: z.number().int(),
  /** Delivered at once: the code's SMS failed, or the rider called the receiver and said why. */
  withoutApproval: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Every delivery the rider reported in the window (by code or photo, waiting or rejected included). */
  deliveries: z.number().int(),
  /** `photoDeliveries` over `deliveries`, from 0 to 1. */
  share: z.number(),
  /** Over the line `photoDeliveriesStandOut` draws: the admin should look at this rider. */
  standsOut: z.boolean(),
});
export type RiderPhotoDeliveries = z.infer<typeof riderPhotoDeliveriesSchema>;

export const deliveryApprovalsSchema = z.object({
  pending: z.array(pendingApprovalSchema),
  /** Riders with photo deliveries in the window, those who stand out first, then by share. */
  riders: z.array(riderPhotoDeliveriesSchema),
  windowDays: z.number().int(),
});
export type DeliveryApprovals = z.infer<typeof deliveryApprovalsSchema>;

/** The most labels one bulk pickup takes at a shop (a busy shop hands over a few dozen). */
export const bulkPickupMaxParcels = 300;

/**
 * A bulk pickup at one shop (issue 62 item 6): the parcels the rider scanned there, and the shop's store
 * (null for parcels that name none). The server picks each up through the custody gate in one
 * transaction and answers per parcel.
 */
export const bulkPickupSchema = z.object({
  storeId: z.string().trim().min(1).max(100).nullable(),
  parcelIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Scan at least one label.')
    .max(bulkPickupMaxParcels, 'Pick up at most 300 parcels at once.'),
});
export type BulkPickupInput = z.infer<typeof bulkPickupSchema>;

/** Each parcel of a bulk pickup: picked up (its new status), or refused with the reason the gate gave. */
export const bulkPickupAnswerSchema = z.object({
  pickedUp: z.number().int(),
  results: z.array(
    z.object({
      parcelId: z.string(),
      trackingId: z.string().nullable(),
      pickedUp: z.boolean(),
      status: z.enum(parcelStatuses).nullable(),
      error: z
        .object({ code: z.string(), message: z.string(), params: apiErrorParamsSchema.optional() })
        .nullable(),
    }),
  ),
});
export type BulkPickupAnswer = z.infer<typeof bulkPickupAnswerSchema>;
