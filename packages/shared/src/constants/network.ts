// The network's words (hub kinds, scan actions, bag and trip states, the scan's answers) and its
// messages, apart from the schemas that use them (schemas/network.ts): a field screen names them
// without loading the schema library.

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

/**
 * Why a hub takes in a parcel its merchant still holds (issue 61 item 7): the merchant dropped it off at
 * the counter, or its pickup rider brought it without confirming the pickup. Each is recorded.
 */
export const intakeReasons = ['counter_dropoff', 'pickup_not_confirmed'] as const;
export type IntakeReason = (typeof intakeReasons)[number];
export const intakeNotes: Record<IntakeReason, string> = {
  counter_dropoff: 'Dropped off at the hub’s counter by the merchant.',
  pickup_not_confirmed: 'Taken in at the hub: the pickup rider had not confirmed the pickup.',
};

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
