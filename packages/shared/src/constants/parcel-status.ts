import type { Role } from './roles.ts';

export const parcelStatuses = [
  'pending',
  'assigned',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered_approval_pending',
  'delivered',
  'partially_delivered',
  'failed',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

export const parcelStatusLabels: Record<ParcelStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for Delivery',
  delivered_approval_pending: 'Delivered — confirmation pending',
  delivered: 'Delivered',
  partially_delivered: 'Partly delivered',
  failed: 'Failed',
  returning: 'Returning',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** Final states: nothing moves a parcel out of these. */
export const finalParcelStatuses: readonly ParcelStatus[] = [
  'delivered',
  'partially_delivered',
  'returned',
  'cancelled',
];

/** Statuses in which a parcel is with its rider (the rider's queue). */
export const riderQueueStatuses: readonly ParcelStatus[] = [
  'assigned',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered_approval_pending',
  'failed',
  'returning',
];

/**
 * Where a parcel is on its one road (issue 61): waiting for or with its pickup rider, between hubs,
 * with its delivery rider (who also brings an undelivered one back), with its origin hub's rider
 * taking a return to the sender, or done. A rider's screen offers only the moves of the leg they hold.
 */
export const parcelLegs = ['pickup', 'hubs', 'last_mile', 'return_to_sender', 'done'] as const;
export type ParcelLeg = (typeof parcelLegs)[number];

/** `system` is the server acting on a rule (a refusal or the last allowed attempt sends a parcel back). */
export type ParcelActor = Role | 'system';
export const parcelActors: readonly ParcelActor[] = ['customer', 'rider', 'hub', 'admin', 'system'];

/**
 * What a move needs besides permission. `proof`: the receiver's code, or a handover photo plus the
 * receiver's name; `cash`: the exact amount to collect on a cash-on-delivery parcel; `reason`: one of
 * the failed-attempt reasons (or, for a partial delivery, the partial-delivery reasons); `photo`: a
 * handover photo; `note`: a written reason; `kept`: what the receiver kept (a description or a count).
 */
export type TransitionNeed = 'proof' | 'cash' | 'reason' | 'photo' | 'note' | 'kept';

/**
 * Which endpoint performs the move: `status` is the plain status change, the others are the
 * delivery actions (they have side effects: a code sent by SMS, an attempt recorded, proof kept).
 */
export type TransitionAction =
  | 'assign'
  | 'cancel'
  | 'status'
  | 'outForDelivery'
  | 'complete'
  | 'partialDelivery'
  | 'failAttempt'
  | 'returnHandover'
  | 'startReturn'
  | 'approveProof'
  | 'rejectProof'
  | 'scan';

export interface ParcelTransition {
  from: ParcelStatus;
  to: ParcelStatus;
  by: readonly ParcelActor[];
  needs: readonly TransitionNeed[];
  action: TransitionAction;
  /** The server picks this move in place of another with the same action: never offered as a step. */
  chosenByServer?: true;
}

const move = (
  from: ParcelStatus,
  to: ParcelStatus,
  by: readonly ParcelActor[],
  action: TransitionAction,
  needs: readonly TransitionNeed[] = [],
): ParcelTransition => ({ from, to, by, needs, action });

/**
 * The one workflow of a parcel: who may move it from which status to which, and what the move needs.
 * The web shows the next buttons from it and the tests enumerate it; on the server the custody gate
 * (apps/api/src/modules/parcels/custody-gate.ts) decides, with who holds the parcel on which leg.
 * The sender (customer) cancels a pending booking and confirms a returned parcel came back; the
 * assigned rider walks it forward, records failed attempts and hands a return back with a photo;
 * an admin assigns, unassigns, corrects and may walk it forward for a rider, but completes a
 * delivery only with proof like a rider and never records an attempt (only the rider was at the door).
 */
export const parcelTransitions: readonly ParcelTransition[] = [
  move('pending', 'assigned', ['admin'], 'assign'),
  // A hub manager assigns the pickup leg of a parcel whose store is in the hub's area.
  move('pending', 'assigned', ['hub'], 'assign'),
  move('pending', 'cancelled', ['customer', 'admin'], 'cancel'),
  move('assigned', 'picked_up', ['rider', 'admin'], 'status'),
  move('assigned', 'pending', ['admin'], 'status'),
  // One road (issue 61): a parcel reaches in_transit only by a scan at a hub, and goes out for
  // delivery only from its last-mile hub's hands. The pickup rider hands it in at the origin hub.
  move('picked_up', 'in_transit', ['hub'], 'scan'),
  // A merchant's drop-off at the counter, or a parcel whose rider forgot to tap "picked up": the hub
  // takes it in from the merchant, with the reason recorded.
  move('pending', 'in_transit', ['hub'], 'scan', ['note']),
  move('assigned', 'in_transit', ['hub'], 'scan', ['note']),
  move('picked_up', 'pending', ['admin'], 'status'),
  // The last-mile hub hands the parcel to its delivery rider (a scan there).
  move('in_transit', 'out_for_delivery', ['hub'], 'scan'),
  move('in_transit', 'pending', ['admin'], 'status'),
  move('out_for_delivery', 'delivered', ['rider', 'admin'], 'complete', ['proof', 'cash']),
  // A photo after the receiver's code was locked (too many wrong tries) waits for an admin: the
  // server picks this move instead of the one above; it is never a separate button.
  {
    ...move('out_for_delivery', 'delivered_approval_pending', ['rider', 'admin'], 'complete', [
      'proof',
      'cash',
    ]),
    chosenByServer: true,
  },
  // The receiver keeps part of the order and pays for that part; the rest travels back to the sender
  // as a return parcel of its own (created in `returning`, held by the rider), so this one ends here.
  move('out_for_delivery', 'partially_delivered', ['rider', 'admin'], 'partialDelivery', [
    'proof',
    'cash',
    'reason',
    'kept',
  ]),
  move('delivered_approval_pending', 'delivered', ['admin'], 'approveProof'),
  move('delivered_approval_pending', 'failed', ['admin'], 'rejectProof', ['note']),
  move('out_for_delivery', 'failed', ['rider'], 'failAttempt', ['reason']),
  move('out_for_delivery', 'in_transit', ['admin'], 'status', ['note']),
  // The hub takes back what its delivery rider did not deliver at the day's check-in (issue 62 item 4):
  // a scan, with no attempt invented; the custody gate says only from the rider holding it.
  move('out_for_delivery', 'in_transit', ['hub'], 'scan'),
  move('failed', 'out_for_delivery', ['rider', 'admin'], 'outForDelivery'),
  // A delivery rider brings an undelivered parcel back to the hub; the hub hands it out again later.
  move('failed', 'in_transit', ['hub'], 'scan'),
  // After a failed attempt its sender may choose the return (issue 63 item 6), like an admin.
  move('failed', 'returning', ['system', 'admin', 'customer'], 'startReturn', ['note']),
  move('failed', 'pending', ['admin'], 'status'),
  move('returning', 'returned', ['customer', 'admin'], 'returnHandover'),
  move('returning', 'returned', ['rider'], 'returnHandover', ['photo']),
];

export function findTransition(
  from: ParcelStatus,
  to: ParcelStatus,
  actor: ParcelActor,
): ParcelTransition | undefined {
  return parcelTransitions.find((t) => t.from === from && t.to === to && t.by.includes(actor));
}

export function canTransition(from: ParcelStatus, to: ParcelStatus, actor: ParcelActor): boolean {
  return findTransition(from, to, actor) !== undefined;
}

/** The moves `actor` may make from `from`, in table order (the step forward first). */
export function nextTransitions(from: ParcelStatus, actor: ParcelActor): ParcelTransition[] {
  return parcelTransitions.filter((t) => t.from === from && t.by.includes(actor) && !t.chosenByServer);
}

/**
 * Why a parcel is on hold (one hold, `parcel_holds`): reported damaged at a hub (a hub manager or an
 * admin releases it by resolving the report), or held by head office at the parcel desk (an admin
 * releases it). While held it is not bagged, handed out, taken out for delivery or delivered.
 */
export const parcelHoldKinds = ['damage', 'desk'] as const;
export type ParcelHoldKind = (typeof parcelHoldKinds)[number];
