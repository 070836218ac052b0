import type { ParcelActor, ReturnLegKind } from '@desh/shared';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { createReturnLeg } from '../parcels/parcels.service.ts';
import type { Tx } from './delivery.repository.ts';
import { returnLegNote } from './event-notes.ts';

/**
 * The return parcel an exchange (the old item) or a partial delivery (the rest) sends back, in the
 * delivering transaction; its first note is the one public tracking reads as a reason code.
 */
export function openReturnLeg(
  tx: Tx,
  parcel: ParcelRow,
  kind: ReturnLegKind,
  parcelTitle: string,
  actor: { id: string | null; role: ParcelActor },
): Promise<ParcelRow> {
  return createReturnLeg(tx, parcel, {
    kind,
    parcelTitle,
    note: returnLegNote(kind, parcel.trackingId),
    actor,
  });
}
