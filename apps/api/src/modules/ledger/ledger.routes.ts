import {
  apiErrorSchema,
  cashHandoverSchema,
  confirmHandoverSchema,
  createPayoutSchema,
  declareHandoverSchema,
  entityIdParamSchema,
  handoversQuerySchema,
  ledgerEntryIdParamSchema,
  ledgerSummarySchema,
  merchantBalanceSchema,
  paymentsOverviewQuerySchema,
  paymentsOverviewSchema,
  payoutParcelSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutsQuerySchema,
  requestPayoutSchema,
  reverseEntrySchema,
  riderCashSchema,
  roles,
  statementQuerySchema,
  statementSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleOf } from '../../lib/role-of.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { fieldAction, fieldActionHeadersSchema } from '../../plugins/action-time.ts';
import { adminOnly, requireRole, requireSession } from '../../plugins/auth.ts';
import { getLedgerSummary, listMerchantBalances } from './balances.service.ts';
import { confirmHandover, declareHandover, listHandoversForAdmin } from './handovers.service.ts';
import { hubCashRoutes } from './hub-cash.routes.ts';
import type { LedgerNeighbours } from './ledger-neighbours.ts';
import { listPayoutRequestsFor, requestPayout } from './payout-requests.service.ts';
import { createPayout, listPayoutsForAdmin, parcelsOfPayout } from './payouts.service.ts';
import { reverseEntry } from './reversals.service.ts';
import { getRiderCashView } from './rider-cash-view.ts';
import { getPaymentsOverview, getStatement, statementCsv } from './statement.service.ts';

const errors = roleRouteErrors;
const riderOnly = requireRole('rider');
const merchantOnly = requireRole('customer');
const merchantOrAdmin = requireRole('customer', 'admin');
const signedIn = requireRole(...roles);
const reversalSchema = z.object({ entryId: z.number().int(), reversesEntryId: z.number().int() });

/** The ledger's routes; `neighbours` are network's hub access and delivery's approvals (ledger-neighbours.ts). */
export const ledgerRoutes =
  (db: Db, neighbours: LedgerNeighbours): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(hubCashRoutes(db, neighbours));

    app.get(
      '/ledger/rider/cash',
      {
        onRequest: riderOnly,
        schema: {
          operationId: 'getRiderCash',
          tags: ['ledger'],
          summary: 'The signed-in rider’s cash in hand',
          description:
            'Cash the rider collected and has not handed in, what they owe the office, recent collections and handovers; all derived from the ledger.',
          response: { 200: riderCashSchema, ...errors },
        },
      },
      async (request) => getRiderCashView(db, neighbours, await requireSession(request)),
    );

    app.post(
      '/ledger/handovers',
      {
        // A rider may declare with no network: the phone sends it later, with the time it was done.
        ...fieldAction,
        onRequest: riderOnly,
        schema: {
          operationId: 'declareHandover',
          tags: ['ledger'],
          summary: 'Declare cash handed in at the office',
          description:
            'A rider declares an amount of their cash in hand; an admin confirms it after counting. A repeated idempotency key returns the first handover with 200. A handover sent late by the phone carries X-Action-Time: its declared time is when the rider did it.',
          headers: fieldActionHeadersSchema,
          body: declareHandoverSchema,
          response: { 201: cashHandoverSchema, 200: cashHandoverSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { handover, created } = await declareHandover(db, await requireSession(request), request.body);
        return reply.status(created ? 201 : 200).send(handover);
      },
    );

    app.get(
      '/ledger/handovers',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listHandovers',
          tags: ['ledger'],
          summary: 'Cash handovers by status',
          description:
            'Declared handovers waiting to be counted (oldest first), or confirmed ones (newest first).',
          querystring: handoversQuerySchema,
          response: { 200: z.array(cashHandoverSchema), ...errors },
        },
      },
      async (request) => listHandoversForAdmin(db, request.query.status),
    );

    app.post(
      '/ledger/handovers/:id/confirm',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'confirmHandover',
          tags: ['ledger'],
          summary: 'Confirm a handover with the counted amount',
          description:
            'Posts the handover to the ledger: the office receives the counted cash and any difference is recorded against the rider. A count short of the declaration needs `shortageConfirmed: true`, else 409 SHORTAGE_UNCONFIRMED with the shortage in `params.shortagePoisha`.',
          params: entityIdParamSchema,
          body: confirmHandoverSchema,
          response: { 200: cashHandoverSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => confirmHandover(db, await requireSession(request), request.params.id, request.body),
    );

    app.get(
      '/ledger/summary',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'getLedgerSummary',
          tags: ['ledger'],
          summary: 'Company-wide balances',
          description:
            'Fee revenue, COD collected, cash with riders and at the office, and what merchants are owed.',
          response: { 200: ledgerSummarySchema, ...errors },
        },
      },
      async () => getLedgerSummary(db),
    );

    app.get(
      '/ledger/merchants',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listMerchantBalances',
          tags: ['ledger'],
          summary: 'Merchant balances',
          description:
            'Every merchant with ledger activity: COD collected, fees, payouts and the payable now.',
          response: { 200: z.array(merchantBalanceSchema), ...errors },
        },
      },
      async () => listMerchantBalances(db),
    );

    app.get(
      '/ledger/payouts',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listPayouts',
          tags: ['ledger'],
          summary: 'Payouts, newest first',
          description: 'Payouts to all merchants, or to one with ?merchantId=.',
          querystring: payoutsQuerySchema,
          response: { 200: z.array(payoutSchema), ...errors },
        },
      },
      async (request) => listPayoutsForAdmin(db, request.query.merchantId),
    );

    app.post(
      '/ledger/payouts',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'createPayout',
          tags: ['ledger'],
          summary: 'Record a payout to a merchant',
          description:
            'Pays a merchant by bKash, Nagad, bank or cash with a reference, never more than their payable. A repeated idempotency key returns the first payout with 200.',
          body: createPayoutSchema,
          response: { 201: payoutSchema, 200: payoutSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { payout, created } = await createPayout(db, await requireSession(request), request.body);
        return reply.status(created ? 201 : 200).send(payout);
      },
    );

    app.post(
      '/ledger/entries/:id/reverse',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'reverseLedgerEntry',
          tags: ['ledger'],
          summary: 'Reverse a ledger entry',
          description:
            'Corrects a mistake by posting the opposite of an entry; entries are never edited or deleted. Each entry is reversed at most once. A reversal that would leave a merchant’s payable below zero is refused with 409 NEGATIVE_PAYABLE_REASON_REQUIRED unless negativePayableReason says why.',
          params: ledgerEntryIdParamSchema,
          body: reverseEntrySchema,
          response: { 201: reversalSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const result = await reverseEntry(db, await requireSession(request), request.params.id, request.body);
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/payments/overview',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'getPaymentsOverview',
          tags: ['payments'],
          summary: 'A merchant’s payments at a glance',
          description:
            'The caller’s payable, COD collected, fees, recent movements and payouts received; admins may pass ?merchantId=.',
          querystring: paymentsOverviewQuerySchema,
          response: { 200: paymentsOverviewSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) =>
        getPaymentsOverview(db, neighbours, await requireSession(request), request.query.merchantId),
    );

    app.post(
      '/payments/payout-requests',
      {
        onRequest: merchantOnly,
        schema: {
          operationId: 'requestPayout',
          tags: ['payments'],
          summary: 'Ask head office to pay the payable',
          description:
            'Opens a payout request for the caller’s payable when it is at least ৳100 (400 PAYOUT_BELOW_MINIMUM otherwise); one open request at a time (409). A repeated idempotency key answers the first request with 200. Head office pays it from the payouts page, which closes it.',
          body: requestPayoutSchema,
          response: { 201: payoutRequestSchema, 200: payoutRequestSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { request: asked, created } = await requestPayout(
          db,
          await requireSession(request),
          request.body,
        );
        return reply.status(created ? 201 : 200).send(asked);
      },
    );

    app.get(
      '/payments/payout-requests',
      {
        onRequest: merchantOrAdmin,
        schema: {
          operationId: 'listPayoutRequests',
          tags: ['payments'],
          summary: 'Payout requests',
          description: 'A merchant’s own requests, newest first; for an admin, every open request to pay.',
          response: { 200: z.array(payoutRequestSchema), ...errors },
        },
      },
      async (request) => {
        const session = await requireSession(request);
        return listPayoutRequestsFor(db, session, roleOf(session) === 'admin');
      },
    );

    app.get(
      '/payments/payouts/:id/parcels',
      {
        onRequest: merchantOrAdmin,
        schema: {
          operationId: 'listPayoutParcels',
          tags: ['payments'],
          summary: 'The parcels a payout covered',
          description:
            'Every parcel whose lines on the merchant’s payable were posted after the merchant’s previous payout and up to this one, with its COD, fees and net. A merchant’s own payouts, or any for an admin; 404 otherwise.',
          params: entityIdParamSchema,
          response: { 200: z.array(payoutParcelSchema), ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const session = await requireSession(request);
        return parcelsOfPayout(db, session, roleOf(session) === 'admin', request.params.id);
      },
    );

    app.get(
      '/payments/statement',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'getStatement',
          tags: ['payments'],
          summary: 'A merchant’s statement for a date range',
          description:
            'Opening balance, every movement and the closing balance over whole Asia/Dhaka days (from and to included).',
          querystring: statementQuerySchema,
          response: { 200: statementSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => getStatement(db, await requireSession(request), request.query),
    );

    app.get(
      '/payments/statement.csv',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'downloadStatementCsv',
          tags: ['payments'],
          summary: 'A merchant’s statement as CSV',
          description: 'The same statement as a CSV download, amounts in taka with two decimals.',
          querystring: statementQuerySchema,
          produces: ['text/csv'],
          response: {
            200: z.string().describe('CSV, UTF-8 with a byte-order mark'),
            ...errors,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const statement = await getStatement(db, await requireSession(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="desh-statement-${statement.from}-to-${statement.to}.csv"`,
          )
          .send(statementCsv(statement));
      },
    );
  };
