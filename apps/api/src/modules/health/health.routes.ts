import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkReadiness, readJournal } from './readiness.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'down']), database: z.enum(['up', 'down']) });

const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.object({ applied: z.number(), expected: z.number(), pending: z.array(z.string()) }),
});

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const journal = readJournal();

    app.get(
      '/health',
      {
        schema: {
          operationId: 'getHealth',
          description: 'Answers 200 while the process runs and the database answers, 503 otherwise.',
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

    app.get(
      '/ready',
      {
        schema: {
          operationId: 'getReadiness',
          description:
            'Answers 200 once the database answers and every migration of this build is applied, 503 before.',
          tags: ['health'],
          summary: 'Readiness: the database answers and every migration of this build is applied',
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_request, reply) => {
        const { database, applied, expected, pending } = await checkReadiness(db, journal);
        const ready = database === 'up' && pending.length === 0;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not_ready',
          database,
          migrations: { applied, expected, pending },
        });
      },
    );
  };
