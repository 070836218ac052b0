import { z } from 'zod';
import { publicEventReasons, returnLegKinds } from '../constants/delivery.ts';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { parcelTypes } from '../constants/parcel-types.ts';
import { deliveryTypes } from '../constants/pricing.ts';
import { hubMilestones } from '../constants/webhook-events.ts';

const status = z.enum(parcelStatuses);

/**
 * One step of the public timeline: no actor, no rider and no free text. Notes (a rider's, an admin's)
 * may name people, phones or addresses: only a fixed reason code is public, worded by the page.
 */
export const publicTrackingEventSchema = z.object({
  toStatus: status,
  fromStatus: status.nullable(),
  reason: z.enum(publicEventReasons).optional(),
  /** The day a receiver asked the rider to come back (YYYY-MM-DD), with reason `reschedule`. */
  rescheduleDate: z.string().optional(),
  at: z.string(),
});
export type PublicTrackingEvent = z.infer<typeof publicTrackingEventSchema>;

/** A place in the network the parcel reached (or left for): a hub's name, never a person. */
export const publicMilestoneSchema = z.object({
  kind: z.enum(hubMilestones),
  hub: z.object({ code: z.string(), name: z.string(), nameBn: z.string() }),
  at: z.string(),
});
export type PublicMilestone = z.infer<typeof publicMilestoneSchema>;

/**
 * What anyone holding a tracking ID may see. Tracking IDs are guessable, so this carries no names,
 * addresses, phones, emails, amounts or rider identity: only districts, type, status and times.
 */
export const publicTrackingSchema = z.object({
  trackingId: z.string(),
  status,
  parcelType: z.enum(parcelTypes),
  pickupDistrict: z.string().nullable(),
  deliveryDistrict: z.string().nullable(),
  deliveryType: z.enum(deliveryTypes),
  /** The Asia/Dhaka day promised at booking (null for parcels booked before promises). */
  promisedDate: z.string().nullable(),
  bookingTime: z.string(),
  updatedAt: z.string(),
  /** Oldest first. */
  events: z.array(publicTrackingEventSchema),
  /** The hubs on the way, oldest first: reached, left towards, assigned for delivery at. */
  milestones: z.array(publicMilestoneSchema),
  /**
   * The other leg of a partial delivery or an exchange: the return parcel bringing goods back, or the
   * parcel a return comes back from. Tracking IDs only.
   */
  legs: z.array(
    z.object({
      trackingId: z.string(),
      relation: z.enum(['return', 'outbound']),
      kind: z.enum(returnLegKinds),
    }),
  ),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

/** `event: status` on the public tracking stream: the new current status and the step that led to it. */
export const trackingStatusMessageSchema = z.object({
  trackingId: z.string(),
  status,
  updatedAt: z.string(),
  event: publicTrackingEventSchema,
});
export type TrackingStatusMessage = z.infer<typeof trackingStatusMessageSchema>;

/** `event: change` on the signed-in parcel stream (`/api/parcels/stream`): enough to refresh a list. */
export const parcelStreamChangeSchema = z.object({
  parcelId: z.string(),
  trackingId: z.string(),
  toStatus: status,
  at: z.string(),
});
export type ParcelStreamChange = z.infer<typeof parcelStreamChangeSchema>;
