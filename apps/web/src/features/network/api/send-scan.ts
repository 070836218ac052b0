import type { ScanRequest, ScanResult } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendScan = ({ hubId, ...body }: ScanRequest & { hubId: string }) =>
  api<ScanResult>(`/network/hubs/${encodeURIComponent(hubId)}/scans`, { method: 'POST', body });

/** A scan changes a bag's count and the hub's work lists: they refetch when next shown. */
export function useSendScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendScan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['network'], refetchType: 'none' }),
  });
}
