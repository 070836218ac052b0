import type { PublicConfig } from '@desh/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<PublicConfig>('/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
