import { apiErrorSchema, quoteAnswerSchema, quoteQuerySchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { priceBooking } from './quote.service.ts';

/**
 * The price and promised day shown before booking (the FAQ's promise): public; a signed-in merchant
 * or an API key gets its own rate card. A booking made now is charged exactly this.
 */
export const quoteRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/quote',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'getQuote',
          description:
            'Open to anyone; with a session or an API key, priced by the caller’s rate card. The fee in taka for ' +
            'a route, parcel type, weight (grams; the type’s default when absent), delivery type (regular or ' +
            'express, where offered) and COD amount, with its breakdown and the promised delivery day ' +
            '(Asia/Dhaka, counting Fridays and public holidays). A booking made now is charged exactly `total`.',
          tags: ['quote'],
          summary: 'Price a parcel and promise its delivery day',
          querystring: quoteQuerySchema,
          response: { 200: quoteAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const caller = await request.session();
        // A merchant's price is its own; the list price may be cached briefly (the promise moves at cut-offs).
        reply.header('Cache-Control', caller ? 'private, no-store' : 'public, max-age=60');
        const { districtsKnown: _known, ...quote } = await priceBooking(
          db,
          caller?.user.id ?? null,
          request.query,
        );
        return quote;
      },
    );
  };
