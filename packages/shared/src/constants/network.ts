// The network's words (hub kinds, scan actions, bag and trip states, the scan's answers) and its
// messages, apart from the schemas that use them (schemas/network.ts): a field screen names them
// without loading the schema library.

export const hubKindList = ['pickup', 'sorting', 'last_mile'] as const;
export type HubKindName = (typeof hubKindList)[number];

/** A hub staff member is a manager (assigns riders, dispatches trips) or an operator (scans). */
export const hubPositions = ['manager', 'operator'] as const;
export type HubPosition = (typeof hubPositions)[number];

/**
 * Who manages a hub's work (assigns riders' runs, releases a held parcel, discards anyone's empty
 * bag): its manager and admins, not its operators. The API refuses the rest; screens offer the
 * buttons only to them.
 */
export const managesHub = (standing: HubPosition | 'admin'): boolean => standing !== 'operator';

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

/**
 * A trip is on the road until its first bag is scanned in at the destination (the truck is there), then
 * `unloading` until every bag is in, and only then `arrived`.
 */
export const tripStatuses = ['on_the_road', 'unloading', 'arrived'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/**
 * `bag_overdue`: a bag of a trip not scanned in `bagArrivalGraceMinutes` after the trip's first bag;
 * `seal_mismatch`: a bag scanned in whose seal is not the one it was sealed with; `wrong_rider`: a parcel
 * handed to a rider other than the one whose run it was on. The bag ones name a bag, not a parcel.
 */
export const networkExceptionKinds = [
  'missing',
  'misrouted',
  'damaged',
  'bag_overdue',
  'seal_mismatch',
  'wrong_rider',
  // Head office declared the parcel lost (the parcel desk); resolved when it is found.
  'lost',
  // A hub took a parcel (its label scanned) from another rider or hub where it was not expected; the
  // previous holder's hub confirms it (issue 61 item 4).
  'taken_from_holder',
] as const;
export type NetworkExceptionKind = (typeof networkExceptionKinds)[number];

export const scanCodeMessage = 'Scan a label or type its code.';
export const sealNumberMessage = 'Enter the number printed on the seal.';
export const vehicleNumberMessage = 'Enter the vehicle’s registration number.';
export const driverNameMessage = 'Enter the driver’s name.';
export const damageNoteMessage = 'Describe the damage.';
export const handoutRiderMessage = 'Choose the rider you hand it to: an approved rider of this hub.';

/**
 * How long after a trip's first bag is scanned in at its destination every other bag of it must be in
 * (decision "trips arrive bag by bag"): unloading and scanning a truck takes minutes; two hours cover a
 * busy dock and a shift change, and still tell the hub of a lost bag within the same shift.
 */
export const bagArrivalGraceMinutes = 120;

/** Seal numbers as people type them: case, spaces and dashes do not make another seal. */
export const sameSeal = (a: string | null | undefined, b: string | null | undefined) => {
  const norm = (value: string | null | undefined) => (value ?? '').toUpperCase().replace(/[\s\-_.]/g, '');
  return norm(a) !== '' && norm(a) === norm(b);
};

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
