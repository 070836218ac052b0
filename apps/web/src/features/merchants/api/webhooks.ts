import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookMessage,
  WebhookTestQueued,
} from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Fastify refuses an empty JSON body: body-less calls send `{}`.

export const webhooksQueryKey = ['webhooks'] as const;

export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: [...webhooksQueryKey, 'endpoints'],
    queryFn: ({ signal }) => api<WebhookEndpoint[]>('/webhooks', { signal }),
  });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery());

export const useWebhookEndpoint = (id: string) =>
  useQuery({
    queryKey: [...webhooksQueryKey, 'endpoint', id],
    queryFn: ({ signal }) => api<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`, { signal }),
  });

/** The log refreshes on its own while messages are still being retried. */
export const useWebhookMessages = (id: string) =>
  useQuery({
    queryKey: [...webhooksQueryKey, 'messages', id],
    queryFn: ({ signal }) =>
      api<{ messages: WebhookMessage[]; nextBefore: number | null }>(
        `/webhooks/${encodeURIComponent(id)}/messages`,
        { signal, query: { limit: 50 } },
      ),
    refetchInterval: (query) =>
      query.state.data?.messages.some((message) => message.status === 'pending') ? 3000 : false,
  });

function useWebhookMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export const useCreateWebhookEndpoint = () =>
  useWebhookMutation((input: CreateWebhookEndpointInput) =>
    api<WebhookEndpointWithSecret>('/webhooks', { method: 'POST', body: input }),
  );

export const useUpdateWebhookEndpoint = () =>
  useWebhookMutation(({ id, changes }: { id: string; changes: UpdateWebhookEndpointInput }) =>
    api<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );

export const useDeleteWebhookEndpoint = () =>
  useWebhookMutation((id: string) =>
    api<null>(`/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} }),
  );

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) =>
    api<WebhookEndpointWithSecret>(`/webhooks/${encodeURIComponent(id)}/rotate-secret`, {
      method: 'POST',
      body: {},
    }),
  );

export const useResendWebhookMessage = () =>
  useWebhookMutation((messageId: string) =>
    api<{ queued: true }>(`/webhooks/messages/${encodeURIComponent(messageId)}/resend`, {
      method: 'POST',
      body: {},
    }),
  );

/** Queues a signed test.ping for the endpoint; answers its webhook-id. */
export const useSendTestWebhook = () =>
  useWebhookMutation((id: string) =>
    api<WebhookTestQueued>(`/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST', body: {} }),
  );

/**
 * The test message as the delivery log records it: asked every second until its first attempt is
 * logged and the message is delivered or given up (null until the log holds it).
 */
export const useWebhookTestResult = (endpointId: string, messageId: string | undefined) =>
  useQuery({
    queryKey: [...webhooksQueryKey, 'test', endpointId, messageId],
    enabled: messageId !== undefined,
    queryFn: async ({ signal }) => {
      const log = await api<{ messages: WebhookMessage[]; nextBefore: number | null }>(
        `/webhooks/${encodeURIComponent(endpointId)}/messages`,
        { signal, query: { limit: 20 } },
      );
      return log.messages.find((message) => message.id === messageId) ?? null;
    },
    refetchInterval: (query) => {
      const message = query.state.data;
      return message && message.status !== 'pending' ? false : 1000;
    },
  });
