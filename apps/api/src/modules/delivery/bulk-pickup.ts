import type { BulkPickupAnswer, BulkPickupInput } from '@desh/shared';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { custodyGate } from '../parcels/custody-gate.ts';
import { askerOf, lockParcelForGate, moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import type { DeliveryDeps } from './delivery-access.ts';

type Result = BulkPickupAnswer['results'][number];

const wrongStore = () => new AppError(409, 'WRONG_STORE', 'This parcel is picked up at another shop.');

/**
 * A rider picks up a shop's parcels at once (issue 62 item 6): one transaction, each parcel locked in
 * id order (two riders' pickups never wait on each other in a circle) and moved `assigned` →
 * `picked_up` through the custody gate, as a single pickup is. A parcel the gate refuses (another
 * rider's, already picked up, not there to collect), one of another shop, or one that does not exist
 * is answered as refused and the others still move: each parcel's work runs in a savepoint of its own.
 */
export async function pickUpAtShop(
  deps: DeliveryDeps,
  caller: AuthSession,
  input: BulkPickupInput,
): Promise<BulkPickupAnswer> {
  const ids = [...new Set(input.parcelIds)];
  const byId = new Map<string, Result>();
  await transaction(deps.db, async (tx) => {
    for (const parcelId of [...ids].sort()) {
      try {
        const moved = await tx.transaction(async (one) => {
          const { parcel, carriedByUser, facts } = await lockParcelForGate(one, parcelId, caller);
          if (parcel.storeId !== input.storeId) throw wrongStore();
          const asker = askerOf(caller, carriedByUser);
          custodyGate(facts, asker, { action: 'status', to: 'picked_up' });
          return moveLockedParcel(
            one,
            parcel,
            'picked_up',
            { id: caller.user.id, role: asker.role === 'admin' ? 'admin' : 'rider' },
            null,
          );
        });
        byId.set(parcelId, {
          parcelId,
          trackingId: moved.trackingId,
          pickedUp: true,
          status: moved.status,
          error: null,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        byId.set(parcelId, {
          parcelId,
          trackingId: null,
          pickedUp: false,
          status: null,
          error: {
            code: error.code,
            message: error.message,
            ...(error.params ? { params: error.params } : {}),
          },
        });
      }
    }
  });
  const results = ids.map((id) => byId.get(id) as Result);
  return { pickedUp: results.filter((result) => result.pickedUp).length, results };
}
