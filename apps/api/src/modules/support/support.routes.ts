import {
  apiErrorSchema,
  supportAnswerSchema,
  supportListQuerySchema,
  supportReceiptSchema,
  supportRequestDetailSchema,
  supportRequestIdParamSchema,
  supportRequestInputSchema,
  supportRequestPageSchema,
  supportRequestSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly, requireSession } from '../../plugins/auth.ts';
import {
  answerSupportRequest,
  closeSupportRequest,
  createSupportRequest,
  getSupportRequest,
  listOwnSupportRequests,
  listSupportRequestsForAdmin,
  type SupportDeps,
} from './support.service.ts';

const errors = roleRouteErrors;

/** The contact page's request form, the requester's own list, and the admin's inbox. */
export const supportRoutes =
  (deps: Omit<SupportDeps, 'log'>, options: { rateLimitMax: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const withLog = { ...deps, log: app.log };

    app.post(
      '/support/requests',
      {
        // Open to visitors: a tight limit per IP keeps the inbox readable.
        config: { rateLimit: { max: options.rateLimitMax, timeWindow: '10 minutes' } },
        schema: {
          operationId: 'createSupportRequest',
          tags: ['support'],
          summary: 'Ask support a question',
          description:
            'Open to anyone, rate limited per IP. An email or a phone number is required to answer on; a signed-in caller also sees the request and its answer under their own requests.',
          security: [],
          body: supportRequestInputSchema,
          response: {
            201: supportReceiptSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const receipt = await createSupportRequest(db, await request.session(), request.body);
        return reply.status(201).send(receipt);
      },
    );

    app.get(
      '/support/requests/mine',
      {
        schema: {
          operationId: 'listMySupportRequests',
          tags: ['support'],
          summary: 'My support requests',
          description: 'The signed-in user’s requests, newest first, with their answers.',
          response: { 200: z.array(supportRequestSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return listOwnSupportRequests(db, await requireSession(request));
      },
    );

    app.get(
      '/support/requests',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listSupportRequests',
          tags: ['support'],
          summary: 'Support requests by status',
          description: 'Open requests oldest first; answered, closed or all newest first; 20 a page.',
          querystring: supportListQuerySchema,
          response: { 200: supportRequestPageSchema, ...errors },
        },
      },
      async (request) => listSupportRequestsForAdmin(db, request.query),
    );

    app.get(
      '/support/requests/:id',
      {
        schema: {
          operationId: 'getSupportRequest',
          tags: ['support'],
          summary: 'One support request',
          description:
            'An admin reads any request, with the parcel its tracking ID names; a requester reads only their own.',
          params: supportRequestIdParamSchema,
          response: { 200: supportRequestDetailSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => getSupportRequest(db, await requireSession(request), request.params.id),
    );

    app.post(
      '/support/requests/:id/answer',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'answerSupportRequest',
          tags: ['support'],
          summary: 'Answer a support request',
          description:
            'Saves the answer (replacing an earlier one) and sends it by mail when the requester gave an address, otherwise by SMS. A closed request cannot be answered.',
          params: supportRequestIdParamSchema,
          body: supportAnswerSchema,
          response: { 200: supportRequestDetailSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) =>
        answerSupportRequest(withLog, await requireSession(request), request.params.id, request.body.answer),
    );

    app.post(
      '/support/requests/:id/close',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'closeSupportRequest',
          tags: ['support'],
          summary: 'Close a support request',
          description: 'Marks the request as done; closing a closed request changes nothing.',
          params: supportRequestIdParamSchema,
          response: { 200: supportRequestDetailSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => closeSupportRequest(db, await requireSession(request), request.params.id),
    );
  };
