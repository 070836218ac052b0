import {
  adminUserSchema,
  apiErrorSchema,
  dashboardStatsSchema,
  entityIdParamSchema,
  roleChangeSchema,
  usersQuerySchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly, requireSession } from '../../plugins/auth.ts';
import { changeUserRole, getDashboardStats, listUsersForAdmin } from './admin.service.ts';

const errors = roleRouteErrors;

export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listUsers',
          description: 'Admins only. Paged by page and limit; search matches part of the email.',
          tags: ['admin'],
          summary: 'Users, newest first; ?search= matches the email; X-Total-Count has the full count',
          querystring: usersQuerySchema,
          response: { 200: z.array(adminUserSchema), ...errors },
        },
      },
      async (request, reply) => {
        const { users, total } = await listUsersForAdmin(db, request.query);
        return reply.header('X-Total-Count', String(total)).send(users);
      },
    );

    app.patch(
      '/users/:id/role',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'setUserRole',
          description:
            'Admins only. Sets customer, rider or admin; an admin cannot remove their own admin role.',
          tags: ['admin'],
          summary: 'Change a user’s role (an admin cannot remove their own admin role)',
          params: entityIdParamSchema,
          body: roleChangeSchema,
          response: { 200: adminUserSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const user = await changeUserRole(
          db,
          await requireSession(request),
          request.params.id,
          request.body.role,
        );
        // The new role holds from the user's very next request, here too.
        request.server.forgetSessionsOf(request.params.id);
        return user;
      },
    );

    app.get(
      '/admin/stats',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'getAdminStats',
          description:
            'Admins only. Users, parcels by status and bookings per day, read live from the database.',
          tags: ['admin'],
          summary: 'Dashboard figures, computed live (days are Asia/Dhaka days)',
          response: { 200: dashboardStatsSchema, ...errors },
        },
      },
      async () => getDashboardStats(db),
    );
  };
