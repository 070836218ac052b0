import {
  apiErrorSchema,
  createRateCardSchema,
  dhakaDate,
  myTariffSchema,
  rateCardListQuerySchema,
  rateCardSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { adminOnly, requireSession } from '../../plugins/auth.ts';
import { createRateCard, listRateCards, tariffInForce } from './rate-cards.service.ts';

/** Merchants' own prices: admins set them from a day on; a merchant reads the prices in force today. */
export const rateCardsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/rate-cards',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listRateCards',
          tags: ['rate-cards'],
          summary: 'Merchants’ rate cards with their history, newest first (admins)',
          description: 'Admins only. `email` narrows the list to one merchant (404 when no account has it).',
          querystring: rateCardListQuerySchema,
          response: { 200: z.array(rateCardSchema), ...roleRouteErrors, 404: apiErrorSchema },
        },
      },
      async (request) => listRateCards(db, request.query.email),
    );

    app.post(
      '/admin/rate-cards',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'createRateCard',
          tags: ['rate-cards'],
          summary: 'Give a merchant its own prices from a day on (admins)',
          description:
            'Admins only. `cells` names the tariff cells that differ from the list (see GET /api/rate-card for ' +
            'the names); the rest stay the list’s. Bookings from `effectiveFrom` (an Asia/Dhaka day, today or ' +
            'later) use it; parcels already booked keep their fee.',
          body: createRateCardSchema,
          response: { 201: rateCardSchema, ...roleRouteErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createRateCard(db, await requireSession(request), request.body)),
    );

    app.get(
      '/rate-card',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'getMyTariff',
          tags: ['rate-cards'],
          summary: 'The caller’s prices in force today: their rate card over the list tariff, or the list',
          description:
            'A signed-in merchant or an API key: the tariff their bookings are charged by today (the bulk preview prices rows with it).',
          response: { 200: myTariffSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        reply.header('Cache-Control', 'private, no-store');
        return tariffInForce(db, caller.user.id, dhakaDate());
      },
    );
  };
