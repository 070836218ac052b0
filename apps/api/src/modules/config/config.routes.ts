import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const publicConfigSchema = z.object({ googleEnabled: z.boolean() });

/** What the web app needs to know about this deployment before anyone signs in. */
export const configRoutes =
  (config: z.infer<typeof publicConfigSchema>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Public deployment settings',
          response: { 200: publicConfigSchema },
        },
      },
      async () => config,
    );
  };
