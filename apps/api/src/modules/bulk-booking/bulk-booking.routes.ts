import { apiErrorSchema, bulkBookingResultSchema, bulkBookingSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { bookParcelsInBulk } from './bulk-booking.service.ts';

export const bulkBookingRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/parcels/bulk',
      {
        // 500 rows of the longest allowed fields stay under 2 MB.
        bodyLimit: 2 * 1024 * 1024,
        // Merchant API: API keys (Part A of issue 13) are accepted on routes marked like this.
        config: { apiKey: true },
        schema: {
          operationId: 'bookParcelsInBulk',
          tags: ['parcels'],
          summary: 'Book up to 500 parcels at once',
          description:
            'Each row is a POST /api/parcels body, checked and booked on its own (one transaction per row). ' +
            'The answer lists every row by index: created, existing (its merchantOrderId was booked before) or ' +
            'invalid with the same error body as a single booking.',
          body: bulkBookingSchema,
          response: {
            200: bulkBookingResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const caller = await requireSession(request);
        const result = await bookParcelsInBulk(db, caller, request.body.parcels, request.log);
        if (result.created > 0) request.server.metrics.parcelsBooked.inc(result.created);
        return result;
      },
    );
  };
