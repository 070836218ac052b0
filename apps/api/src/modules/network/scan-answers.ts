import type { ScanResult } from '@desh/shared';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { type CustodyRow, type Executor, lastScanLike } from './network.repository.ts';
import { scannedParcel, targetHubOf } from './network-views.ts';
import type { Found, Route, ScanContext, ScanFacts } from './scan-context.ts';

/** What a parcel's holder, route and rider say the hub does with it next. */
function nextStep(
  hubId: string,
  parcel: Pick<ParcelRow, 'status' | 'riderId'>,
  route: Route,
  custody: Pick<CustodyRow, 'holderKind' | 'hubId'>,
  riderHubId: string | null,
): ScanResult['next'] {
  if (custody.holderKind !== 'hub' || custody.hubId !== hubId) return 'scan_next';
  const target = targetHubOf(parcel, route);
  if (target && target !== hubId) return 'bag_it';
  const riderHere = parcel.riderId ? riderHubId === hubId : false;
  if (parcel.status === 'returning') return riderHere ? 'return_to_merchant' : 'assign_rider';
  return riderHere ? 'hand_to_rider' : 'assign_rider';
}

/** The parcel an answer is about: as it is now, with its holder (and the code of a bag holding it). */
export interface Answered {
  parcel: ParcelRow;
  route: Route;
  custody: Pick<CustodyRow, 'holderKind' | 'hubId' | 'riderId' | 'bagId'>;
  bagCode: string | undefined;
  /** The hub of the parcel's rider, if it has one. */
  riderHubId: string | null;
  /** The name of the parcel's rider, as read with it (null: none, or not read). */
  riderName: string | null;
}

export async function parcelAnswer(
  context: Pick<ScanFacts, 'network' | 'hubId'> & { tx: Executor },
  about: Answered,
  answer: { result: ScanResult['result']; repeated: boolean; eventId: number; next?: ScanResult['next'] },
): Promise<ScanResult> {
  const { parcel, route, custody } = about;
  return {
    result: answer.result,
    repeated: answer.repeated,
    eventId: answer.eventId,
    next: answer.next ?? nextStep(context.hubId, parcel, route, custody, about.riderHubId),
    parcel: await scannedParcel(context.tx, context.network, parcel, route, custody, {
      bagCode: about.bagCode,
      rider: parcel.riderId && about.riderName ? { id: parcel.riderId, name: about.riderName } : undefined,
    }),
  };
}

/** The answer to a handover this scan made: the parcel as it moved, held by `holder` now. */
export function handedOverAnswer(
  context: Pick<ScanFacts, 'network' | 'hubId'> & { tx: Executor },
  found: Found,
  moved: ParcelRow,
  holder: Answered['custody'],
  answer: { result: ScanResult['result']; eventId: number; next?: ScanResult['next'] },
): Promise<ScanResult> {
  const about: Answered = {
    parcel: moved,
    route: found.route,
    custody: holder,
    bagCode: undefined,
    riderHubId: found.riderHubId,
    riderName: found.riderName,
  };
  return parcelAnswer(context, about, { ...answer, repeated: false });
}

/** The parcel as the scan found it (with its bag's code, if a bag holds it). */
export const asFound = (found: Found): Answered => ({ ...found, bagCode: found.bag?.code });

/** A handover already recorded: its event, and where the parcel stands now. */
export async function repeatedAnswer(
  context: ScanContext,
  found: Found,
  action: string,
  result: ScanResult['result'],
) {
  const last = await lastScanLike(context.tx, { parcelId: found.parcel.id, action, hubId: context.hubId });
  return parcelAnswer(context, asFound(found), { result, repeated: true, eventId: last?.id ?? 0 });
}
