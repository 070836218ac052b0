import {
  deliveryApprovalsSchema,
  entityIdParamSchema,
  parcelSchema,
  rejectDeliverySchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireSession } from '../../plugins/auth.ts';
import type { DeliveryDeps } from './delivery-access.ts';
import { approveDelivery, getDeliveryApprovals, rejectDelivery } from './proof-approval.ts';
import { errors, tags } from './route-schemas.ts';

/** Admins decide photo deliveries that wait for approval ("delivered, approval pending"). */
export const proofApprovalRoutes =
  (deps: DeliveryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireRole('admin');

    app.get(
      '/admin/deliveries/approvals',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listDeliveryApprovals',
          tags,
          summary: 'Photo deliveries waiting for approval',
          description:
            'Photo deliveries waiting for approval (flagged: the code was locked, or nothing showed it failed), oldest first, and per rider how many deliveries they proved by photo instead of a sent code in the recent window and their share of the rider’s deliveries.',
          response: { 200: deliveryApprovalsSchema, ...errors },
        },
      },
      async () => getDeliveryApprovals(deps.db),
    );

    app.post(
      '/admin/deliveries/:id/approve',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'approveDelivery',
          tags,
          summary: 'Approve a photo delivery',
          description:
            'Marks the waiting parcel delivered: the proof is kept, the money is booked and the sender is told.',
          params: entityIdParamSchema,
          response: { 200: parcelSchema, ...errors },
        },
      },
      async (request) => approveDelivery(deps, await requireSession(request), request.params.id),
    );

    app.post(
      '/admin/deliveries/:id/reject',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'rejectDelivery',
          tags,
          summary: 'Reject a photo delivery',
          description:
            'The photo does not prove the delivery: the parcel goes back to the rider’s run as a failed attempt with the reason; nothing is booked.',
          params: entityIdParamSchema,
          body: rejectDeliverySchema,
          response: { 200: parcelSchema, ...errors },
        },
      },
      async (request) =>
        rejectDelivery(deps, await requireSession(request), request.params.id, request.body.reason),
    );
  };
