import { apiErrorSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { revokeSessionById } from './sessions.service.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** Session management needs a signed-in person: no `apiKey` flag, so a key cannot end sessions. */
export const sessionsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/sessions/:id',
      {
        schema: {
          operationId: 'revokeSession',
          tags: ['users'],
          summary: 'End one of the caller’s sessions by its id',
          description:
            'The id is the one `/api/auth/list-sessions` shows (its answers carry no session tokens). ' +
            'The session ends on every server process at once; its open live streams close.',
          params: idParams,
          response: {
            204: z.null().describe('Ended'),
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        await revokeSessionById(db, caller, request.params.id);
        // This process forgets the user's cached sessions now; the others on the NOTIFY.
        app.forgetSessionsOf(caller.user.id);
        return reply.status(204).send(null);
      },
    );
  };
