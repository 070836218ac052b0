import {
  apiErrorSchema,
  assignRiderSchema,
  entityIdParamSchema,
  modifiedCountSchema,
  parcelSchema,
  parcelStatusChangeSchema,
  roles,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { fieldAction, fieldActionHeadersSchema } from '../../plugins/action-time.ts';
import { requireRole, requireSession } from '../../plugins/auth.ts';
import { answerOnce } from '../idempotency/answer-once.ts';
import {
  assignRider,
  changeParcelStatus,
  getAssignedParcels,
  getPendingParcels,
  noLongerPendingMessage,
} from './parcel-workflow.service.ts';

const errors = roleRouteErrors;
const lostAssignmentSchema = apiErrorSchema.extend({ modifiedCount: z.literal(0) });

/** Assignment and delivery status changes: the admin's and the rider's side of a parcel. */
export const parcelWorkflowRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/parcels/pending',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'listPendingParcels',
          description: 'Admins only. Parcels no rider has yet, paged.',
          tags: ['parcel workflow'],
          summary: 'Parcels waiting for a rider, oldest first (X-Total-Count has the full count)',
          response: { 200: z.array(parcelSchema), ...errors },
        },
      },
      async (_request, reply) => {
        const { parcels, total } = await getPendingParcels(db);
        return reply.header('X-Total-Count', String(total)).send(parcels);
      },
    );

    app.patch(
      '/parcels/assign/:id',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'assignRider',
          description: 'Admins only. Sets the rider and moves the parcel to assigned.',
          tags: ['parcel workflow'],
          summary: 'Assign an approved rider to a pending parcel; of concurrent admins exactly one wins',
          params: entityIdParamSchema,
          body: assignRiderSchema,
          response: { 200: modifiedCountSchema, ...errors, 404: apiErrorSchema, 409: lostAssignmentSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireSession(request);
        const result = await assignRider(db, admin, request.params.id, request.body.riderId);
        if (result.modifiedCount > 0) return result;
        return reply
          .status(409)
          .send({ modifiedCount: 0 as const, error: { code: 'CONFLICT', message: noLongerPendingMessage } });
      },
    );

    app.get(
      '/parcels/assigned',
      {
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'listAssignedParcels',
          description: 'Riders and admins. Parcels with a rider, the ones still out first.',
          tags: ['parcel workflow'],
          summary: 'A rider’s parcels (out with them first); for an admin every parcel out with a rider',
          response: { 200: z.array(parcelSchema), ...errors },
        },
      },
      async (request) => getAssignedParcels(db, await requireSession(request)),
    );

    app.patch(
      '/parcels/:id/status',
      {
        ...fieldAction,
        onRequest: requireRole(...roles),
        schema: {
          operationId: 'changeParcelStatus',
          description:
            'The assigned rider moves it forward as the status rules allow; an admin may correct any status.',
          tags: ['parcel workflow'],
          summary: 'Move a parcel to its next status (assigned rider), or correct it (admin)',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          body: parcelStatusChangeSchema,
          response: {
            200: parcelSchema,
            ...errors,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(db, request, reply, caller.user.id, 200, (database) =>
          changeParcelStatus(database, caller, request.params.id, request.body),
        );
      },
    );
  };
