import { apiErrorSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { confirmApiKey, createApiKey, deleteApiKey, listApiKeys } from './api-keys.service.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Key management needs a signed-in person: these routes carry no `apiKey` flag, so a key can
 * neither list, make nor revoke keys.
 */
export const apiKeysRoutes =
  (db: Db, options: { defaultRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api-keys',
      {
        schema: {
          operationId: 'createApiKey',
          tags: ['api-keys'],
          summary: 'Create an API key',
          description:
            'Makes a named key for the signed-in merchant. The whole key is in this answer only; ' +
            'the server keeps its SHA-256 hash.',
          body: createApiKeySchema,
          response: { 201: createdApiKeySchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await createApiKey(
          db,
          await requireSession(request),
          request.body,
          options.defaultRateLimit,
        );
        reply.header('Cache-Control', 'no-store');
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/api-keys',
      {
        schema: {
          operationId: 'listApiKeys',
          tags: ['api-keys'],
          summary: 'List API keys',
          description:
            'The signed-in merchant’s keys, newest first, by prefix, with created, last-used and revoked times.',
          response: { 200: z.array(apiKeySchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return listApiKeys(db, await requireSession(request));
      },
    );

    app.post(
      '/api-keys/:id/confirm',
      {
        schema: {
          operationId: 'confirmApiKey',
          tags: ['api-keys'],
          summary: 'Confirm an API key a password reset suspended',
          description:
            'A password reset suspends every key of the account (403 `API_KEY_SUSPENDED`); its owner, ' +
            'signed in after the reset, confirms a key to make it work again. A key that is not suspended ' +
            'is answered as it is.',
          params: idParams,
          response: { 200: apiKeySchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return confirmApiKey(db, await requireSession(request), request.params.id);
      },
    );

    app.delete(
      '/api-keys/:id',
      {
        schema: {
          operationId: 'revokeApiKey',
          tags: ['api-keys'],
          summary: 'Revoke an API key',
          description: 'Revokes one of the merchant’s keys; the next request that uses it is refused.',
          params: idParams,
          response: { 204: z.null().describe('Revoked'), 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await deleteApiKey(db, await requireSession(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
