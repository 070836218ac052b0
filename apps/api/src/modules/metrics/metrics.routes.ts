import crypto from 'node:crypto';
import { apiErrorSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import type { AppMetrics } from '../../plugins/observability.ts';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return crypto.timingSafeEqual(digest(given), digest(token));
}

export const metricsRoutes =
  (metrics: AppMetrics, token: string | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/metrics',
      {
        schema: {
          operationId: 'getMetrics',
          description:
            'Prometheus text exposition for scraping; keep it off the public proxy or set METRICS_TOKEN.',
          tags: ['health'],
          summary: 'Prometheus metrics (text format); a bearer token when METRICS_TOKEN is set',
          produces: ['text/plain'],
          response: { 200: z.string().describe('Prometheus text format'), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (token && !tokenMatches(request.headers.authorization, token)) {
          throw unauthorized('A valid metrics token is required.');
        }
        const body = await metrics.text();
        // A string with a text content type is sent as it is, not serialised as JSON.
        return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
      },
    );
  };
