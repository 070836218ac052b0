import { findTransition, type ScanResult } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { handOutAtHub, handoutCodeCtes } from '../delivery/delivery.service.ts';
import { moveWithinSql } from '../parcels/parcel-events.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { lastScanLike } from './network.repository.ts';
import { heldElsewhere, noRiderForHandout, notForHandout } from './network-errors.ts';
import type { LiveNetwork } from './network-map.ts';
import { heldBy, targetHubOf } from './network-views.ts';
import { handedOverAnswer, repeatedAnswer } from './scan-answers.ts';
import {
  describeHolder,
  type Found,
  recordHandover,
  type ScanContext,
  type ScanFacts,
  scanEventBy,
} from './scan-context.ts';
import { recordHandout } from './scan-writes.repository.ts';

/** Whether the hub may hand the parcel to its rider, decided the same way read and under the lock. */
function planHandout(
  network: LiveNetwork,
  found: Found,
  hubId: string,
): { riderId: string } | { refused: AppError } {
  const { parcel, route, custody } = found;
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId)
    return { refused: heldElsewhere(heldBy(network, found), hubId) };
  // A parcel whose area no hub covers (booked without districts) is handed out by the hub that has it.
  if ((targetHubOf(parcel, route) ?? hubId) !== hubId) return { refused: notForHandout() };
  const riderId = parcel.riderId;
  if (!riderId || found.riderHubId !== hubId) return { refused: noRiderForHandout() };
  if (parcel.status !== 'in_transit' && parcel.status !== 'returning') return { refused: notForHandout() };
  return { riderId };
}

/**
 * A hub hands a parcel to its delivery rider (or, on a return, to the rider taking it back to the
 * merchant) in one statement and no transaction: decided on the unlocked read, written only if the
 * parcel still has the status, rider and hub read once its rows are locked (recordHandout). The holder,
 * the move to out_for_delivery, the receiver's code with its SMS and link, and the scan event are
 * written together. Anything else (a refusal, a repeat, a parcel that moved meanwhile) answers
 * undefined and goes the locked transaction's way (`handOut`), which decides again.
 */
export async function handOutAtOnce(db: Db, facts: ScanFacts, seen: Found): Promise<ScanResult | undefined> {
  const { parcel, custody } = seen;
  const { hubId, actor, at } = facts;
  const plan = planHandout(facts.network, seen, hubId);
  if ('refused' in plan) return undefined;
  const { riderId } = plan;
  const goesOut = parcel.status === 'in_transit';
  if (goesOut && findTransition(parcel.status, 'out_for_delivery', 'hub')?.action !== 'scan')
    return undefined;
  const moved: ParcelRow = goesOut
    ? { ...parcel, status: 'out_for_delivery', updatedAt: new Date() }
    : parcel;
  const eventId = await recordHandout(db, {
    parcelId: parcel.id,
    expected: { status: parcel.status, hubId, riderId },
    at,
    scan: {
      ...scanEventBy(facts),
      action: 'handout',
      result: 'handed_out',
      bagId: null,
      riderId,
      fromHolder: describeHolder(custody),
      toHolder: `rider:${riderId}`,
    },
    ...(goesOut
      ? {
          statusMove: (parcelIds) =>
            moveWithinSql(
              {
                fromStatus: parcel.status,
                to: moved.status,
                actor: { id: actor.userId, role: 'hub' },
                note: null,
                updatedAt: moved.updatedAt.toISOString(),
              },
              parcelIds,
            ),
          alsoWith: (handedOut) => handoutCodeCtes(parcel, handedOut),
        }
      : {}),
  });
  if (eventId === undefined) return undefined;
  return handedOutAnswer({ ...facts, tx: db }, seen, moved, riderId, eventId);
}

/** The same handout under the scan's lock: decides again, and refuses what does not fit. */
export async function handOut(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, hubId, actor } = context;
  const { parcel, custody } = found;
  if (custody.holderKind === 'rider' && custody.riderId === parcel.riderId && parcel.riderId) {
    const last = await lastScanLike(tx, { parcelId: parcel.id, action: 'handout', hubId });
    if (last) return repeatedAnswer(context, found, 'handout', 'handed_out');
  }
  const plan = planHandout(context.network, found, hubId);
  if ('refused' in plan) throw plan.refused;
  const { riderId } = plan;
  // The holder changes first, so the status trigger finds the rider already holding it.
  const { id: eventId } = await recordHandover(
    context,
    { kind: 'rider', riderId, into: 'holder' },
    {
      action: 'handout',
      result: 'handed_out',
      parcelId: parcel.id,
      riderId,
      fromHolder: describeHolder(custody),
      toHolder: `rider:${riderId}`,
    },
  );
  const moved =
    parcel.status === 'in_transit'
      ? await handOutAtHub(tx, parcel, { id: actor.userId, role: 'hub' })
      : parcel;
  return handedOutAnswer(context, found, moved, riderId, eventId);
}

function handedOutAnswer(
  context: Parameters<typeof handedOverAnswer>[0],
  found: Found,
  moved: ParcelRow,
  riderId: string,
  eventId: number,
): Promise<ScanResult> {
  const holder = { holderKind: 'rider' as const, riderId, hubId: null, bagId: null };
  return handedOverAnswer(context, found, moved, holder, {
    result: 'handed_out',
    eventId,
    next: 'scan_next',
  });
}
