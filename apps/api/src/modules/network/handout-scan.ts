import type { ScanResult } from '@desh/shared';
import type { AppError } from '../../lib/errors.ts';
import { handOutAtHub } from '../delivery/delivery.service.ts';
import { custodyFactsOf, custodyGate } from '../parcels/custody-gate.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { giveLockedParcelsToRider } from '../parcels/parcel-workflow.service.ts';
import {
  hubOfApprovedRider,
  insertException,
  insertScans,
  lastScanLike,
  riderName,
} from './network.repository.ts';
import { heldElsewhere, noRiderForHandout, notAHubRider, notForHandout } from './network-errors.ts';
import { heldBy, targetHubOf } from './network-views.ts';
import { handedOverAnswer, repeatedAnswer } from './scan-answers.ts';
import { describeHolder, type Found, recordHandover, type ScanContext } from './scan-context.ts';

/** The rider the operator named, when not the parcel's own: their id and the hub they ride for. */
interface NamedRider {
  riderId: string;
  hubId: string | undefined;
}

/**
 * Whether the hub may hand the parcel to a rider, decided under the scan's lock: the network's own
 * refusals first (where the parcel is, where it goes, which rider), then the custody gate's (a hold,
 * the receiver's chosen day, and for a delivery the move to out_for_delivery). To the rider the
 * operator named, else the parcel's own rider, who must ride for this hub.
 */
function planHandout(
  context: ScanContext,
  found: Found,
  named?: NamedRider,
): { riderId: string } | { refused: AppError } {
  const { network, hubId, actor } = context;
  const { parcel, route, custody } = found;
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId)
    return { refused: heldElsewhere(heldBy(network, found), hubId) };
  // A parcel whose area no hub covers (booked without districts) is handed out by the hub that has it.
  if ((targetHubOf(parcel, route) ?? hubId) !== hubId) return { refused: notForHandout() };
  if (parcel.status !== 'in_transit' && parcel.status !== 'returning') return { refused: notForHandout() };
  const facts = custodyFactsOf(found);
  const asker = { role: 'hub' as const, userId: actor.userId, hubId };
  custodyGate(facts, asker, { handover: 'handout' });
  if (parcel.status === 'in_transit') custodyGate(facts, asker, { action: 'scan', to: 'out_for_delivery' });
  if (named && named.hubId !== hubId) return { refused: notAHubRider() };
  const riderId = named?.riderId ?? parcel.riderId;
  if (!riderId || (!named && found.riderHubId !== hubId)) return { refused: noRiderForHandout() };
  return { riderId };
}

/**
 * A hub hands a parcel to its delivery rider (or, on a return, to the rider taking it back to the
 * merchant): one function in the scan's one transaction, the parcel's and its custody's rows locked by
 * the caller (`lockParcelAtScan`). It decides on what it holds locked, asks the custody gate, and each
 * module writes its own tables: the parcel's rider (parcels), the rider as holder with the scan event
 * (network), the move to out_for_delivery with the receiver's code, its SMS and link (delivery). A
 * rider named other than the parcel's own takes it onto their run; when it was on another rider's run,
 * that is a `wrong_rider` exception the hub and the board see.
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
  const plan = planHandout(context, found, named);
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
