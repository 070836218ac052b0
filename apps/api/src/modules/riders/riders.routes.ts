import {
  apiErrorSchema,
  approvedRiderSchema,
  approvedRidersQuerySchema,
  entityIdParamSchema,
  modifiedCountSchema,
  rejectRiderSchema,
  riderApplicationSchema,
  riderSchema,
  ridersQuerySchema,
  roles,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { requireRole, requireSession } from '../../plugins/auth.ts';
import {
  applyAsRider,
  approveRider,
  getOwnApplication,
  listApplications,
  listAssignableRiders,
  rejectRider,
} from './riders.service.ts';

// Checked before the body is validated, so a signed-out caller learns nothing about the endpoint.
const signedIn = requireRole(...roles);
const errors = roleRouteErrors;

export const ridersRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/riders',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'applyAsRider',
          description: 'A signed-in customer applies once; the application waits for an admin.',
          tags: ['riders'],
          summary: 'Apply to be a rider (name, email, status and time come from the session and server)',
          body: riderApplicationSchema,
          response: { 201: riderSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const rider = await applyAsRider(db, await requireSession(request), request.body);
        return reply.status(201).send(rider);
      },
    );

    app.get(
      '/riders',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'listRiderApplications',
          description: 'Admins only. Rider applications, filtered and paged.',
          tags: ['riders'],
          summary:
            'Rider applications with one status, oldest first (pending unless ?status= says otherwise)',
          querystring: ridersQuerySchema,
          response: { 200: z.array(riderSchema), ...errors },
        },
      },
      async (request) => listApplications(db, request.query.status),
    );

    app.get(
      '/riders/me',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'getMyRiderApplication',
          description: 'The signed-in caller’s latest application and its status.',
          tags: ['riders'],
          summary: 'The caller’s latest rider application, or null before they apply',
          response: { 200: riderSchema.nullable(), ...errors },
        },
      },
      async (request) => getOwnApplication(db, await requireSession(request)),
    );

    app.get(
      '/riders/approved',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'listApprovedRiders',
          description: 'Admins only. The riders a parcel can be assigned to.',
          tags: ['riders'],
          summary: 'Riders who can take parcels; with ?district= those based there come first',
          querystring: approvedRidersQuerySchema,
          response: { 200: z.array(approvedRiderSchema), ...errors },
        },
      },
      async (request) => listAssignableRiders(db, request.query.district),
    );

    app.patch(
      '/approve-rider/:id',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'approveRider',
          description: 'Admins only. Approves a pending application and gives the applicant the rider role.',
          tags: ['riders'],
          summary: 'Approve a pending application; the applicant becomes a rider',
          params: entityIdParamSchema,
          response: { 200: modifiedCountSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { applicantId, ...answer } = await approveRider(
          db,
          await requireSession(request),
          request.params.id,
        );
        // The rider role holds from the applicant's very next request, here too.
        request.server.forgetSessionsOf(applicantId);
        return answer;
      },
    );

    app.patch(
      '/riders/:id/reject',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'rejectRider',
          description: 'Admins only. Rejects a pending application; the applicant sees the reason.',
          tags: ['riders'],
          summary: 'Reject a pending application, with an optional reason',
          params: entityIdParamSchema,
          body: rejectRiderSchema,
          response: { 200: modifiedCountSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) =>
        rejectRider(db, await requireSession(request), request.params.id, request.body?.reason),
    );
  };
