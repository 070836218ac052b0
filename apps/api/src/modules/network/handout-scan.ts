import { findTransition, type ScanResult } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import { handOutAtHub, handoutCodeCtes } from '../delivery/delivery.service.ts';
import { moveWithinSql } from '../parcels/parcel-events.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { giveLockedParcelsToRider } from '../parcels/parcel-workflow.service.ts';
import {
  hubOfApprovedRider,
  insertException,
  insertScans,
  lastScanLike,
  riderName,
} from './network.repository.ts';
import {
  heldElsewhere,
  noRiderForHandout,
  notAHubRider,
  notForHandout,
  parcelHeld,
} from './network-errors.ts';
import type { LiveNetwork } from './network-map.ts';
import { heldBy, isHeld, targetHubOf } from './network-views.ts';
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

/** The rider the operator named, when not the parcel's own: their id and the hub they ride for. */
interface NamedRider {
  riderId: string;
  hubId: string | undefined;
}

/**
 * Whether the hub may hand the parcel to a rider, decided the same way read and under the lock: to
 * the rider the operator named, else the parcel's own rider, who must ride for this hub.
 */
function planHandout(
  network: LiveNetwork,
  found: Found,
  hubId: string,
  named?: NamedRider,
): { riderId: string } | { refused: AppError } {
  const { parcel, route, custody } = found;
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId)
    return { refused: heldElsewhere(heldBy(network, found), hubId) };
  // A parcel whose area no hub covers (booked without districts) is handed out by the hub that has it.
  if ((targetHubOf(parcel, route) ?? hubId) !== hubId) return { refused: notForHandout() };
  if (isHeld(found)) return { refused: parcelHeld() };
  if (named && named.hubId !== hubId) return { refused: notAHubRider() };
  const riderId = named?.riderId ?? parcel.riderId;
  if (!riderId || (!named && found.riderHubId !== hubId)) return { refused: noRiderForHandout() };
  if (parcel.status !== 'in_transit' && parcel.status !== 'returning') return { refused: notForHandout() };
  return { riderId };
}

/**
 * A hub hands a parcel to its delivery rider (or, on a return, to the rider taking it back to the
 * merchant) in one statement and no transaction: decided on the unlocked read, written only if the
 * parcel still has the status, rider and hub read once its rows are locked (recordHandout). The holder,
 * the move to out_for_delivery, the receiver's code with its SMS and link, and the scan event are
 * written together. Anything else (a refusal, a repeat, a parcel that moved meanwhile, a rider other
 * than the parcel's named) answers undefined and goes the locked transaction's way (`handOut`), which
 * decides again.
 */
export async function handOutAtOnce(db: Db, facts: ScanFacts, seen: Found): Promise<ScanResult | undefined> {
  const { parcel, custody } = seen;
  const { hubId, actor, at } = facts;
  if (facts.input.riderId && facts.input.riderId !== parcel.riderId) return undefined;
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
  const handedTo = { riderId, name: seen.riderName ?? '', insteadOf: null };
  return handedOutAnswer({ ...facts, tx: db }, seen, moved, handedTo, eventId);
}

/**
 * The same handout under the scan's lock: decides again, and refuses what does not fit. A rider named
 * other than the parcel's own takes it onto their run; when it was on another rider's run, that is a
 * `wrong_rider` exception the hub and the board see.
 */
export async function handOut(context: ScanContext, found: Found): Promise<ScanResult> {
  const { tx, hubId, actor, input } = context;
  const { parcel, custody } = found;
  const wanted = input.riderId ?? parcel.riderId;
  if (custody.holderKind === 'rider' && wanted && custody.riderId === wanted) {
    const last = await lastScanLike(tx, { parcelId: parcel.id, action: 'handout', hubId });
    if (last) return repeatedAnswer(context, found, 'handout', 'handed_out');
  }
  const named =
    input.riderId && input.riderId !== parcel.riderId
      ? { riderId: input.riderId, hubId: await hubOfApprovedRider(tx, input.riderId) }
      : undefined;
  const plan = planHandout(context.network, found, hubId, named);
  if ('refused' in plan) throw plan.refused;
  const { riderId } = plan;
  const name = (await riderName(tx, riderId)) ?? '';
  let insteadOf: string | null = null;
  let handed = parcel;
  if (named) {
    // The rider's run receives it: the parcel is theirs from now on.
    await giveLockedParcelsToRider(tx, [parcel], riderId, { id: actor.userId, role: 'hub' });
    await insertScans(tx, [
      {
        action: 'assign',
        result: 'assigned_for_delivery',
        parcelId: parcel.id,
        hubId,
        riderId,
        actorId: actor.userId,
        actorRole: actor.role,
      },
    ]);
    handed = { ...parcel, riderId };
    if (parcel.riderId) {
      insteadOf = found.riderName ?? (await riderName(tx, parcel.riderId)) ?? '?';
      await insertException(tx, {
        id: crypto.randomUUID(),
        parcelId: parcel.id,
        kind: 'wrong_rider',
        hubId,
        lastHolder: describeHolder(custody),
        // In no one language: whose run it was on → who took it.
        note: `${insteadOf} → ${name}`,
        createdBy: actor.userId,
        createdAt: context.at,
      });
    }
  }
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
    handed.status === 'in_transit'
      ? await handOutAtHub(tx, handed, { id: actor.userId, role: 'hub' })
      : handed;
  return handedOutAnswer(context, found, moved, { riderId, name, insteadOf }, eventId);
}

async function handedOutAnswer(
  context: Parameters<typeof handedOverAnswer>[0],
  found: Found,
  moved: ParcelRow,
  handedTo: NonNullable<ScanResult['handedTo']>,
  eventId: number,
): Promise<ScanResult> {
  const holder = { holderKind: 'rider' as const, riderId: handedTo.riderId, hubId: null, bagId: null };
  const answer = await handedOverAnswer(context, found, moved, holder, {
    result: 'handed_out',
    eventId,
    next: 'scan_next',
  });
  return { ...answer, handedTo };
}
