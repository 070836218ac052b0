import { readScannedCode, type ScanRequest, type ScanResult } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActionOutcome, type NewAction, offlineQueue } from '../../../lib/offline-queue/queue';

export type HubScan = ScanRequest & { hubId: string };

export const hubScansUrl = (hubId: string) => `/api/network/hubs/${encodeURIComponent(hubId)}/scans`;

/**
 * A hub scan as an action of the offline queue: the scan's own id is its idempotency key (the server
 * records one event per scanId, however often the phone sends it) and the time it was scanned is
 * the action's time. Later scans of the same label wait behind one the server refused.
 */
export const scanAction = ({ hubId, ...body }: HubScan): NewAction => {
  // The label's check code travels to the server only: the phone's lists show the tracking ID.
  const read = readScannedCode(body.code);
  const shown = read?.kind === 'parcel' ? read.trackingId : body.code;
  return {
    key: body.scanId,
    doneAt: body.scannedAt,
    method: 'POST',
    url: hubScansUrl(hubId),
    body,
    parcelId: `scan:${shown}`,
    trackingId: shown,
    label: 'action.hubScan',
  };
};

/** A scan is kept on the phone first, then sent: `sent: false` means it waits there for the network. */
export const sendScan = (scan: HubScan): Promise<ActionOutcome<ScanResult>> =>
  offlineQueue.add<ScanResult>(scanAction(scan));

/** A scan changes a bag's count and the hub's work lists: they refetch when next shown. */
export function useSendScan() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not paused offline like other mutations: the queue keeps the scan, and that is the point.
    networkMode: 'always',
    mutationFn: sendScan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['network'], refetchType: 'none' }),
  });
}
