import { apiErrorSchema, emailParamSchema, upsertUserSchema, userRecordSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { getUserRecord, saveOwnUserRecord } from './users.service.ts';

export const usersRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/:email',
      {
        schema: {
          operationId: 'getUser',
          description: 'The caller’s own record; an admin may read anyone’s.',
          tags: ['users'],
          summary: 'A user record (the caller’s own, or anyone’s for an admin)',
          params: emailParamSchema,
          response: { 200: userRecordSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => getUserRecord(db, await requireSession(request), request.params.email),
    );

    app.post(
      '/users',
      {
        schema: {
          operationId: 'saveUser',
          description:
            'Creates or updates the signed-in caller’s record; the role stays what the server has.',
          tags: ['users'],
          summary: 'Save the caller’s own user record (role is never taken from the body)',
          body: upsertUserSchema,
          response: { 200: userRecordSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => saveOwnUserRecord(db, await requireSession(request), request.body.email),
    );
  };
