import type { BagView, reconcileResultSchema } from '@desh/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { networkKey } from './network-key';

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

/** A bag opened by mistake, while still empty: gone (204). */
export const discardBag = (bagId: string) =>
  api<null>(`/network/bags/${encodeURIComponent(bagId)}`, { method: 'DELETE' });

export const useOpenBag = () => useRefreshingMutation(openBag, networkKey, 'settled');
export const useSealBag = () => useRefreshingMutation(sealBag, networkKey, 'settled');
export const useReconcileBag = () => useRefreshingMutation(reconcileBag, networkKey, 'settled');
export const useDiscardBag = () => useRefreshingMutation(discardBag, networkKey, 'settled');
