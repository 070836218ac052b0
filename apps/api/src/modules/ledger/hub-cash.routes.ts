import {
  apiErrorSchema,
  cashHandoverSchema,
  confirmHandoverSchema,
  confirmRemittanceSchema,
  declareRemittanceSchema,
  entityIdParamSchema,
  handoversQuerySchema,
  hubCashSchema,
  hubHandoverParamSchema,
  hubPathParamSchema,
  hubRemittanceSchema,
  remittancesQuerySchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { adminOnly, requireRole, requireSession } from '../../plugins/auth.ts';
import { confirmHubHandover, getHubCash, listHubHandovers } from './hub-cash.service.ts';
import type { LedgerNeighbours } from './ledger-neighbours.ts';
import { confirmRemittance, declareRemittance, listRemittancesForAdmin } from './remittances.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
const withConflict = { ...errors, 409: apiErrorSchema } as const;
const staffOrAdmin = requireRole('hub', 'admin');

/** Cash at hubs: riders hand it in at their hub, hubs remit it to head office. */
export const hubCashRoutes =
  (db: Db, neighbours: LedgerNeighbours): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['ledger'];

    app.get(
      '/ledger/hubs/:hubId/cash',
      {
        onRequest: staffOrAdmin,
        schema: {
          operationId: 'getHubCash',
          tags,
          summary: 'A hub’s cash',
          description:
            'Cash counted in at the hub, what is declared to head office and not yet confirmed, what was remitted and what the hub owes; its recent remittances. Staff of that hub and admins.',
          params: hubPathParamSchema,
          response: { 200: hubCashSchema, ...errors },
        },
      },
      async (request) => getHubCash(db, neighbours, await requireSession(request), request.params.hubId),
    );

    app.get(
      '/ledger/hubs/:hubId/handovers',
      {
        onRequest: staffOrAdmin,
        schema: {
          operationId: 'listHubHandovers',
          tags,
          summary: 'Riders’ cash handovers at a hub',
          description:
            'Declared handovers of the hub’s riders waiting to be counted (oldest first), or the ones counted at this hub (newest first). Staff of that hub and admins.',
          params: hubPathParamSchema,
          querystring: handoversQuerySchema,
          response: { 200: z.array(cashHandoverSchema), ...errors },
        },
      },
      async (request) =>
        listHubHandovers(
          db,
          neighbours,
          await requireSession(request),
          request.params.hubId,
          request.query.status,
        ),
    );

    app.post(
      '/ledger/hubs/:hubId/handovers/:id/confirm',
      {
        onRequest: staffOrAdmin,
        schema: {
          operationId: 'confirmHubHandover',
          tags,
          summary: 'Count a rider’s handover at the hub',
          description:
            'The staff of the rider’s hub (manager or operator) book what they counted: into the hub’s cash, any difference against the rider. Staff of another hub get 403 whatever the handover’s state. A count short of the declaration needs `shortageConfirmed: true`, else 409 SHORTAGE_UNCONFIRMED with the shortage in `params.shortagePoisha`. Two counts of one handover post one entry; the other gets 409.',
          params: hubHandoverParamSchema,
          body: confirmHandoverSchema,
          response: { 200: cashHandoverSchema, ...withConflict },
        },
      },
      async (request) =>
        confirmHubHandover(
          db,
          neighbours,
          await requireSession(request),
          request.params.hubId,
          request.params.id,
          request.body,
        ),
    );

    app.post(
      '/ledger/hubs/:hubId/remittances',
      {
        onRequest: staffOrAdmin,
        schema: {
          operationId: 'declareRemittance',
          tags,
          summary: 'Declare cash sent to head office',
          description:
            'The hub’s manager declares an amount of the hub’s cash (at most what is not already declared) with a reference such as a bank deposit slip; an admin confirms it after counting. A repeated idempotency key returns the first remittance with 200.',
          params: hubPathParamSchema,
          body: declareRemittanceSchema,
          response: { 201: hubRemittanceSchema, 200: hubRemittanceSchema, ...withConflict },
        },
      },
      async (request, reply) => {
        const { remittance, created } = await declareRemittance(
          db,
          neighbours,
          await requireSession(request),
          request.params.hubId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(remittance);
      },
    );

    app.get(
      '/ledger/remittances',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listRemittances',
          tags,
          summary: 'Hubs’ remittances by status',
          description:
            'Declared remittances waiting to be counted (oldest first), or confirmed ones (newest first).',
          querystring: remittancesQuerySchema,
          response: { 200: z.array(hubRemittanceSchema), ...errors },
        },
      },
      async (request) => listRemittancesForAdmin(db, request.query.status),
    );

    app.post(
      '/ledger/remittances/:id/confirm',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'confirmRemittance',
          tags,
          summary: 'Confirm a hub’s remittance with the counted amount',
          description:
            'Posts the remittance: head office receives the counted cash, the hub’s cash goes down by the declared amount and any difference is recorded against the hub.',
          params: entityIdParamSchema,
          body: confirmRemittanceSchema,
          response: { 200: hubRemittanceSchema, ...withConflict },
        },
      },
      async (request) =>
        confirmRemittance(db, await requireSession(request), request.params.id, request.body),
    );
  };
