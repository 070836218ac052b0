import {
  adminUserSchema,
  apiErrorSchema,
  entityIdParamSchema,
  invitePersonSchema,
  inviteResultSchema,
  suspendUserSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly, requireSession } from '../../plugins/auth.ts';
import { invitePerson, reactivateUser, suspendUser } from './people.ts';

const errors = { ...roleRouteErrors, 404: apiErrorSchema, 409: apiErrorSchema };

/** Head office manages people: suspend and reactivate accounts, invite riders and hub staff by phone. */
export const peopleRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/:id/suspend',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'suspendUser',
          tags: ['admin'],
          summary: 'Suspend an account: it cannot sign in, and every session it has ends at once',
          description:
            'Admins only. A reason is required; an admin account and one’s own cannot be suspended.',
          params: entityIdParamSchema,
          body: suspendUserSchema,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) => {
        const user = await suspendUser(
          db,
          await requireSession(request),
          request.params.id,
          request.body.reason,
        );
        request.server.forgetSessionsOf(request.params.id);
        return user;
      },
    );

    app.post(
      '/users/:id/reactivate',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'reactivateUser',
          tags: ['admin'],
          summary: 'Lift a suspension: the account can sign in again',
          description: 'Admins only.',
          params: entityIdParamSchema,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) => reactivateUser(db, request.params.id),
    );

    app.post(
      '/admin/invites',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'invitePerson',
          tags: ['admin'],
          summary: 'Invite a rider or hub staff by phone, with the role and the hub, in one step',
          description:
            'Admins only. Makes the account (or gives an existing customer’s account with that number the role), places it at the hub, and sends an SMS saying where to sign in with a one-time code.',
          body: invitePersonSchema,
          response: { 201: inviteResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitePerson(db, await requireSession(request), request.body)),
    );
  };
