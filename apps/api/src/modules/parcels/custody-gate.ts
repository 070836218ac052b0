import {
  type CustodyHolderKind,
  dhakaDate,
  finalParcelStatuses,
  findTransition,
  type ParcelHoldKind,
  type ParcelLeg,
  type ParcelStatus,
  type ParcelTransition,
  type TransitionAction,
} from '@desh/shared';
import { AppError, forbidden } from '../../lib/errors.ts';
import { alreadyInStatus, moveForbidden, moveNotAllowed, notAssignedToYou } from './parcel-status-errors.ts';

/**
 * The custody gate (issue 61, decision "one road, one gate"): the one place that decides whether a
 * custody or status move is allowed. Every route that moves a parcel (a rider's status move, the
 * delivery actions, the hub scans, an admin's correction) locks the parcel, reads `CustodyFacts` in the
 * same transaction and asks `custodyGate` before it writes. The status table in `@desh/shared` says
 * who may move which status (the web draws buttons from it); the gate adds who holds the parcel, who
 * asks, where they stand and which leg of the route the parcel is on.
 */

/** What the gate knows of a parcel, read under its row lock. */
export interface CustodyFacts {
  status: ParcelStatus;
  /** The rider the parcel is assigned to (the pickup rider, later its delivery rider). */
  riderId: string | null;
  senderId: string;
  holder: { kind: CustodyHolderKind; riderId: string | null; hubId: string | null; bagId: string | null };
  route: { originHubId: string | null; destinationHubId: string | null } | null;
  /**
   * A returning parcel handed to its rider by its origin hub: the last stretch of the return, the only
   * one on which it may be given back to the sender.
   */
  handedOutForReturn: boolean;
  /** Its open hold (a hub's damage report, head office's desk), if any: nothing moves it on but a return. */
  hold: { kind: ParcelHoldKind } | null;
  /** The Asia/Dhaka day its receiver chose on their link, if any: it goes out no earlier. */
  chosenDay: string | null;
  /** Today in Asia/Dhaka, as the gate compares the chosen day with it. */
  today: string;
}

/** Who asks. A rider `carries` the parcel when it is assigned to one of their approved applications. */
export type Asker =
  | { role: 'admin'; userId: string }
  | { role: 'rider'; userId: string; carries: boolean }
  | { role: 'hub'; userId: string; hubId: string }
  | { role: 'customer'; userId: string }
  | { role: 'system' };

/**
 * Where a parcel is on its one road: waiting for or with its pickup rider, between hubs (at a hub or
 * in a bag), with its delivery rider (who may also bring it back), with the origin hub's rider taking a
 * return to its sender, or done.
 */
export type Leg = ParcelLeg;

export function legOf(facts: CustodyFacts): Leg {
  switch (facts.holder.kind) {
    case 'merchant':
      return finalParcelStatuses.includes(facts.status) ? 'done' : 'pickup';
    case 'receiver':
      return 'done';
    case 'hub':
    case 'bag':
      return 'hubs';
    case 'rider':
      if (facts.status === 'assigned' || facts.status === 'picked_up') return 'pickup';
      if (facts.status === 'returning' && facts.handedOutForReturn) return 'return_to_sender';
      return 'last_mile';
  }
}

/** A move as an endpoint asks for it: the action it performs and the status it moves to. */
export interface GateMove {
  action: TransitionAction;
  to: ParcelStatus;
}

/**
 * A move of custody alone at a hub's counter (the status may move with it, asked as a `GateMove`): the
 * parcel put in a bag, or handed to a rider (for delivery, or to take a return back).
 */
export interface HandoverMove {
  handover: 'bag' | 'handout';
}

/** The moves a hold stops: out of the hub towards the door, and the door itself. */
const heldStops: readonly ParcelStatus[] = ['out_for_delivery', 'delivered', 'partially_delivered'];

export const parcelHeld = (kind: ParcelHoldKind) =>
  kind === 'damage'
    ? new AppError(
        409,
        'PARCEL_HELD',
        'This parcel is held as damaged: a manager must release it (or send it back) before it moves on.',
      )
    : new AppError(
        409,
        'PARCEL_HELD',
        'Head office has put this parcel on hold: an admin must release it before it moves on.',
      );

/** A parcel whose receiver chose a later day is not handed out or taken out before it (issue 63). */
export const waitingForChosenDay = (day: string) =>
  new AppError(
    409,
    'WAITING_FOR_CHOSEN_DAY',
    `The receiver chose ${day} for this delivery: it waits at the hub until that day.`,
    undefined,
    { day },
  );

/** Whether a hold stops the parcel: a return still takes it back to its sender. */
export const holdStops = (facts: Pick<CustodyFacts, 'hold' | 'status'>) =>
  facts.hold !== null && facts.status !== 'returning';

/** Whether the receiver's chosen day is still ahead (Asia/Dhaka): the parcel waits for it. */
export const waitsForChosenDay = (facts: Pick<CustodyFacts, 'chosenDay' | 'today' | 'status'>) =>
  facts.status !== 'returning' && facts.chosenDay !== null && facts.chosenDay > facts.today;

/**
 * Refuses a move a hold stops (`byHold`) or the receiver's chosen day stops (`byDay`), whoever asks.
 */
function refuseStopped(facts: CustodyFacts, stopped: { byHold: boolean; byDay: boolean }): void {
  if (stopped.byHold && facts.hold && holdStops(facts)) throw parcelHeld(facts.hold.kind);
  if (stopped.byDay && facts.chosenDay && waitsForChosenDay(facts))
    throw waitingForChosenDay(facts.chosenDay);
}

export const notHeldByYou = () =>
  new AppError(
    409,
    'PARCEL_NOT_HELD_BY_YOU',
    'You do not hold this parcel: only whoever holds it can do that. Hand it over with a scan at the hub.',
  );

export const returnClosesAtOrigin = () =>
  new AppError(
    409,
    'RETURN_CLOSES_AT_ORIGIN',
    'A return is handed back to its sender only by a rider of its pickup hub: bring it back to your hub.',
  );

/** Whether the rider holding the parcel is its assigned rider (the custody row names them). */
const riderHolds = (facts: CustodyFacts) =>
  facts.holder.kind === 'rider' && facts.riderId !== null && facts.holder.riderId === facts.riderId;

/**
 * Decides one move: answers the status table's transition (a handover: null), or throws the refusal
 * the caller is shown. Pure: the caller has locked the parcel and read `facts` in the transaction that
 * will write. A hold stops bagging, handing out, taking out and delivering; the receiver's chosen day
 * stops handing out and taking out before it.
 */
export function custodyGate(facts: CustodyFacts, asker: Asker, move: HandoverMove): null;
export function custodyGate(facts: CustodyFacts, asker: Asker, move: GateMove): ParcelTransition;
export function custodyGate(
  facts: CustodyFacts,
  asker: Asker,
  move: GateMove | HandoverMove,
): ParcelTransition | null {
  if ('handover' in move) {
    handoverMay(facts, asker, move);
    return null;
  }
  const transition = statusMay(facts, asker, move);
  refuseStopped(facts, {
    byHold: heldStops.includes(transition.to),
    byDay: transition.to === 'out_for_delivery',
  });
  return transition;
}

/**
 * A hub's counter hands a parcel it holds into one of its bags or to a rider: only its own staff (the
 * scan's asker), only a parcel on its way (not finished), and a handout only of one to deliver or to
 * take back (the network's scan says which rider and which bag).
 */
function handoverMay(facts: CustodyFacts, asker: Asker, move: HandoverMove): void {
  if (asker.role !== 'hub') throw forbidden('Only the hub holding this parcel can do that.');
  if (finalParcelStatuses.includes(facts.status)) throw moveNotAllowed(facts.status, facts.status);
  if (facts.holder.kind !== 'hub' || facts.holder.hubId !== asker.hubId) throw notHeldByYou();
  if (move.handover === 'handout' && facts.status !== 'in_transit' && facts.status !== 'returning')
    throw moveForbidden('out_for_delivery');
  // Both stop for a hold; only a delivery's handout waits for the receiver's day (a return does not).
  refuseStopped(facts, { byHold: true, byDay: move.handover === 'handout' });
}

function statusMay(facts: CustodyFacts, asker: Asker, move: GateMove): ParcelTransition {
  const { status: from } = facts;
  const { to, action } = move;
  if (from === to) throw alreadyInStatus(to);
  if (finalParcelStatuses.includes(from)) throw moveNotAllowed(from, to);
  if (asker.role === 'rider' && !asker.carries) throw notAssignedToYou();
  const transition = findTransition(from, to, asker.role);
  if (!transition || transition.action !== action) {
    // A plain status change that is not one answers "not allowed"; an action's move that is someone
    // else's answers "not yours".
    if (action === 'status' || !parcelMoveExists(from, to)) throw moveNotAllowed(from, to);
    if (asker.role === 'customer' && action !== 'cancel' && action !== 'returnHandover') {
      throw forbidden('Only the rider assigned to this parcel (or an admin) can do that.');
    }
    throw moveForbidden(to);
  }
  const leg = legOf(facts);
  switch (asker.role) {
    case 'rider':
      return riderMay(facts, leg, transition);
    case 'hub':
      return hubMay(facts, leg, asker.hubId, transition);
    case 'customer':
    case 'admin':
      return peopleOffTheRoadMay(facts, leg, transition);
    case 'system':
      if (!riderHolds(facts)) throw notHeldByYou();
      return transition;
  }
}

const parcelMoveExists = (from: ParcelStatus, to: ParcelStatus) =>
  (['customer', 'rider', 'hub', 'admin', 'system'] as const).some((actor) => findTransition(from, to, actor));

/**
 * A rider picks up from the merchant (the pickup leg); every other move needs the parcel in their hand
 * on the leg it is on: the door's moves on the last mile, the return's handover on its last stretch.
 */
function riderMay(facts: CustodyFacts, leg: Leg, transition: ParcelTransition): ParcelTransition {
  if (transition.from === 'assigned' && transition.to === 'picked_up') {
    if (facts.holder.kind !== 'merchant') throw notHeldByYou();
    return transition;
  }
  if (!riderHolds(facts)) throw notHeldByYou();
  if (transition.action === 'returnHandover') {
    if (leg !== 'return_to_sender') throw returnClosesAtOrigin();
    return transition;
  }
  if (leg !== 'last_mile') throw moveForbidden(transition.to);
  return transition;
}

/**
 * A hub's moves are scans at its own counter: a parcel handed in by the rider holding it (a pickup,
 * an undelivered parcel brought back after a failed attempt or, at the day's check-in, not attempted), taken in from its merchant at the counter, or handed out from
 * this hub, where it is delivered from.
 */
function hubMay(
  facts: CustodyFacts,
  leg: Leg,
  hubId: string,
  transition: ParcelTransition,
): ParcelTransition {
  const { holder } = facts;
  if (transition.action === 'assign') {
    if (holder.kind !== 'merchant') throw notHeldByYou();
    return transition;
  }
  if (transition.to === 'in_transit') {
    // Out for delivery and not delivered: taken back at the day's check-in (issue 62 item 4) only from
    // the rider it was handed to, with no failed attempt asked for (nobody tried the door).
    if (transition.from === 'out_for_delivery') {
      if (!riderHolds(facts) || leg !== 'last_mile') throw notHeldByYou();
      return transition;
    }
    if (holder.kind === 'merchant' && leg === 'pickup') return transition;
    if (holder.kind === 'rider' && (leg === 'pickup' || leg === 'last_mile')) return transition;
    throw notHeldByYou();
  }
  if (transition.to === 'out_for_delivery') {
    if (holder.kind !== 'hub' || holder.hubId !== hubId) throw notHeldByYou();
    // A parcel whose area no hub covers is delivered by the hub that has it.
    if ((facts.route?.destinationHubId ?? hubId) !== hubId) throw moveForbidden(transition.to);
    return transition;
  }
  return transition;
}

/**
 * The sender and an admin hold nothing on the road. The sender cancels a booking still with them and,
 * like an admin, confirms a return only on its last stretch (the origin hub's rider at their door). An
 * admin's corrections never reach into a hub or a bag (scans move those), and an admin completes a
 * delivery only while the delivery rider holds the parcel at the door.
 */
function peopleOffTheRoadMay(facts: CustodyFacts, leg: Leg, transition: ParcelTransition): ParcelTransition {
  switch (transition.action) {
    case 'cancel':
    case 'assign':
      if (facts.holder.kind !== 'merchant') throw notHeldByYou();
      return transition;
    case 'returnHandover':
      if (leg !== 'return_to_sender') throw returnClosesAtOrigin();
      return transition;
    case 'complete':
    case 'partialDelivery':
    case 'outForDelivery':
    case 'startReturn':
      if (!riderHolds(facts) || leg !== 'last_mile') throw notHeldByYou();
      return transition;
    default:
      if (facts.holder.kind === 'hub' || facts.holder.kind === 'bag') throw notHeldByYou();
      return transition;
  }
}

/**
 * How a hub names the parcel it receives (issue 61 item 4): with the label's check code (the parcel is
 * in hand), with a check code that is not the label's, or by its tracking ID alone (typed, or an old
 * scan replayed from a phone's queue).
 */
export type ReceiveProof = 'label' | 'typed' | 'wrong_code';

/**
 * What taking a parcel in at a hub comes to: where it is `expected` (the next stop on its road), or,
 * with its label in hand elsewhere, `taken_from_holder` (another rider or hub held it: that holder's
 * hub is told and confirms) or `turned_up` (out of a bag or from its merchant: a misrouted arrival).
 */
export type ReceiveStanding = 'expected' | 'taken_from_holder' | 'turned_up';

export const wrongLabelCode = () =>
  new AppError(
    409,
    'SCAN_WRONG_CHECK_CODE',
    'This is not the parcel’s label: its check code does not match. Scan the label on the parcel.',
  );

export const typedNotExpected = () =>
  new AppError(
    409,
    'SCAN_TYPED_NOT_EXPECTED',
    'Scan the parcel’s label: a typed tracking ID is taken only where the parcel is expected.',
  );

/**
 * A hub taking a parcel in. A typed tracking ID is a claim, not a parcel in hand: it is taken only
 * where the parcel is `expectedHere` (the network says so: this hub is its next stop from its holder).
 * A label's code takes it anywhere, since the parcel really can turn up at the wrong hub; from another
 * rider or hub, that holder's hub must hear of it.
 */
export function hubReceiveGate(
  facts: CustodyFacts,
  hubId: string,
  proof: ReceiveProof,
  expectedHere: boolean,
): ReceiveStanding {
  if (proof === 'wrong_code') throw wrongLabelCode();
  if (expectedHere) return 'expected';
  if (proof === 'typed') throw typedNotExpected();
  const { holder } = facts;
  if (holder.kind === 'rider' || (holder.kind === 'hub' && holder.hubId !== hubId))
    return 'taken_from_holder';
  return 'turned_up';
}

/**
 * The gate's facts from a parcel read with its custody and route rows (as a hub scan reads it under
 * its lock). `handedOutForReturn` matters only to a rider's or sender's return handover.
 */
export function custodyFactsOf(
  read: {
    parcel: { status: ParcelStatus; riderId: string | null; senderId: string };
    custody: {
      holderKind: CustodyHolderKind;
      riderId: string | null;
      hubId: string | null;
      bagId: string | null;
    };
    route: { originHubId: string | null; destinationHubId: string | null } | null;
    holdKind?: ParcelHoldKind | null;
    chosenDay?: string | null;
  },
  handedOutForReturn = false,
  today: string = dhakaDate(),
): CustodyFacts {
  const { parcel, custody, route } = read;
  return {
    status: parcel.status,
    riderId: parcel.riderId,
    senderId: parcel.senderId,
    holder: {
      kind: custody.holderKind,
      riderId: custody.riderId,
      hubId: custody.hubId,
      bagId: custody.bagId,
    },
    route: route ? { originHubId: route.originHubId, destinationHubId: route.destinationHubId } : null,
    handedOutForReturn,
    hold: read.holdKind ? { kind: read.holdKind } : null,
    chosenDay: read.chosenDay ?? null,
    today,
  };
}
