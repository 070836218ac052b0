import { apiErrorSchema, quoteParcel, quoteQuerySchema, zones } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';

const quoteSchema = z.object({
  zone: z.enum(zones),
  base: z.number(),
  codCharge: z.number(),
  total: z.number(),
  currency: z.literal('BDT'),
});

/** The price shown at booking (the FAQ's promise): public, computed from the shared tariff. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote',
    {
      ...acceptsApiKey,
      schema: {
        operationId: 'getQuote',
        description:
          'Open to anyone. The fee in taka for a zone, parcel type and COD amount; bookings may use it.',
        tags: ['quote'],
        summary: 'Price a parcel by zone (from the two districts), parcel type and COD amount',
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The tariff only changes with a deploy; a short cache spares repeated form edits.
      reply.header('Cache-Control', 'public, max-age=300');
      return quoteParcel(request.query);
    },
  );
};
