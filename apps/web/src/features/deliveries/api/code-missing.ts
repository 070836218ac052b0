import type { CodeMissingInput, DeliveryCodeState, Parcel } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActionOutcome, offlineQueue } from '../../../lib/offline-queue/queue';
import { deliveryRunQueryKey, type RunItem } from './get-delivery-run';

/**
 * A code that did not reach the receiver: the rider calls them from the app (recorded before the
 * phone dials), then says why it did not arrive. Both go through the offline queue like every action
 * at the door (a call works where data does not), so they reach the server before the photo delivery
 * that follows them. Until the server answers, the run shows them done.
 */
export type CodeStep =
  | { kind: 'call'; parcel: Pick<Parcel, '_id' | 'trackingId'> }
  | { kind: 'why'; parcel: Pick<Parcel, '_id' | 'trackingId'>; input: CodeMissingInput };

const stepUrl = (step: CodeStep) =>
  `/api/deliveries/${encodeURIComponent(step.parcel._id)}/${step.kind === 'call' ? 'receiver-calls' : 'code-missing'}`;

/** The code's state as the server will answer it once the waiting step reaches it. */
function expectedState(code: DeliveryCodeState, step: CodeStep): DeliveryCodeState {
  if (step.kind === 'call') return { ...code, receiverCalledAt: new Date().toISOString() };
  return {
    ...code,
    codeMissingReason: step.input.reason,
    photoGround: 'receiver_called',
    photoWaitsBecause: null,
    photoNeedsApproval: false,
  };
}

export function useCodeStep() {
  const queryClient = useQueryClient();
  return useMutation({
    // As the run's other actions: the queue keeps the step offline, and that is the point.
    networkMode: 'always',
    mutationFn: (step: CodeStep): Promise<ActionOutcome<DeliveryCodeState>> =>
      offlineQueue.add<DeliveryCodeState>({
        method: 'POST',
        url: stepUrl(step),
        body: step.kind === 'why' ? { ...step.input } : {},
        parcelId: step.parcel._id,
        trackingId: step.parcel.trackingId,
        label: step.kind === 'call' ? 'action.receiverCall' : 'action.codeMissing',
      }),
    onSuccess: (outcome, step) => {
      queryClient.setQueryData<RunItem[]>(deliveryRunQueryKey, (items) =>
        items?.map((item) =>
          item.parcelId === step.parcel._id && item.code
            ? { ...item, code: outcome.sent ? outcome.answer : expectedState(item.code, step) }
            : item,
        ),
      );
    },
  });
}
