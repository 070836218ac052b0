import { finalParcelStatuses, findTransition, type ScanResult } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { moveWithinSql } from '../parcels/parcel-events.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { hubMilestoneMessagesSql } from '../webhooks/webhooks.service.ts';
import type { Executor } from './network.repository.ts';
import { bagNotHere, notPickedUpYet, outWithRider, parcelFinished } from './network-errors.ts';
import { hubRef } from './network-map.ts';
import { targetHubOf } from './network-views.ts';
import { handedOverAnswer, repeatedAnswer } from './scan-answers.ts';
import { describeHolder, type Found, type ScanContext, type ScanFacts, scanEventBy } from './scan-context.ts';
import { recordReceive } from './scan-writes.repository.ts';

type ReceivedResult = Extract<ScanResult['result'], 'received' | 'received_from_bag' | 'received_misrouted'>;

/** What receiving a parcel at a hub comes to, decided on its status, its holder and that holder's bag. */
type ReceivePlan =
  | { kind: 'refused'; error: AppError }
  | { kind: 'repeated' }
  | {
      kind: 'record';
      result: ReceivedResult;
      /** picked_up or failed → in_transit: the parcel's status moves too. */
      move: boolean;
      /** The bag whose manifest line becomes `received`. */
      bagItemOf: string | null;
    };

type Recorded = Extract<ReceivePlan, { kind: 'record' }>;

function planReceive(found: Found, hubId: string): ReceivePlan {
  const { parcel, custody, bag } = found;
  const refused = (error: AppError): ReceivePlan => ({ kind: 'refused', error });
  const record = (result: ReceivedResult, move = false, bagItemOf: string | null = null): Recorded => ({
    kind: 'record',
    result,
    move,
    bagItemOf,
  });
  if (custody.holderKind === 'hub' && custody.hubId === hubId) return { kind: 'repeated' };
  switch (custody.holderKind) {
    case 'merchant':
      return refused(notPickedUpYet());
    case 'receiver':
      return refused(parcelFinished(parcel.status));
    case 'rider': {
      if (parcel.status === 'out_for_delivery') return refused(outWithRider());
      if (parcel.status === 'picked_up' || parcel.status === 'failed') {
        if (!findTransition(parcel.status, 'in_transit', 'hub')) return refused(outWithRider());
        return record('received', true);
      }
      return record('received');
    }
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
  targetHubOf(found.parcel, found.route) === hubId ? 'received' : 'received_misrouted';

/**
 * A receive that moves no status (out of an arrived bag, a misrouted parcel, a returning parcel its
 * rider hands in) in one statement and no transaction: decided on the unlocked read, written only if
 * the parcel still stands as read once its rows are locked (and the bag holding it still has the
 * status read). Anything else answers undefined and goes the locked transaction's way, which decides
 * again: a status to move, a refusal, a repeat, a parcel that moved meanwhile.
 */
export async function receiveAtOnce(db: Db, facts: ScanFacts, seen: Found): Promise<ScanResult | undefined> {
  if (finalParcelStatuses.includes(seen.parcel.status)) return undefined;
  const plan = planReceive(seen, facts.hubId);
  if (plan.kind !== 'record') return undefined;
  // A parcel its pickup rider hands in moves to in_transit in the same statement (moveWithinSql).
  const moved: ParcelRow = plan.move
    ? { ...seen.parcel, status: 'in_transit', updatedAt: new Date() }
    : seen.parcel;
  const eventId = await writeReceive(db, facts, seen, moved, plan, {
    bagAsRead: true,
    moveAtOnce: plan.move,
  });
  if (eventId === undefined) return undefined;
  return receivedAnswer({ ...facts, tx: db }, seen, moved, plan.result, eventId);
}

/** The same receive under the scan's lock, moving the parcel's status when it must. */
export async function receiveParcel(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, actor } = context;
  const plan = planReceive(found, context.hubId);
  if (plan.kind === 'refused') throw plan.error;
  if (plan.kind === 'repeated') return repeatedAnswer(context, found, 'receive', 'received');
  const moved = plan.move
    ? await moveLockedParcel(tx, found.parcel, 'in_transit', { id: actor.userId, role: 'hub' }, null)
    : found.parcel;
  const eventId = await writeReceive(tx, context, found, moved, plan, {
    bagAsRead: false,
    moveAtOnce: false,
  });
  if (eventId === undefined) throw new Error(`parcel ${found.parcel.id} changed under its scan's lock`);
  return receivedAnswer(context, found, moved, plan.result, eventId);
}

/**
 * The receive's writes (recordReceive): the hub holds the parcel, its bag's manifest line is marked,
 * a misrouted arrival is recorded (resolved: it is re-routed from here), an open missing exception is
 * resolved, the scan event, and the merchant's webhooks hear that the parcel reached the hub (hub
 * names only; tracking reads the scans).
 */
function writeReceive(
  executor: Executor,
  facts: ScanFacts,
  found: Found,
  moved: ParcelRow,
  plan: Recorded,
  options: {
    bagAsRead: boolean;
    /** The status moves to `moved`'s in this statement (else it has moved already, or does not move). */
    moveAtOnce: boolean;
  },
): Promise<number | undefined> {
  const { hubId, actor, at, network } = facts;
  const { custody, bag } = found;
  const hub = hubRef(network, hubId);
  const { moveAtOnce } = options;
  return recordReceive(executor, {
    parcelId: moved.id,
    expected: {
      status: moveAtOnce ? found.parcel.status : moved.status,
      holder: custody,
      bagStatus: options.bagAsRead && bag ? bag.status : undefined,
    },
    hubId,
    at,
    bagItemOf: plan.bagItemOf,
    misrouted:
      plan.result === 'received_misrouted'
        ? {
            id: crypto.randomUUID(),
            parcelId: moved.id,
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
          }
        : null,
    missingFound: { note: 'Found at a scan.', userId: actor.userId },
    scan: {
      ...scanEventBy(facts),
      action: 'receive',
      result: plan.result,
      bagId: custody.bagId,
      riderId: custody.riderId,
      fromHolder: describeHolder(custody),
      toHolder: `hub:${hubId}`,
    },
    outbox: hub
      ? (parcelIds) =>
          hubMilestoneMessagesSql({
            parcelIds,
            milestone: 'at_hub',
            hub: { code: hub.code, name: hub.name, nameBn: hub.nameBn },
            at,
          })
      : undefined,
    statusMove: moveAtOnce
      ? (parcelIds) =>
          moveWithinSql(
            {
              fromStatus: found.parcel.status,
              to: moved.status,
              actor: { id: actor.userId, role: 'hub' },
              note: null,
              updatedAt: moved.updatedAt.toISOString(),
            },
            parcelIds,
          )
      : undefined,
  });
}

function receivedAnswer(
  context: ScanFacts & { tx: Executor },
  found: Found,
  moved: ParcelRow,
  result: ReceivedResult,
  eventId: number,
): Promise<ScanResult> {
  const holder = { holderKind: 'hub' as const, hubId: context.hubId, riderId: null, bagId: null };
  return handedOverAnswer(context, found, moved, holder, { result, eventId });
}
