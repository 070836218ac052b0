import {
  apiErrorSchema,
  deskActionBodySchema,
  deskSearchQuerySchema,
  deskSearchResultSchema,
  parcelStorySchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly, requireSession } from '../../plugins/auth.ts';
import { actOnParcel } from './parcel-desk.ts';
import { searchDesk } from './parcel-desk-search.ts';
import { getParcelStory } from './parcel-story.ts';

const trackingParams = z.object({ trackingId: z.string().trim().min(1).max(64) });

/** Head office's parcel desk: search, a parcel's whole story, and corrections with a reason. */
export const parcelDeskRoutes =
  (deps: { db: Db; stuckHours: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.get(
      '/admin/parcels/search',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'searchParcelsForDesk',
          tags: ['admin'],
          summary:
            'Find any parcel by tracking ID, phone, order ID or merchant, or the parcels behind a board figure',
          description:
            'Admins only. `q`: a tracking ID with or without DSH-, a mobile number in Latin or Bangla digits (receiver, sender or store), an order ID, or part of a merchant’s or store’s name. `figure` (and `hubId`): the parcels behind a number on the network board. The newest 50.',
          querystring: deskSearchQuerySchema,
          response: { 200: deskSearchResultSchema, ...roleRouteErrors },
        },
      },
      async (request) => searchDesk(db, request.query, deps.stuckHours),
    );

    app.get(
      '/admin/parcels/:trackingId/story',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'getParcelStory',
          tags: ['admin'],
          summary:
            'A parcel’s whole story: route, custody trail, attempts, proofs, calls, money, SMS and corrections',
          description: 'Admins only.',
          params: trackingParams,
          response: { 200: parcelStorySchema, ...roleRouteErrors, 404: apiErrorSchema },
        },
      },
      async (request) => getParcelStory(db, request.params.trackingId),
    );

    app.post(
      '/admin/parcels/:trackingId/actions',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'actOnParcel',
          tags: ['admin'],
          summary:
            'Correct a parcel (reassign, re-route, lost or found, address/phone/COD, hold or release), with a reason',
          description:
            'Admins only. Every action is recorded with who made it and the reason given. A correction of the address, phone or COD amount tells the merchant by SMS and webhook (parcel.corrected).',
          params: trackingParams,
          body: deskActionBodySchema,
          response: { 200: parcelStorySchema, ...roleRouteErrors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) =>
        actOnParcel(db, await requireSession(request), request.params.trackingId, request.body),
    );
  };
