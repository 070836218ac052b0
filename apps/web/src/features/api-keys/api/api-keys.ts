import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@desh/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const apiKeysQueryKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => api<ApiKey[]>('/api-keys', { signal }),
  });
}

export function useCreateApiKey() {
  return useRefreshingMutation(
    (input: CreateApiKeyInput) => api<CreatedApiKey>('/api-keys', { method: 'POST', body: input }),
    apiKeysQueryKey,
  );
}

export function useRevokeApiKey() {
  return useRefreshingMutation(
    (id: string) => api<void>(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    apiKeysQueryKey,
  );
}

/** Makes a key a password reset suspended work again (the owner is signed in with the new password). */
export function useConfirmApiKey() {
  return useRefreshingMutation(
    (id: string) => api<ApiKey>(`/api-keys/${encodeURIComponent(id)}/confirm`, { method: 'POST', body: {} }),
    apiKeysQueryKey,
  );
}
