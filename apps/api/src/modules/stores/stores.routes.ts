import { apiErrorSchema, storeInputSchema, storeSchema, storeUpdateSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { requireSession } from '../../plugins/auth.ts';
import { changeStore, createStore, listStores, removeStore } from './stores.service.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** A merchant's pickup stores; each route works with a session or an API key. */
export const storesRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stores',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'listStores',
          tags: ['stores'],
          summary: 'List pickup stores',
          description: 'The merchant’s pickup stores, the default first.',
          response: { 200: z.array(storeSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return listStores(db, await requireSession(request));
      },
    );

    app.post(
      '/stores',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'createStore',
          tags: ['stores'],
          summary: 'Add a pickup store',
          description:
            'Adds a pickup store. The first store, or one sent with isDefault true, becomes the default.',
          body: storeInputSchema,
          response: { 201: storeSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const store = await createStore(db, await requireSession(request), request.body);
        return reply.status(201).send(store);
      },
    );

    app.patch(
      '/stores/:id',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'updateStore',
          tags: ['stores'],
          summary: 'Change a pickup store',
          description:
            'Changes any fields of one of the merchant’s stores; isDefault true makes it the default.',
          params: idParams,
          body: storeUpdateSchema,
          response: { 200: storeSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => changeStore(db, await requireSession(request), request.params.id, request.body),
    );

    app.delete(
      '/stores/:id',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'deleteStore',
          tags: ['stores'],
          summary: 'Delete a pickup store',
          description:
            'Deletes one of the merchant’s stores. Parcels booked from it keep their pickup address.',
          params: idParams,
          response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await removeStore(db, await requireSession(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
