import { z } from 'zod';
import { bdMobileSchema } from './phone.ts';

/**
 * The courier's network: hubs, the bags that travel between them on line-haul trips, and a scan at
 * every handover. The hub data and the routing are the separate entry `@desh/shared/network`; these
 * are the bodies and answers the API and the field screens share.
 */

export const hubKindList = ['pickup', 'sorting', 'last_mile'] as const;
export type HubKindName = (typeof hubKindList)[number];

/** A hub staff member is a manager (assigns riders, dispatches trips) or an operator (scans). */
export const hubPositions = ['manager', 'operator'] as const;
export type HubPosition = (typeof hubPositions)[number];

/** Who holds a parcel at this moment: always exactly one (the database refuses two or none). */
export const custodyHolderKinds = ['merchant', 'rider', 'hub', 'bag', 'receiver'] as const;
export type CustodyHolderKind = (typeof custodyHolderKinds)[number];

/**
 * What a hub scan does. `receive`: a parcel handed in at this hub (by a pickup rider, by a delivery
 * rider bringing it back, or out of a bag that arrived here); `bag`: a parcel put into an open bag;
 * `receive_bag`: a bag arriving here off a trip; `handout`: a parcel handed to its delivery rider
 * (out for delivery), or to the rider taking a return back to the merchant.
 */
export const scanActions = ['receive', 'bag', 'receive_bag', 'handout'] as const;
export type ScanAction = (typeof scanActions)[number];

export const bagStatuses = ['open', 'sealed', 'dispatched', 'arrived', 'closed'] as const;
export type BagStatus = (typeof bagStatuses)[number];

export const tripStatuses = ['on_the_road', 'arrived'] as const;
export type TripStatus = (typeof tripStatuses)[number];

export const networkExceptionKinds = ['missing', 'misrouted', 'damaged'] as const;
export type NetworkExceptionKind = (typeof networkExceptionKinds)[number];

export const scanCodeMessage = 'Scan a label or type its code.';
export const sealNumberMessage = 'Enter the number printed on the seal.';
export const vehicleNumberMessage = 'Enter the vehicle’s registration number.';
export const driverNameMessage = 'Enter the driver’s name.';
export const damageNoteMessage = 'Describe the damage.';

/** One scan from a field screen. `scanId` makes it idempotent: the same scan sent twice is one event. */
export const scanRequestSchema = z.object({
  code: z.string().trim().min(1, scanCodeMessage).max(64, scanCodeMessage),
  action: z.enum(scanActions),
  /** The open bag a `bag` scan puts the parcel into. */
  bagId: z.string().trim().min(1).max(64).optional(),
  scanId: z.uuid(),
  deviceId: z.string().trim().max(64).optional(),
  /** When the scan was made on the device (an offline scan arrives later). */
  scannedAt: z.iso.datetime({ offset: true }).optional(),
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
});
export type BagView = z.infer<typeof bagViewSchema>;

export const scanResultCodes = [
  'received',
  'received_from_bag',
  'received_misrouted',
  'bagged',
  'bag_received',
  'handed_out',
] as const;
export const scanNextSteps = [
  'bag_it',
  'hand_to_rider',
  'assign_rider',
  'scan_bag_parcels',
  'scan_next',
  'return_to_merchant',
] as const;

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
  dispatchedAt: z.string(),
  arrivedAt: z.string().nullable(),
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
  trackingId: z.string(),
  parcelId: z.string(),
  hub: hubRefSchema.nullable(),
  /** The last holder before the exception as `kind` or `kind:id` ("hub:dhk-mir", "bag:BAG-7K3M9Q2T"). */
  lastHolder: z.string(),
  /** When the last holder was a bag: which, its seal, and the hub that sealed it. */
  lastHolderBag: z
    .object({ code: z.string(), sealNumber: z.string().nullable(), originHub: hubRefSchema })
    .nullable(),
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

/** What a scanner read: a parcel's tracking ID (also inside the QR label's tracking URL) or a bag's code. */
export type ScannedCode = { kind: 'parcel'; trackingId: string } | { kind: 'bag'; code: string };

export function readScannedCode(raw: string): ScannedCode | null {
  const text = raw.trim().toUpperCase();
  const parcel = /(?:^|[^A-Z0-9])(DSH-\d{13,})(?:$|[^0-9])/.exec(text) ?? /^(DSH-\d{13,})$/.exec(text);
  if (parcel?.[1]) return { kind: 'parcel', trackingId: parcel[1] };
  const bag = /^(BAG-[A-Z0-9]{4,20})$/.exec(text);
  if (bag?.[1]) return { kind: 'bag', code: bag[1] };
  return null;
}

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
  riderId: z.string().nullable(),
  leg: z.enum(['pickup', 'delivery']),
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
