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

export interface HubRef {
  id: string;
  code: string;
  name: string;
  nameBn: string;
}

export interface CustodyView {
  kind: CustodyHolderKind;
  hub?: HubRef;
  bagCode?: string;
  riderName?: string;
}

export interface ScannedParcel {
  id: string;
  trackingId: string;
  status: string;
  holder: CustodyView;
  destinationHub: HubRef | null;
  /** The hub this parcel should go to next from where it is (null when it is at its last hub). */
  nextHub: HubRef | null;
}

export interface BagView {
  id: string;
  code: string;
  status: BagStatus;
  originHub: HubRef;
  destinationHub: HubRef;
  sealNumber: string | null;
  parcelCount: number;
  tripId: string | null;
  createdAt: string;
}

/**
 * The answer to a scan. `result` names what happened (a code the screen words in the user's
 * language); `next` the expected next step; `repeated` is true when this scan (or the same handover
 * by another operator) had already been recorded: nothing new happened.
 */
export interface ScanResult {
  result:
    | 'received'
    | 'received_from_bag'
    | 'received_misrouted'
    | 'bagged'
    | 'bag_received'
    | 'handed_out';
  next: 'bag_it' | 'hand_to_rider' | 'assign_rider' | 'scan_bag_parcels' | 'scan_next' | 'return_to_merchant';
  repeated: boolean;
  eventId: number;
  parcel?: ScannedParcel;
  bag?: BagView;
}

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

export interface TripView {
  id: string;
  code: string;
  status: TripStatus;
  originHub: HubRef;
  destinationHub: HubRef;
  vehicleNumber: string;
  driverName: string;
  driverPhone: string;
  bagCount: number;
  dispatchedAt: string;
  arrivedAt: string | null;
}

export const reportDamageSchema = z.object({
  code: z.string().trim().min(1, scanCodeMessage).max(64, scanCodeMessage),
  note: z.string().trim().min(3, damageNoteMessage).max(300, damageNoteMessage),
  photoId: z.string().trim().min(1).max(100).optional(),
});

export const resolveExceptionSchema = z.object({
  note: z.string().trim().min(3, 'Say how it was resolved.').max(300, 'Please keep this under 300 characters.'),
});

export interface NetworkExceptionView {
  id: string;
  kind: NetworkExceptionKind;
  status: 'open' | 'resolved';
  trackingId: string;
  parcelId: string;
  hub: HubRef | null;
  /** The last holder before the exception, in words ("bag BAG-… sealed at Dhaka sorting centre"). */
  lastHolder: string;
  note: string | null;
  photoId: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolutionNote: string | null;
}

export const assignRunSchema = z.object({
  riderId: z.string().trim().min(1).max(64),
  parcelIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Choose at least one parcel.').max(500),
});
