import type { BulkPickupAnswer, BulkPickupInput } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActionOutcome, offlineQueue } from '../../../lib/offline-queue/queue';
import { deliveryRunQueryKey, type RunItem } from './get-delivery-run';

/**
 * A shop's scanned parcels picked up with one request through the offline queue (sent once with its
 * Idempotency-Key, however often the phone retries). Without a network the run shows them picked up
 * until the server answers; with one, the run is read again.
 */
export function useBulkPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (pickup: {
      input: BulkPickupInput;
      firstTrackingId: string;
    }): Promise<ActionOutcome<BulkPickupAnswer>> =>
      offlineQueue.add<BulkPickupAnswer>({
        method: 'POST',
        url: '/api/deliveries/pickups',
        body: { ...pickup.input },
        // Later pickups at the same shop wait behind a refused one.
        parcelId: `pickup:${pickup.input.storeId ?? 'no-store'}`,
        trackingId: pickup.firstTrackingId,
        label: 'action.bulkPickup',
        status: 'picked_up',
      }),
    onSuccess: (outcome, pickup) => {
      if (outcome.sent) {
        void queryClient.invalidateQueries({ queryKey: ['parcels'] });
        return;
      }
      const ids = new Set(pickup.input.parcelIds);
      queryClient.setQueryData<RunItem[]>(deliveryRunQueryKey, (items) =>
        items?.map((item) =>
          ids.has(item.parcelId) ? { ...item, parcel: { ...item.parcel, status: 'picked_up' } } : item,
        ),
      );
    },
  });
}
