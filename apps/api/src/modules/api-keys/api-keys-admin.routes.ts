import {
  adminApiKeySchema,
  adminApiKeysQuerySchema,
  apiErrorSchema,
  apiKeySchema,
  entityIdParamSchema,
  setApiKeyRateLimitSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { listApiKeysForAdmin, setApiKeyRateLimit } from './api-keys.service.ts';

const errors = roleRouteErrors;

/** Admins give a merchant's key more than the default limit; merchants cannot (api-keys.service.ts). */
export const apiKeysAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/api-keys',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listApiKeysForAdmin',
          tags: ['admin'],
          summary: 'Merchants’ API keys with their owners (admins only)',
          description:
            'Admins only. One merchant’s keys by `?email=`, or the newest 100 of all merchants; ' +
            'prefixes and limits only, never the keys.',
          querystring: adminApiKeysQuerySchema,
          response: { 200: z.array(adminApiKeySchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return listApiKeysForAdmin(db, request.query.email || undefined);
      },
    );

    app.patch(
      '/admin/api-keys/:id/rate-limit',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'setApiKeyRateLimit',
          tags: ['admin'],
          summary: 'Set an API key’s requests per minute (admins only)',
          description:
            'Admins only. Any limit from 1 to 10,000 a minute, above the default too; the per-IP limit ' +
            '(API_RATE_LIMIT_MAX) still applies to every call.',
          params: entityIdParamSchema,
          body: setApiKeyRateLimitSchema,
          response: { 200: apiKeySchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => setApiKeyRateLimit(db, request.params.id, request.body.rateLimitPerMinute),
    );
  };
