import type { BagView, reconcileResultSchema } from '@desh/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useNetworkMutation } from './use-network-mutation';

export const openBag = ({ hubId, destinationHubId }: { hubId: string; destinationHubId: string }) =>
  api<BagView>(`/network/hubs/${encodeURIComponent(hubId)}/bags`, {
    method: 'POST',
    body: { destinationHubId },
  });

export const sealBag = ({ bagId, sealNumber }: { bagId: string; sealNumber: string }) =>
  api<BagView>(`/network/bags/${encodeURIComponent(bagId)}/seal`, { method: 'POST', body: { sealNumber } });

export type Reconciliation = z.infer<typeof reconcileResultSchema>;

export const reconcileBag = (bagId: string) =>
  api<Reconciliation>(`/network/bags/${encodeURIComponent(bagId)}/reconcile`, { method: 'POST' });

export const useOpenBag = () => useNetworkMutation(openBag);
export const useSealBag = () => useNetworkMutation(sealBag);
export const useReconcileBag = () => useNetworkMutation(reconcileBag);
