import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'down']), database: z.enum(['up', 'down']) });

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness with a database check',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'up' as const };
        } catch {
          return reply.status(503).send({ status: 'down', database: 'down' });
        }
      },
    );
  };
