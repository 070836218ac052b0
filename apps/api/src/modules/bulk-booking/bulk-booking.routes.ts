import {
  apiErrorSchema,
  type BulkBookingResult,
  bulkBookingResultSchema,
  bulkBookingSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { runIdempotent } from '../idempotency/idempotency.service.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency-headers.ts';
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
            'invalid with the same error body as a single booking. A merchant order ID on an earlier row of the ' +
            'same request makes the later row invalid (field merchantOrderId). With an Idempotency-Key header ' +
            '(kept 24 hours per user; the web app sends one per file) the list is booked once: a repeat with the ' +
            'same body replays the first answer (header Idempotent-Replayed: true), another body gets 422.',
          headers: idempotencyHeadersSchema,
          body: bulkBookingSchema,
          response: {
            200: bulkBookingResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        const book = async (database: Db) => {
          const result = await bookParcelsInBulk(database, caller, request.body.parcels, request.log);
          if (result.created > 0) request.server.metrics.parcelsBooked.inc(result.created);
          return { statusCode: 200, body: result };
        };
        const key = request.headers['idempotency-key'];
        if (key === undefined) return (await book(db)).body;
        const answer = await runIdempotent(
          db,
          { userId: caller.user.id, key, operation: 'POST /api/parcels/bulk', body: request.body },
          book,
        );
        if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
        return answer.body as BulkBookingResult;
      },
    );
  };
