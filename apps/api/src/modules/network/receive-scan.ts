import { broughtBackUnattemptedNote, intakeNotes, type ScanResult } from '@desh/shared';
import type { AppError } from '../../lib/errors.ts';
import { custodyFactsOf, custodyGate, hubReceiveGate, type ReceiveProof } from '../parcels/custody-gate.ts';
import { announcePlaces } from '../parcels/parcel-events.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { enqueueHubMilestones } from '../webhooks/webhooks.service.ts';
import { insertException, markBagItem, resolveOpenMissing } from './network.repository.ts';
import { bagNotHere, notPickedUpYet, parcelFinished } from './network-errors.ts';
import { hubRef, type LiveNetwork, nextHubId } from './network-map.ts';
import { targetHubOf } from './network-views.ts';
import { handedOverAnswer, repeatedAnswer } from './scan-answers.ts';
import { describeHolder, type Found, recordHandover, type ScanContext } from './scan-context.ts';

type ReceivedResult = Extract<ScanResult['result'], 'received' | 'received_from_bag' | 'received_misrouted'>;

/** What receiving a parcel at a hub comes to, decided on its status, its holder and that holder's bag. */
type ReceivePlan =
  | { kind: 'refused'; error: AppError }
  | { kind: 'repeated' }
  | {
      kind: 'record';
      result: ReceivedResult;
      /** The parcel's status moves to in_transit too (a pickup handed in, a counter intake, a failed delivery back). */
      move: boolean;
      /** The bag whose manifest line becomes `received`. */
      bagItemOf: string | null;
    };

function planReceive(found: Found, context: ScanContext): ReceivePlan {
  const { parcel, custody, bag } = found;
  const { hubId } = context;
  const refused = (error: AppError): ReceivePlan => ({ kind: 'refused', error });
  const record = (result: ReceivedResult, move = false, bagItemOf: string | null = null): ReceivePlan => ({
    kind: 'record',
    result,
    move,
    bagItemOf,
  });
  if (custody.holderKind === 'hub' && custody.hubId === hubId) return { kind: 'repeated' };
  switch (custody.holderKind) {
    case 'merchant':
      // Taken in from its merchant only with the reason said (a counter drop-off, a pickup not tapped).
      return context.input.intake ? record('received', true) : refused(notPickedUpYet());
    case 'receiver':
      return refused(parcelFinished(parcel.status));
    case 'rider':
      // Out for delivery and not delivered comes back too (the day's check-in): the gate decides.
      return record(
        'received',
        parcel.status === 'picked_up' || parcel.status === 'failed' || parcel.status === 'out_for_delivery',
      );
    case 'bag': {
      // Out of a bag opened here, or one closed here with the parcel missing and now found.
      if ((bag?.status === 'arrived' || bag?.status === 'closed') && bag.destinationHubId === hubId) {
        return record('received_from_bag', false, bag.id);
      }
      if (bag && bag.destinationHubId === hubId && bag.status === 'dispatched') {
        return refused(bagNotHere(bag.code));
      }
      if (bag && bag.originHubId === hubId && bag.status !== 'dispatched') {
        return refused(bagNotHere(bag.code));
      }
      return record(arrivedWhereBound(found, hubId), false, bag?.id ?? null);
    }
    case 'hub':
      return record(arrivedWhereBound(found, hubId));
  }
}

/**
 * A parcel that turns up outside the bag or hub it was last recorded in is misrouted, unless this
 * hub is where it is going (a missing parcel found at its own destination arrived where it should).
 */
const arrivedWhereBound = (found: Found, hubId: string): ReceivedResult =>
  (targetHubOf(found.parcel, found.route) ?? hubId) === hubId ? 'received' : 'received_misrouted';

/**
 * Whether this hub is where the parcel is expected next (issue 61 item 4), the only place a typed
 * tracking ID takes it: from its merchant at its pickup hub's counter; from a rider at the rider's
 * hub, its pickup hub or where it is going; out of a bag bound here; from a hub whose next stop for it
 * is this one.
 */
export function expectedAt(found: Found, hubId: string, network: LiveNetwork): boolean {
  const { parcel, custody, route, bag, riderHubId } = found;
  const target = targetHubOf(parcel, route);
  switch (custody.holderKind) {
    case 'merchant':
      return !route?.originHubId || route.originHubId === hubId;
    case 'rider':
      return riderHubId === hubId || route?.originHubId === hubId || target === hubId;
    case 'bag':
      return bag?.destinationHubId === hubId;
    case 'hub':
      return (
        custody.hubId === hubId ||
        (custody.hubId !== null && target !== null && nextHubId(network, custody.hubId, target) === hubId)
      );
    case 'receiver':
      return false;
  }
}

/**
 * The hub that answers for the holder a parcel was taken from: a hub itself, or a rider's hub (a
 * pickup rider without one answers to the parcel's pickup hub).
 */
const holderHubOf = (found: Found): string | null =>
  found.custody.holderKind === 'hub'
    ? found.custody.hubId
    : (found.riderHubId ?? found.route?.originHubId ?? null);

/**
 * A parcel received at a hub: one function in the scan's one transaction, the parcel's and its
 * custody's rows locked by the caller (`lockParcelAtScan`). It decides on what it holds locked, asks
 * the custody gate for a status move, and writes: the status (with the intake's reason), the hub as
 * holder with the scan event, the bag's manifest line, a misrouted arrival (resolved: re-routed from
 * here), an open missing exception closed, the merchant's hub milestone and tracking's place.
 */
export async function receiveParcel(
  context: ScanContext,
  found: Found,
  proof: ReceiveProof,
): Promise<ScanResult> {
  const { tx, actor, hubId, at, network } = context;
  const { parcel, custody, bag } = found;
  const plan = planReceive(found, context);
  if (plan.kind === 'refused') throw plan.error;
  // A typed ID is taken only where the parcel is expected; a wrong check code nowhere.
  const standing = hubReceiveGate(
    custodyFactsOf(found),
    hubId,
    proof,
    plan.kind === 'repeated' || expectedAt(found, hubId, network),
  );
  if (plan.kind === 'repeated') return repeatedAnswer(context, found, 'receive', 'received');

  let moved: ParcelRow = parcel;
  if (plan.move) {
    custodyGate(
      custodyFactsOf(found),
      { role: 'hub', userId: actor.userId, hubId },
      { action: 'scan', to: 'in_transit' },
    );
    const intake = custody.holderKind === 'merchant' ? context.input.intake : undefined;
    // Brought back undelivered without an attempt: the timeline says so, in place of a failure reason.
    const note = intake
      ? intakeNotes[intake]
      : parcel.status === 'out_for_delivery'
        ? broughtBackUnattemptedNote
        : null;
    moved = await moveLockedParcel(tx, parcel, 'in_transit', { id: actor.userId, role: 'hub' }, note);
  }
  const { id: eventId } = await recordHandover(
    context,
    { kind: 'hub', hubId, into: 'holder' },
    {
      action: 'receive',
      result: plan.result,
      parcelId: parcel.id,
      bagId: custody.bagId,
      riderId: custody.riderId,
      fromHolder: describeHolder(custody),
      toHolder: `hub:${hubId}`,
    },
  );
  if (plan.bagItemOf) await markBagItem(tx, plan.bagItemOf, parcel.id, 'received');
  await resolveOpenMissing(tx, parcel.id, { at, userId: actor.userId, note: 'Found at a scan.' });
  if (standing === 'taken_from_holder') {
    // Custody follows the parcel (it is here), but the holder's hub is told and confirms.
    await insertException(tx, {
      id: crypto.randomUUID(),
      parcelId: parcel.id,
      kind: 'taken_from_holder',
      status: 'open',
      hubId: holderHubOf(found),
      takenAtHubId: hubId,
      bagId: null,
      lastHolder: describeHolder(custody),
      note: null,
      createdBy: actor.userId,
    });
  } else if (plan.result === 'received_misrouted') {
    await insertException(tx, {
      id: crypto.randomUUID(),
      parcelId: parcel.id,
      kind: 'misrouted',
      status: 'resolved',
      hubId,
      bagId: custody.bagId,
      lastHolder: describeHolder(custody, bag?.code),
      note: null,
      createdBy: actor.userId,
      resolvedAt: at,
      resolvedBy: actor.userId,
      resolutionNote: 'Re-routed from the hub where it arrived.',
    });
  }
  const hub = hubRef(network, hubId);
  if (hub) {
    await enqueueHubMilestones(tx, {
      parcelIds: [parcel.id],
      milestone: 'at_hub',
      hub: { code: hub.code, name: hub.name, nameBn: hub.nameBn },
      at,
    });
  }
  // Tracking shows the hub: the place is announced whether or not the status moved.
  await announcePlaces(tx, [parcel.id]);
  const holder = { holderKind: 'hub' as const, hubId, riderId: null, bagId: null };
  return handedOverAnswer(context, found, moved, holder, { result: plan.result, eventId });
}
