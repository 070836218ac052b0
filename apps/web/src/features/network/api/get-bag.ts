import type { BagView } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ManifestParcel {
  id: string;
  trackingId: string;
  status: string;
  outcome: 'in_bag' | 'received' | 'missing' | null;
}
export type BagManifest = BagView & { parcels: ManifestParcel[] };

export const getBag = (bagId: string) => api<BagManifest>(`/network/bags/${encodeURIComponent(bagId)}`);

export const bagQuery = (bagId: string) =>
  queryOptions({
    queryKey: ['network', 'bag', bagId],
    queryFn: () => getBag(bagId),
    enabled: Boolean(bagId),
  });

export const useBag = (bagId: string) => useQuery(bagQuery(bagId));
