import type { ParcelActor } from '@desh/shared';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { enqueueDoorOutcome } from '../webhooks/webhooks.service.ts';
import type { Tx } from './delivery.repository.ts';
import { openReturnLeg } from './return-leg.ts';

/**
 * An exchange (docs/decisions/022): at the visit that delivers the new item the rider takes the old
 * one, which leaves at once as a return parcel of its own in the rider's hands. Nothing for a plain
 * parcel. In the delivering transaction; a repeat finds the first return parcel.
 */
export async function collectExchangeItem(
  tx: Tx,
  parcel: ParcelRow,
  actor: { id: string | null; role: ParcelActor },
): Promise<ParcelRow | null> {
  if (!parcel.exchangeItem) return null;
  const leg = await openReturnLeg(tx, parcel, 'exchange', parcel.exchangeItem, actor);
  await enqueueDoorOutcome(tx, {
    parcelId: parcel.id,
    type: 'parcel.exchanged',
    at: new Date(),
    data: {
      exchangeItem: parcel.exchangeItem,
      returnParcelId: leg.id,
      returnTrackingId: leg.trackingId,
    },
  });
  return leg;
}
