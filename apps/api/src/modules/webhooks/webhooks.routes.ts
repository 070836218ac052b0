import {
  apiErrorSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookMessageSchema,
  webhookTestQueuedSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  listWebhookMessages,
  resendWebhookMessage,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
  type WebhookPolicy,
} from './webhooks.service.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const messageParams = z.object({ messageId: z.string().trim().min(1).max(64) });
const messagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});
const errors = { 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['webhooks'];
// Merchant API: API keys (Part A of issue 13) are accepted on routes marked like this.
const config = { apiKey: true };

export const webhooksRoutes =
  (db: Db, policy: WebhookPolicy): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/webhooks',
      {
        config,
        schema: {
          operationId: 'createWebhookEndpoint',
          tags,
          summary: 'Register a webhook endpoint',
          description:
            'The answer holds the signing secret (whsec_…) once; store it to verify deliveries. ' +
            'In production the URL must not resolve to a private, loopback or link-local address.',
          body: createWebhookEndpointSchema,
          response: {
            201: webhookEndpointWithSecretSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const created = await createWebhookEndpoint(db, await requireSession(request), request.body, policy);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/webhooks',
      {
        config,
        schema: {
          operationId: 'listWebhookEndpoints',
          tags,
          summary: 'Your webhook endpoints',
          description: 'Newest first; secrets are shown by their first characters only.',
          response: { 200: z.array(webhookEndpointSchema), 401: apiErrorSchema },
        },
      },
      async (request) => listWebhookEndpoints(db, await requireSession(request)),
    );

    app.get(
      '/webhooks/:id',
      {
        config,
        schema: {
          operationId: 'getWebhookEndpoint',
          tags,
          summary: 'One of your webhook endpoints',
          description: 'Someone else’s endpoint answers 404, like a missing one.',
          params: idParams,
          response: { 200: webhookEndpointSchema, ...errors },
        },
      },
      async (request) => getWebhookEndpoint(db, await requireSession(request), request.params.id),
    );

    app.patch(
      '/webhooks/:id',
      {
        config,
        schema: {
          operationId: 'updateWebhookEndpoint',
          tags,
          summary: 'Change a webhook endpoint',
          description: 'Change its URL, description or events, or pause it (enabled: false) and resume it.',
          params: idParams,
          body: updateWebhookEndpointSchema,
          response: { 200: webhookEndpointSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        updateWebhookEndpoint(db, await requireSession(request), request.params.id, request.body, policy),
    );

    app.delete(
      '/webhooks/:id',
      {
        config,
        schema: {
          operationId: 'deleteWebhookEndpoint',
          tags,
          summary: 'Remove a webhook endpoint',
          description: 'Its queued messages and delivery log go with it.',
          params: idParams,
          response: { 204: z.null().describe('Removed'), ...errors },
        },
      },
      async (request, reply) => {
        await deleteWebhookEndpoint(db, await requireSession(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/webhooks/:id/rotate-secret',
      {
        config,
        schema: {
          operationId: 'rotateWebhookSecret',
          tags,
          summary: 'Replace an endpoint’s signing secret',
          description: 'The new secret is answered once and signs every attempt from now on.',
          params: idParams,
          response: { 200: webhookEndpointWithSecretSchema, ...errors },
        },
      },
      async (request) => rotateWebhookSecret(db, await requireSession(request), request.params.id),
    );

    app.post(
      '/webhooks/:id/test',
      {
        config,
        schema: {
          operationId: 'sendTestWebhook',
          tags,
          summary: 'Send a test event to an endpoint',
          description:
            'Queues a signed `test.ping` for this endpoint, whatever events it subscribes to, and answers its ' +
            'webhook-id at once; its attempts appear in the delivery log like any message. A paused endpoint answers 409.',
          params: idParams,
          response: { 202: webhookTestQueuedSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await sendTestWebhook(db, await requireSession(request), request.params.id)),
    );

    app.get(
      '/webhooks/:id/messages',
      {
        config,
        schema: {
          operationId: 'listWebhookMessages',
          tags,
          summary: 'The delivery log of an endpoint',
          description:
            'Messages newest first with every attempt (time, status code, latency, first kilobyte of the answer). ' +
            'Pass nextBefore as `before` for the next page.',
          params: idParams,
          querystring: messagesQuery,
          response: {
            200: z.object({ messages: z.array(webhookMessageSchema), nextBefore: z.number().nullable() }),
            400: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) =>
        listWebhookMessages(db, await requireSession(request), request.params.id, {
          limit: request.query.limit,
          beforeId: request.query.before,
        }),
    );

    app.post(
      '/webhooks/messages/:messageId/resend',
      {
        config,
        schema: {
          operationId: 'resendWebhookMessage',
          tags,
          summary: 'Send a message again',
          description: 'Queues it at once with a fresh retry schedule; the webhook-id stays the same.',
          params: messageParams,
          response: { 202: z.object({ queued: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        await resendWebhookMessage(db, await requireSession(request), request.params.messageId);
        return reply.status(202).send({ queued: true });
      },
    );
  };
