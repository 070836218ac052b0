import { apiErrorSchema, parcelSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { requireSession } from '../../plugins/auth.ts';
import {
  createParcelBodySchema,
  parcelDetailSchema,
  parcelIdParamsSchema,
  parcelListQuerySchema,
} from './parcels.schemas.ts';
import { cancelParcel, createParcel, getParcel, listParcels, type ParcelPage } from './parcels.service.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

function nextPageLink(url: string, page: ParcelPage): string {
  const next = new URL(url, 'http://local');
  next.searchParams.set('page', String(page.page + 1));
  next.searchParams.set('limit', String(page.limit));
  return `<${next.pathname}${next.search}>; rel="next"`;
}

export const parcelsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/parcels',
      {
        ...acceptsApiKey,
        schema: {
          tags: ['parcels'],
          summary: 'Book a parcel (sender, status, booking time and tracking ID are set by the server)',
          body: createParcelBodySchema,
          response: {
            201: parcelSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const parcel = await createParcel(db, await requireSession(request), request.body);
        request.server.metrics.parcelsBooked.inc();
        return reply.status(201).send(parcel);
      },
    );

    app.get(
      '/parcels',
      {
        ...acceptsApiKey,
        schema: {
          tags: ['parcels'],
          summary: 'A sender’s parcels, newest first (own, or anyone’s for an admin)',
          description:
            'Paged by `page` and `limit`. Headers: X-Total-Count (counted up to 10000; ' +
            'X-Total-Count-Capped: true when there are more), X-Page, X-Limit, and Link rel="next".',
          querystring: parcelListQuerySchema,
          response: { 200: z.array(parcelSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const page = await listParcels(db, await requireSession(request), request.query);
        reply.header('X-Total-Count', String(page.total));
        reply.header('X-Page', String(page.page));
        reply.header('X-Limit', String(page.limit));
        if (page.totalCapped) reply.header('X-Total-Count-Capped', 'true');
        if (page.hasMore) reply.header('Link', nextPageLink(request.url, page));
        reply.header('Cache-Control', 'private, no-store');
        return page.parcels;
      },
    );

    app.get(
      '/parcels/:id',
      {
        ...acceptsApiKey,
        schema: {
          tags: ['parcels'],
          summary: 'One parcel with its sender’s name (its sender, an admin, or the assigned rider)',
          params: parcelIdParamsSchema,
          response: { 200: parcelDetailSchema, ...errors },
        },
      },
      async (request) => getParcel(db, await requireSession(request), request.params.id),
    );

    app.post(
      '/parcels/:id/cancel',
      {
        ...acceptsApiKey,
        schema: {
          tags: ['parcels'],
          summary: 'Cancel a parcel that is still pending (its sender only)',
          params: parcelIdParamsSchema,
          response: { 200: parcelSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => cancelParcel(db, await requireSession(request), request.params.id),
    );
  };
