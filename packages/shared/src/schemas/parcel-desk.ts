import { z } from 'zod';
import { publicEventReasons } from '../constants/delivery.ts';
import { custodyHolderKinds } from '../constants/network.ts';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { trackingIdPattern } from '../constants/tracking-id.ts';
import { hubRefSchema } from './network.ts';
import {
  storyAttemptSchema,
  storyHandoverSchema,
  storyLedgerLineSchema,
  storyProofSchema,
  storyStatusChangeSchema,
} from './parcel-story-parts.ts';
import { bdMobileSchema, latinDigits, normalizeBdMobile } from './phone.ts';

/**
 * Head office's parcel desk: find any parcel, read its whole story, and correct it. Every correction
 * carries a written reason, kept with who made it.
 */

/** The network board's figures a search can open (the parcels behind one number). */
export const boardFigureFilters = [
  'awaitingPickup',
  'atHub',
  'openBags',
  'bagsToDispatch',
  'tripsIncoming',
  'outForDelivery',
  'openExceptions',
  'pastPromise',
  'stuck',
] as const;
export type BoardFigureFilter = (typeof boardFigureFilters)[number];

export const deskSearchLimit = 50;
export const deskNoParcelMessage = 'No parcel has this tracking ID.';
export const deskReasonMessage = 'Say why, in a few words (at least 3 characters).';
export const deskSearchEmptyMessage = 'Type a tracking ID, a phone number, an order ID or a merchant.';
export const deskHeldMessage = 'This parcel is on hold. Release it first.';
export const deskNotHeldMessage = 'This parcel is not on hold.';
export const deskAlreadyLostMessage = 'This parcel is already marked lost.';
export const deskNotLostMessage = 'This parcel is not marked lost.';
export const deskFinishedMessage = 'This parcel has reached its end; it can no longer be corrected.';
export const deskNothingToCorrectMessage = 'Change at least one of the address, the phone or the COD amount.';
export const deskCodOnPrepaidMessage = 'A prepaid parcel collects no cash on delivery.';
export const deskSameHubMessage = 'The parcel is already bound for this hub.';
export const deskHubMessage = 'Choose an active hub.';
export const deskReassignMessage =
  'Only a parcel not yet picked up can be given to another rider here; one a rider or a hub holds changes hands by a scan at the hub.';

/** What someone typed in the search box, read as what it most likely is. */
export type DeskQuery =
  | { kind: 'tracking'; trackingId: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'text'; text: string };

/**
 * `DSH-1700000000000`, `1700000000000` (the digits alone, in Latin or Bangla), a mobile number in
 * any of the ways people write one, or else a word: an order ID or part of a merchant's or store's name.
 */
export function readDeskQuery(raw: string): DeskQuery {
  const text = raw.trim();
  const latin = latinDigits(text).replace(/\s/g, '');
  const digits = latin.replace(/^DSH-?/i, '');
  if (/^\d{13,}$/.test(digits) && trackingIdPattern.test(`DSH-${digits}`))
    return { kind: 'tracking', trackingId: `DSH-${digits}` };
  const phone = normalizeBdMobile(latin);
  if (/^01[3-9]\d{8}$/.test(phone)) return { kind: 'phone', phone };
  return { kind: 'text', text };
}

export const deskSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    figure: z.enum(boardFigureFilters).optional(),
    hubId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((query) => Boolean(query.q) || Boolean(query.figure), {
    message: deskSearchEmptyMessage,
    path: ['q'],
  });
export type DeskSearchQuery = z.infer<typeof deskSearchQuerySchema>;

export const deskParcelHitSchema = z.object({
  id: z.string(),
  trackingId: z.string(),
  status: z.enum(parcelStatuses),
  receiverName: z.string(),
  receiverPhone: z.string().nullable(),
  deliveryDistrict: z.string().nullable(),
  merchantOrderId: z.string().nullable(),
  senderName: z.string().nullable(),
  storeName: z.string().nullable(),
  bookingTime: z.string(),
});
export type DeskParcelHit = z.infer<typeof deskParcelHitSchema>;

export const deskSearchResultSchema = z.object({
  /** How the box was read, so the page can say "phone 01712345678". */
  readAs: z.enum(['tracking', 'phone', 'text', 'figure']),
  parcels: z.array(deskParcelHitSchema),
  /** More matched than shown (the first 50, newest first). */
  more: z.boolean(),
});
export type DeskSearchResult = z.infer<typeof deskSearchResultSchema>;

const reason = z.string().trim().min(3, deskReasonMessage).max(500, deskReasonMessage);

export const deskActions = ['reassign', 'reroute', 'lost', 'found', 'correct', 'hold', 'release'] as const;
export type DeskAction = (typeof deskActions)[number];

/** One correction with its reason; `action` says which, and the fields it needs come with it. */
export const deskActionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reassign'), reason, riderId: z.string().trim().min(1).max(64) }),
  z.object({ action: z.literal('reroute'), reason, hubId: z.string().trim().min(1, deskHubMessage).max(64) }),
  z.object({ action: z.literal('lost'), reason }),
  z.object({ action: z.literal('found'), reason }),
  z.object({
    action: z.literal('correct'),
    reason,
    deliveryAddress: z.string().trim().min(5).max(300).optional(),
    receiverPhone: bdMobileSchema.optional(),
    /** Integer poisha (the form reads taka with parseTakaInput). */
    codAmountPoisha: z.number().int().min(0).max(10_000_000_00).optional(),
  }),
  z.object({ action: z.literal('hold'), reason }),
  z.object({ action: z.literal('release'), reason }),
]);
export type DeskActionBody = z.infer<typeof deskActionBodySchema>;

export const deskActionRecordSchema = z.object({
  id: z.number(),
  action: z.enum(deskActions),
  reason: z.string(),
  /** What changed: the values before and after, or the rider or hub chosen. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type DeskActionRecord = z.infer<typeof deskActionRecordSchema>;

const person = z.object({ name: z.string().nullable(), role: z.string().nullable() }).nullable();

export const parcelStorySchema = z.object({
  parcel: z.object({
    id: z.string(),
    trackingId: z.string(),
    status: z.enum(parcelStatuses),
    parcelTitle: z.string(),
    receiverName: z.string(),
    receiverPhone: z.string().nullable(),
    deliveryAddress: z.string(),
    deliveryDistrict: z.string().nullable(),
    pickupAddress: z.string(),
    pickupDistrict: z.string().nullable(),
    paymentMethod: z.enum(['cod', 'prepaid']),
    codAmountPoisha: z.number(),
    deliveryFeePoisha: z.number(),
    merchantOrderId: z.string().nullable(),
    senderName: z.string().nullable(),
    senderEmail: z.string(),
    riderId: z.string().nullable(),
    riderName: z.string().nullable(),
    bookingTime: z.string(),
    promisedDate: z.string().nullable(),
  }),
  held: z.boolean(),
  lost: z.boolean(),
  route: z.object({ origin: hubRefSchema.nullable(), destination: hubRefSchema.nullable() }),
  holder: z.object({
    kind: z.enum(custodyHolderKinds),
    hub: hubRefSchema.nullable(),
    riderName: z.string().nullable(),
    bagCode: z.string().nullable(),
    since: z.string(),
  }),
  /**
   * A note the server itself wrote (in English: "Wrong address", "2 delivery attempts failed.") comes as
   * its code instead, for the page to word in its language; notes people typed stay as typed.
   */
  timeline: z.array(
    storyStatusChangeSchema.extend({
      reason: z.enum(publicEventReasons).optional(),
      /** The day a receiver asked for (YYYY-MM-DD), with reason `reschedule` or `receiver_rescheduled`. */
      rescheduleDate: z.string().optional(),
    }),
  ),
  custody: z.array(
    storyHandoverSchema.extend({
      fromHolder: z.string().nullable(),
      by: person,
      deviceId: z.string().nullable(),
      scannedAt: z.string(),
      recordedAt: z.string(),
    }),
  ),
  exceptions: z.array(
    z.object({
      kind: z.string(),
      status: z.string(),
      hub: hubRefSchema.nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  attempts: z.array(storyAttemptSchema.extend({ riderName: z.string().nullable() })),
  proofs: z.array(storyProofSchema),
  calls: z.array(z.object({ phone: z.string(), riderName: z.string().nullable(), at: z.string() })),
  money: z.array(storyLedgerLineSchema.extend({ account: z.string() })),
  sms: z.array(
    z.object({
      kind: z.string(),
      toPhone: z.string(),
      status: z.string(),
      at: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  deskActions: z.array(deskActionRecordSchema),
});
export type ParcelStory = z.infer<typeof parcelStorySchema>;
