import { type PublicConfig, publicConfigSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web app needs to know about this deployment before anyone signs in. */
export const configRoutes =
  (config: PublicConfig): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          operationId: 'getPublicConfig',
          description:
            'Which optional features this deployment offers (Google sign-in, password reset mail). Open to anyone.',
          tags: ['config'],
          summary: 'Public deployment settings',
          response: { 200: publicConfigSchema },
        },
      },
      async () => config,
    );
  };
