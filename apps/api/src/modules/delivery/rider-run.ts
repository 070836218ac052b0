import { dhakaDate, dhakaDayStart, type Parcel, type RiderDelivery } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { roleOf } from '../../lib/role-of.ts';
import { getAssignedParcels, legsOf } from '../parcels/parcel-workflow.service.ts';
import { receiverNotesOf } from '../receivers/receiver-page.service.ts';
import { storeContactsOf } from '../stores/stores.service.ts';
import { listAttemptsOf, listCodesOf } from './delivery.repository.ts';
import { earlierPlacesOf } from './delivery-places.ts';
import { codeMissingEvidenceOf } from './photo-grounds.ts';
import { codeState } from './receiver-code.ts';
import { orderRun } from './run-order.ts';

/**
 * The rider's run for today, in the order to work it (`orderRun`): every parcel still to work, and those
 * finished today (Dhaka), not the weeks before them, which a cheap phone would draw card by card at every
 * start (GET /parcels/assigned still lists them). An admin gets every parcel out with a rider. A stop
 * without the receiver's pin carries where this rider last delivered to that phone.
 */
export async function getRiderRun(
  db: Db,
  caller: AuthSession,
): Promise<Array<RiderDelivery & { parcel: Parcel }>> {
  const today = dhakaDate();
  const parcels = await getAssignedParcels(db, caller, { finishedSince: dhakaDayStart(today) });
  const ids = parcels.map((parcel) => parcel._id);
  const atDoor = parcels.filter((parcel) => parcel.status === 'out_for_delivery').map((parcel) => parcel._id);
  const storeIds = parcels.flatMap((parcel) => (parcel.storeId ? [parcel.storeId] : []));
  const [attempts, codes, evidence, receiverNotes, earlierPlaces, legs, stores] = await Promise.all([
    listAttemptsOf(db, ids),
    listCodesOf(db, atDoor),
    codeMissingEvidenceOf(db, atDoor),
    receiverNotesOf(db, ids),
    earlierPlacesOf(db, parcels, roleOf(caller) === 'rider'),
    legsOf(db, ids),
    storeContactsOf(db, storeIds),
  ]);
  const codeOf = new Map(codes.map((code) => [code.parcelId, code]));
  const items = await Promise.all(
    parcels.map(async (parcel) => {
      const list = attempts.get(parcel._id) ?? [];
      const last = list.at(-1);
      const receiver = receiverNotes.get(parcel._id) ?? null;
      const askedAtDoor =
        parcel.status === 'failed' && last?.reason === 'reschedule' ? last.rescheduleDate : null;
      // The later of the day asked at the door and the day the receiver chose through their link:
      // the parcel waits for it (orderRun), and the phone shows it under that day.
      const rescheduledFor = latestDay(askedAtDoor, receiver?.preferredDate ?? null);
      return {
        parcel,
        parcelId: parcel._id,
        attempts: list,
        code:
          parcel.status === 'out_for_delivery'
            ? await codeState(db, parcel, codeOf.get(parcel._id), evidence.get(parcel._id))
            : null,
        rescheduledFor,
        receiver,
        // The receiver's own pin says where they are now: it wins over where they were once.
        earlierPlace: receiver?.pin ? null : (earlierPlaces.get(parcel._id) ?? null),
        leg: legs.get(parcel._id),
        store: (parcel.storeId && stores.get(parcel.storeId)) || null,
      };
    }),
  );
  return orderRun(items, today);
}

function latestDay(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
}
