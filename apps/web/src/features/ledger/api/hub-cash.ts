import type {
  CashHandover,
  ConfirmHandoverInput,
  ConfirmRemittanceInput,
  DeclareRemittanceInput,
  HandoverStatus,
  HubCash,
  HubRemittance,
  MyHub,
  RemittanceStatus,
} from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Cash at hubs: the hubs a person works at, a hub's cash and riders' handovers, remittances.

const hubPath = (hubId: string) => `/ledger/hubs/${encodeURIComponent(hubId)}`;

export const getMyHubs = () => api<MyHub[]>('/network/my-hubs');

export function useMyHubs() {
  return useQuery(queryOptions({ queryKey: ['ledger', 'my-hubs'], queryFn: getMyHubs }));
}

export const getHubCash = (hubId: string) => api<HubCash>(`${hubPath(hubId)}/cash`);

export function useHubCash(hubId: string) {
  return useQuery(
    queryOptions({ queryKey: ['ledger', 'hub-cash', hubId], queryFn: () => getHubCash(hubId) }),
  );
}

export const getHubHandovers = (hubId: string, status: HandoverStatus) =>
  api<CashHandover[]>(`${hubPath(hubId)}/handovers`, { query: { status } });

export function useHubHandovers(hubId: string, status: HandoverStatus) {
  return useQuery(
    queryOptions({
      queryKey: ['ledger', 'hub-handovers', hubId, status],
      queryFn: () => getHubHandovers(hubId, status),
    }),
  );
}

export const confirmHubHandover = ({
  hubId,
  id,
  ...input
}: ConfirmHandoverInput & { hubId: string; id: string }) =>
  api<CashHandover>(`${hubPath(hubId)}/handovers/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: input,
  });

export const declareRemittance = ({ hubId, ...input }: DeclareRemittanceInput & { hubId: string }) =>
  api<HubRemittance>(`${hubPath(hubId)}/remittances`, { method: 'POST', body: input });

export const getRemittances = (status: RemittanceStatus) =>
  api<HubRemittance[]>('/ledger/remittances', { query: { status } });

export function useRemittances(status: RemittanceStatus) {
  return useQuery(
    queryOptions({ queryKey: ['ledger', 'remittances', status], queryFn: () => getRemittances(status) }),
  );
}

export const confirmRemittance = ({ id, ...input }: ConfirmRemittanceInput & { id: string }) =>
  api<HubRemittance>(`/ledger/remittances/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: input,
  });

function useLedgerMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ledger'] }),
  });
}

export const useConfirmHubHandover = () => useLedgerMutation(confirmHubHandover);
export const useDeclareRemittance = () => useLedgerMutation(declareRemittance);
export const useConfirmRemittance = () => useLedgerMutation(confirmRemittance);
