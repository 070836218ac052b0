import type {
  CompleteDeliveryInput,
  FailedAttemptInput,
  Parcel,
  ParcelStatus,
  PartialDeliveryInput,
} from '@desh/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActionOutcome, offlineQueue } from '../../../lib/offline-queue/queue';
import { deliveryRunQueryKey, type RunItem } from './get-delivery-run';

/**
 * The rider's actions on the run, each kept on the phone first and sent through the offline queue
 * (lib/offline-queue): with a network the form gets the server's answer (or its refusal) as before;
 * without one the action waits on the phone, and the run shows the parcel where the action takes it.
 */
export interface RunAction {
  parcel: Pick<Parcel, '_id' | 'trackingId'>;
  method: 'POST' | 'PATCH';
  url: string;
  body: Record<string, unknown>;
  /** The queue bar's words for it (`field` namespace). */
  label: string;
  /** Where the parcel goes: shown in the run while the action waits. */
  status: ParcelStatus;
  /** A handover photo, uploaded first; its photoId goes into the body. */
  photo?: Blob;
}

const parcelUrl = (parcel: RunAction['parcel'], tail: string) =>
  `/api/deliveries/${encodeURIComponent(parcel._id)}/${tail}`;

export const moveAction = (parcel: RunAction['parcel'], status: ParcelStatus): RunAction => ({
  parcel,
  method: 'PATCH',
  url: `/api/parcels/${encodeURIComponent(parcel._id)}/status`,
  body: { status },
  label: 'action.move',
  status,
});

export const outForDeliveryAction = (parcel: RunAction['parcel']): RunAction => ({
  parcel,
  method: 'POST',
  url: parcelUrl(parcel, 'out-for-delivery'),
  body: {},
  label: 'action.move',
  status: 'out_for_delivery',
});

export const failAttemptAction = (parcel: RunAction['parcel'], input: FailedAttemptInput): RunAction => ({
  parcel,
  method: 'POST',
  url: parcelUrl(parcel, 'attempts'),
  body: { ...input },
  label: 'action.failAttempt',
  status: 'failed',
});

/** With the receiver's code (checked by the server when it arrives), or with a photo. */
export const completeAction = (
  parcel: RunAction['parcel'],
  input: Omit<CompleteDeliveryInput, 'photoId'>,
  photo?: Blob,
): RunAction => ({
  parcel,
  method: 'POST',
  url: parcelUrl(parcel, 'complete'),
  body: { ...input },
  label: 'action.complete',
  status: 'delivered',
  ...(photo ? { photo } : {}),
});

/** The receiver kept part of the order; the rest leaves as a return parcel (proof as for a completion). */
export const partialDeliveryAction = (
  parcel: RunAction['parcel'],
  input: Omit<PartialDeliveryInput, 'photoId'>,
  photo?: Blob,
): RunAction => ({
  parcel,
  method: 'POST',
  url: parcelUrl(parcel, 'partial'),
  body: { ...input },
  label: 'action.partialDelivery',
  status: 'partially_delivered',
  ...(photo ? { photo } : {}),
});

export const returnedAction = (parcel: RunAction['parcel'], photo: Blob): RunAction => ({
  parcel,
  method: 'POST',
  url: parcelUrl(parcel, 'returned'),
  body: {},
  label: 'action.returned',
  status: 'returned',
  photo,
});

/** The run as the rider will find it once the waiting action is applied. */
function showInRun(queryClient: QueryClient, parcelId: string, status: ParcelStatus) {
  queryClient.setQueryData<RunItem[]>(deliveryRunQueryKey, (items) =>
    items?.map((item) =>
      item.parcelId === parcelId ? { ...item, parcel: { ...item.parcel, status } } : item,
    ),
  );
}

export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not paused offline like other mutations: the queue keeps the action, and that is the point.
    networkMode: 'always',
    mutationFn: (action: RunAction): Promise<ActionOutcome<Parcel>> =>
      offlineQueue.add<Parcel>({
        method: action.method,
        url: action.url,
        body: action.body,
        parcelId: action.parcel._id,
        trackingId: action.parcel.trackingId,
        label: action.label,
        status: action.status,
        ...(action.photo
          ? {
              photo: {
                url: parcelUrl(action.parcel, 'photos'),
                blob: action.photo,
                field: 'photoId',
              },
            }
          : {}),
      }),
    onSuccess: (outcome, action) => {
      if (outcome.sent) void queryClient.invalidateQueries({ queryKey: ['parcels'] });
      else showInRun(queryClient, action.parcel._id, action.status);
    },
  });
}
