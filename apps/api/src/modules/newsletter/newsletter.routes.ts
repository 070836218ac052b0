import { apiErrorSchema, newsletterSubscriptionSchema, subscribeNewsletterSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { subscribe } from './newsletter.service.ts';

export const newsletterRoutes =
  (db: Db, options: { rateLimitMax: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/newsletter',
      {
        config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
        schema: {
          operationId: 'subscribeNewsletter',
          description: 'Open to anyone, rate limited per IP; subscribing twice is not an error.',
          tags: ['newsletter'],
          summary: 'Subscribe an email address to the newsletter (idempotent per address)',
          security: [],
          body: subscribeNewsletterSchema,
          response: {
            200: newsletterSubscriptionSchema.describe('Already subscribed'),
            201: newsletterSubscriptionSchema.describe('Newly subscribed'),
            400: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { created } = await subscribe(db, request.body);
        return reply.status(created ? 201 : 200).send({ subscribed: true });
      },
    );
  };
