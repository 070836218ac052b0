import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<{ googleEnabled: boolean }>('/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
