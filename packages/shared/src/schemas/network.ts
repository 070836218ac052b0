import { z } from 'zod';
import {
  bagStatuses,
  custodyHolderKinds,
  damageNoteMessage,
  driverNameMessage,
  handoutRiderMessage,
  hubKindList,
  intakeReasons,
  networkExceptionKinds,
  scanActions,
  scanCodeMessage,
  scanNextSteps,
  scanResultCodes,
  sealNumberMessage,
  tripStatuses,
  vehicleNumberMessage,
} from '../constants/network.ts';
import { bdMobileSchema } from './phone.ts';

/**
 * The courier's network: hubs, the bags that travel between them on line-haul trips, and a scan at
 * every handover. The hub data and the routing are the separate entry `@desh/shared/network`; these
 * are the bodies and answers the API and the field screens share.
 */

/** One scan from a field screen. `scanId` makes it idempotent: the same scan sent twice is one event. */
export const scanRequestSchema = z
  .object({
    code: z.string().trim().min(1, scanCodeMessage).max(64, scanCodeMessage),
    action: z.enum(scanActions),
    /** The open bag a `bag` scan puts the parcel into. */
    bagId: z.string().trim().min(1).max(64).optional(),
    /** A `receive_bag` scan: the number read on the bag's seal, checked against the one it was sealed with. */
    sealNumber: z.string().trim().min(1, sealNumberMessage).max(40, sealNumberMessage).optional(),
    /**
     * A `handout` scan: the rider the parcel is handed to (picked or scanned by the operator), required
     * (a handout without one is refused with this field's message). Their run receives it; a rider other
     * than the one whose run it was on is recorded as an exception.
     */
    riderId: z.string().trim().min(1, handoutRiderMessage).max(64, handoutRiderMessage).optional(),
    scanId: z.uuid(),
    deviceId: z.string().trim().max(64).optional(),
    /** When the scan was made on the device (an offline scan arrives later). */
    scannedAt: z.iso.datetime({ offset: true }).optional(),
    /**
     * Why a `receive` takes a parcel its merchant still holds: dropped off at the counter, or its pickup
     * rider brought it without tapping "picked up" (recorded on the parcel's timeline).
     */
    intake: z.enum(intakeReasons).optional(),
  })
  .refine((scan) => scan.action !== 'handout' || scan.riderId !== undefined, {
    message: handoutRiderMessage,
    path: ['riderId'],
  });
export type ScanRequest = z.infer<typeof scanRequestSchema>;

export const hubRefSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameBn: z.string(),
});
export type HubRef = z.infer<typeof hubRefSchema>;

export const custodyViewSchema = z.object({
  kind: z.enum(custodyHolderKinds),
  hub: hubRefSchema.optional(),
  bagCode: z.string().optional(),
  riderName: z.string().optional(),
});
export type CustodyView = z.infer<typeof custodyViewSchema>;

export const scannedParcelSchema = z.object({
  id: z.string(),
  trackingId: z.string(),
  status: z.string(),
  holder: custodyViewSchema,
  destinationHub: hubRefSchema.nullable(),
  /** The hub this parcel should go to next from where it is (null when it is at its last hub). */
  nextHub: hubRefSchema.nullable(),
});
export type ScannedParcel = z.infer<typeof scannedParcelSchema>;

export const bagViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(bagStatuses),
  originHub: hubRefSchema,
  destinationHub: hubRefSchema,
  sealNumber: z.string().nullable(),
  parcelCount: z.number().int(),
  tripId: z.string().nullable(),
  createdAt: z.string(),
  /** The user who opened it (they, the hub's manager or an admin may discard it while it is empty). */
  openedBy: z.string().nullable(),
  /**
   * An open bag, as its hub reads it: how many parcels at the hub still wait to go into a bag for its
   * destination (routed through it, not bagged, not held). "12 of 30": `parcelCount` of
   * `parcelCount + waiting`; the bag has all there is when none wait.
   */
  waiting: z.number().int().optional(),
});
export type BagView = z.infer<typeof bagViewSchema>;

/**
 * The answer to a scan. `result` names what happened (a code the screen words in the user's
 * language); `next` the expected next step; `repeated` is true when this scan (or the same handover
 * by another operator) had already been recorded: nothing new happened.
 */
export const scanResultSchema = z.object({
  result: z.enum(scanResultCodes),
  next: z.enum(scanNextSteps),
  repeated: z.boolean(),
  eventId: z.number().int(),
  parcel: scannedParcelSchema.optional(),
  bag: bagViewSchema.optional(),
  /** A bag scanned in: whether the seal read matches the one it was sealed with (differs: an exception). */
  seal: z.enum(['matches', 'differs']).optional(),
  /** A handout: the rider it went to, and the rider whose run it was on when that was someone else. */
  handedTo: z.object({ riderId: z.string(), name: z.string(), insteadOf: z.string().nullable() }).optional(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

export const openBagSchema = z.object({ destinationHubId: z.string().trim().min(1).max(64) });

export const sealBagSchema = z.object({
  sealNumber: z.string().trim().min(1, sealNumberMessage).max(40, sealNumberMessage),
});

export const dispatchTripSchema = z.object({
  destinationHubId: z.string().trim().min(1).max(64),
  vehicleNumber: z.string().trim().min(2, vehicleNumberMessage).max(30, vehicleNumberMessage),
  driverName: z.string().trim().min(2, driverNameMessage).max(80, driverNameMessage),
  driverPhone: bdMobileSchema,
  bagIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Choose at least one sealed bag.').max(200),
});
export type DispatchTripInput = z.input<typeof dispatchTripSchema>;

export const tripViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(tripStatuses),
  originHub: hubRefSchema,
  destinationHub: hubRefSchema,
  vehicleNumber: z.string(),
  driverName: z.string(),
  driverPhone: z.string(),
  bagCount: z.number().int(),
  /** How many of its bags were scanned in at the destination. */
  bagsIn: z.number().int(),
  dispatchedAt: z.string(),
  /** When its first bag was scanned in at the destination (the vehicle reached the hub). */
  reachedAt: z.string().nullable(),
  /** When its last bag was scanned in: only then is the trip arrived. */
  arrivedAt: z.string().nullable(),
  /** While unloading: by when every bag must be in (later, each missing bag is an exception). */
  bagsDueBy: z.string().nullable(),
});
export type TripView = z.infer<typeof tripViewSchema>;

export const reportDamageSchema = z.object({
  code: z.string().trim().min(1, scanCodeMessage).max(64, scanCodeMessage),
  note: z.string().trim().min(3, damageNoteMessage).max(300, damageNoteMessage),
  photoId: z.string().trim().min(1).max(100).optional(),
});

export const resolveExceptionSchema = z.object({
  note: z
    .string()
    .trim()
    .min(3, 'Say how it was resolved.')
    .max(300, 'Please keep this under 300 characters.'),
});

export const networkExceptionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(networkExceptionKinds),
  status: z.enum(['open', 'resolved']),
  /** The parcel's; null for an exception about a bag (`lastHolderBag` names it). */
  trackingId: z.string().nullable(),
  parcelId: z.string().nullable(),
  hub: hubRefSchema.nullable(),
  /** The last holder before the exception as `kind` or `kind:id` ("hub:dhk-mir", "bag:BAG-7K3M9Q2T"). */
  lastHolder: z.string(),
  /** When the last holder was a bag (or the exception is about a bag): which, its seal, and the hub that sealed it. */
  lastHolderBag: z
    .object({ code: z.string(), sealNumber: z.string().nullable(), originHub: hubRefSchema })
    .nullable(),
  /** `taken_from_holder`: the hub that took the parcel with its label, where it was not expected. */
  takenAt: hubRefSchema.nullable(),
  note: z.string().nullable(),
  photoId: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type NetworkExceptionView = z.infer<typeof networkExceptionViewSchema>;

export const assignRunSchema = z.object({
  riderId: z.string().trim().min(1).max(64),
  parcelIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Choose at least one parcel.').max(500),
});

export const myHubSchema = hubRefSchema.extend({
  kinds: z.array(z.enum(hubKindList)),
  position: z.enum(['manager', 'operator', 'admin']),
});
export type MyHub = z.infer<typeof myHubSchema>;

export const bagDetailSchema = bagViewSchema.extend({
  parcels: z.array(
    z.object({
      id: z.string(),
      trackingId: z.string(),
      status: z.string(),
      outcome: z.enum(['in_bag', 'received', 'missing']).nullable(),
    }),
  ),
  /**
   * An open bag: the parcels at its hub still waiting to go into a bag for its destination, longest
   * at the hub first (the first 500; `waiting` counts them all), each with the hub it is going to.
   */
  waitingParcels: z
    .array(z.object({ id: z.string(), trackingId: z.string(), goingTo: hubRefSchema.nullable() }))
    .optional(),
});
export type BagDetail = z.infer<typeof bagDetailSchema>;

export const reconcileResultSchema = z.object({
  bag: bagViewSchema,
  received: z.number().int(),
  missing: z.array(networkExceptionViewSchema),
});

export const hubParcelSchema = z.object({
  id: z.string(),
  trackingId: z.string(),
  status: z.string(),
  receiverName: z.string(),
  deliveryAddress: z.string(),
  codAmountPoisha: z.number().int(),
  /** What the rider collects at the door (`codSplit`): goods + fee, the all-in amount, or 0 for prepaid. */
  collectPoisha: z.number().int(),
  riderId: z.string().nullable(),
  leg: z.enum(['pickup', 'delivery']),
  /** Held (reported damaged, or by head office) and not yet released: no run takes it. */
  held: z.boolean(),
  /** The later Asia/Dhaka day (YYYY-MM-DD) its receiver chose: it waits at the hub until then. */
  waitingFor: z.string().nullable(),
});
export type HubParcel = z.infer<typeof hubParcelSchema>;

export const hubWorkSchema = z.object({
  pickups: z.array(
    z.object({
      store: z.object({ id: z.string().nullable(), name: z.string(), address: z.string() }),
      parcels: z.array(hubParcelSchema),
    }),
  ),
  deliveries: z.array(
    z.object({
      area: z.object({
        district: z.string(),
        upazila: z.string().nullable(),
        name: z.string(),
        nameBn: z.string(),
      }),
      parcels: z.array(hubParcelSchema),
    }),
  ),
  riders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      load: z.number().int(),
      suggestedFor: z.array(z.string()),
    }),
  ),
});
export type HubWork = z.infer<typeof hubWorkSchema>;

/** A rider the hub handed parcels to today, and how their day went (issue 62: counted, not guessed). */
export const riderDaySchema = z.object({
  riderId: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Parcels handed to them at this hub today, and those handed out earlier still with them or back today. */
  out: z.number().int(),
  /** Of those: delivered (whole or in part, a photo delivery awaiting approval too). */
  delivered: z.number().int(),
  /** Of those: a failed attempt recorded by them after the hand-out (back at the hub or not). */
  failed: z.number().int(),
  /** Of those: back in this hub's hands. */
  returned: z.number().int(),
  /** Cash on delivery the ledger booked on their cash for those parcels. */
  cashExpectedPoisha: z.number().int(),
  /** Cash this hub counted from them in today's handovers. */
  cashCountedPoisha: z.number().int(),
});
export type RiderDay = z.infer<typeof riderDaySchema>;

export const hubRidersDaySchema = z.object({ day: z.string(), riders: z.array(riderDaySchema) });
export type HubRidersDay = z.infer<typeof hubRidersDaySchema>;

/**
 * A parcel handed to the rider today, or on an earlier day and still with them (or brought back
 * today), and not delivered: it comes back to the hub by a scan at check-in.
 */
export const checkinParcelSchema = z.object({
  id: z.string(),
  trackingId: z.string(),
  receiverName: z.string(),
  deliveryAddress: z.string(),
  status: z.string(),
  /** Back in this hub's hands (scanned in). */
  back: z.boolean(),
  /** The Asia/Dhaka day (YYYY-MM-DD) it was handed out, when that was before today ("out since Mon"). */
  outSince: z.string().nullable(),
});
export type CheckinParcel = z.infer<typeof checkinParcelSchema>;

/** A parcel the rider delivered today, with the cash the ledger booked on the rider for it. */
export const checkinDeliverySchema = z.object({
  id: z.string(),
  trackingId: z.string(),
  receiverName: z.string(),
  codCollectedPoisha: z.number().int(),
});
export type CheckinDelivery = z.infer<typeof checkinDeliverySchema>;

/**
 * The hub's end-of-day check-in of one rider (issue 62 item 4): what they were handed today and must
 * bring back, what they delivered with the cash each should bring (from the ledger), and what this
 * hub counted from them today.
 */
export const riderCheckinSchema = z.object({
  day: z.string(),
  rider: z.object({ riderId: z.string(), name: z.string(), phone: z.string() }),
  toBringBack: z.array(checkinParcelSchema),
  delivered: z.array(checkinDeliverySchema),
  cashExpectedPoisha: z.number().int(),
  cashCountedPoisha: z.number().int(),
});
export type RiderCheckin = z.infer<typeof riderCheckinSchema>;

export const hubRiderParamSchema = z.object({ hubId: z.string().min(1), riderId: z.string().min(1) });

export const assignRunResultSchema = z.object({
  assigned: z.number().int(),
  /** Tracking IDs (or ids) of parcels that are neither a pickup nor a delivery of this hub. */
  skipped: z.array(z.string()),
});

export const networkBoardSchema = z.object({
  stuckHours: z.number().int(),
  /** Parcels anywhere past their promised day (Asia/Dhaka) and not delivered. */
  pastPromised: z.number().int(),
  hubs: z.array(
    z.object({
      hub: hubRefSchema,
      awaitingPickup: z.number().int(),
      atHub: z.number().int(),
      openBags: z.number().int(),
      bagsToDispatch: z.number().int(),
      tripsIncoming: z.number().int(),
      outForDelivery: z.number().int(),
      openExceptions: z.number().int(),
      oldestAtHubSince: z.string().nullable(),
      stuck: z.number().int(),
      pastPromise: z.number().int(),
    }),
  ),
  stuckParcels: z.array(
    z.object({ trackingId: z.string(), hub: hubRefSchema.nullable(), since: z.string() }),
  ),
});
export type NetworkBoard = z.infer<typeof networkBoardSchema>;
