import {
  apiErrorSchema,
  maxParcelExportRows,
  merchantDashboardSchema,
  type Parcel,
  parcelSchema,
  pickupProgressSchema,
  shopParcelEditSchema,
  trackingIdParamSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { LabelCodes } from '../../lib/label-code.ts';
import { memoizedSerializerCompiler } from '../../lib/memoized-serializer.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { requireRole, requireSession } from '../../plugins/auth.ts';
import { runIdempotent } from '../idempotency/idempotency.service.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency-headers.ts';
import { getMerchantDashboard } from './merchant-dashboard.service.ts';
import { acceptReceiverRequest, editParcelBeforePickup } from './parcel-corrections.ts';
import { exportParcels } from './parcel-export.ts';
import {
  createParcelBodySchema,
  parcelDetailSchema,
  parcelExportQuerySchema,
  parcelIdParamsSchema,
  parcelLabelSchema,
  parcelListQuerySchema,
} from './parcels.schemas.ts';
import {
  cancelParcel,
  createParcel,
  getParcel,
  getParcelLabel,
  listParcels,
  type ParcelPage,
} from './parcels.service.ts';
import { getPickupProgress } from './pickup-progress.ts';
import type { SenderCounts } from './sender-counts.ts';
import type { SenderPages } from './sender-pages.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

function nextPageLink(url: string, page: ParcelPage): string {
  const next = new URL(url, 'http://local');
  next.searchParams.set('page', String(page.page + 1));
  next.searchParams.set('limit', String(page.limit));
  return `<${next.pathname}${next.search}>; rel="next"`;
}

export const parcelsRoutes =
  (
    db: Db,
    options: { labels: LabelCodes; senderCounts?: SenderCounts; senderPages?: SenderPages },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // A list page kept by `senderPages` is the same array on every hit: its JSON is written once.
    app.setSerializerCompiler(memoizedSerializerCompiler);

    app.post(
      '/parcels',
      {
        // A test key's booking is checked against the schema and answered { dryRun: true }: nothing is booked.
        config: { ...acceptsApiKey.config, apiKeyDryRun: true },
        schema: {
          operationId: 'createParcel',
          tags: ['parcels'],
          summary: 'Book a parcel (sender, status, booking time and tracking ID are set by the server)',
          description:
            'Answers 201 with the new parcel, or 200 with the first parcel when its merchantOrderId was booked ' +
            'before. With an Idempotency-Key header (kept 24 hours per user), a repeat with the same body replays ' +
            'the first answer (header Idempotent-Replayed: true) and a repeat with another body gets 422. ' +
            'With a test key (dsh_test_…) a valid body answers 202 { dryRun: true } and nothing is booked.',
          headers: idempotencyHeadersSchema,
          body: createParcelBodySchema,
          response: {
            200: parcelSchema,
            201: parcelSchema,
            202: z.object({ dryRun: z.literal(true) }).describe('A test key’s booking: valid, not booked'),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        const key = request.headers['idempotency-key'];
        const book = async (database: Db) => {
          const booked = await createParcel(database, caller, request.body);
          if (booked.created) {
            options.senderCounts?.booked();
            options.senderPages?.forget(booked.parcel.senderEmail);
            request.server.metrics.parcelsBooked.inc();
          }
          return { statusCode: booked.created ? 201 : 200, body: booked.parcel } as const;
        };
        if (key === undefined) {
          const answer = await book(db);
          return reply.status(answer.statusCode).send(answer.body);
        }
        const answer = await runIdempotent(
          db,
          { userId: caller.user.id, key, operation: 'POST /api/parcels', body: request.body },
          book,
        );
        if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.status(answer.statusCode as 200 | 201).send(answer.body as Parcel);
      },
    );

    app.get(
      '/parcels',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'listParcels',
          tags: ['parcels'],
          summary: 'A sender’s parcels, newest first (own, or anyone’s for an admin)',
          description:
            'Filtered by `q` (part of a tracking ID, receiver phone, merchant order ID or receiver name), ' +
            '`status` (comma-separated), `from` and `to` (Asia/Dhaka booking days, both included). ' +
            'Paged by `page` and `limit`. Headers: X-Total-Count (counted up to 10000; ' +
            'X-Total-Count-Capped: true when there are more), X-Page, X-Limit, and Link rel="next".',
          querystring: parcelListQuerySchema,
          response: { 200: z.array(parcelSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const page = await listParcels(
          db,
          await requireSession(request),
          request.query,
          options.senderCounts?.count,
          options.senderPages,
        );
        reply.header('X-Total-Count', String(page.total));
        reply.header('X-Page', String(page.page));
        reply.header('X-Limit', String(page.limit));
        if (page.totalCapped) reply.header('X-Total-Count-Capped', 'true');
        if (page.hasMore) reply.header('Link', nextPageLink(request.url, page));
        reply.header('Cache-Control', 'private, no-store');
        return page.parcels;
      },
    );

    app.get(
      '/parcels/export',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'exportParcels',
          tags: ['parcels'],
          summary: 'A sender’s parcels as CSV, filtered like the list (own, or anyone’s for an admin)',
          description:
            `The same filters as GET /parcels (q, status, from, to), newest first, at most ${maxParcelExportRows} ` +
            'rows (header X-Export-Truncated: true when more matched). Amounts in taka.',
          querystring: parcelExportQuerySchema,
          produces: ['text/csv'],
          response: {
            200: z.string().describe('CSV, UTF-8 with a byte-order mark'),
            400: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { csv, truncated } = await exportParcels(db, await requireSession(request), request.query);
        if (truncated) reply.header('X-Export-Truncated', 'true');
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="desh-parcels.csv"')
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/parcels/pickup-progress',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'getPickupProgress',
          tags: ['parcels'],
          summary: 'Today’s pickups per store: picked up so far of booked today',
          description:
            'The caller’s own parcels booked today (Asia/Dhaka), grouped by store (or pickup address), not counting cancelled ones.',
          response: { 200: z.array(pickupProgressSchema), ...errors },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request);
        reply.header('Cache-Control', 'private, no-store');
        return getPickupProgress(db, session.user.id);
      },
    );

    app.get(
      '/parcels/dashboard',
      {
        ...acceptsApiKey,
        onRequest: requireRole('customer'),
        schema: {
          operationId: 'getMerchantDashboard',
          tags: ['parcels'],
          summary: 'The merchant’s day at a glance',
          description:
            'The caller’s own parcels booked in the last 90 days (not return legs): booked and picked up today ' +
            '(Asia/Dhaka), open ones awaiting pickup, in transit, out for delivery, needing attention (a failed ' +
            'attempt or a return on its way back) and needing the shop’s decision (a failed attempt the rider still ' +
            'has: another attempt or the return; listed by status=failed), delivered against returned among those that finished in the ' +
            'last 7 and 30 days, and booked, delivered and returned on each of the last 14 days. Merchants only.',
          response: { 200: merchantDashboardSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request);
        reply.header('Cache-Control', 'private, no-store');
        return getMerchantDashboard(db, session.user.id);
      },
    );

    app.get(
      '/parcels/:id',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'getParcel',
          description: 'Its sender, an admin, or the rider it is assigned to; anyone else gets 403.',
          tags: ['parcels'],
          summary: 'One parcel with its sender’s name (its sender, an admin, or the assigned rider)',
          params: parcelIdParamsSchema,
          response: { 200: parcelDetailSchema, ...errors },
        },
      },
      async (request) => getParcel(db, await requireSession(request), request.params.id),
    );

    app.patch(
      '/parcels/:trackingId/receiver',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'editParcelBeforePickup',
          tags: ['parcels'],
          summary:
            'Change the receiver’s name, phone, address or the COD amount before pickup (its sender only)',
          description:
            'Only its sender, and only while nobody has picked it up (pending or assigned); afterwards 409 (head ' +
            'office corrects it from the parcel desk). The change is a step on the timeline, a parcel.corrected ' +
            'webhook, and, when the phone changed, the booking SMS with a new private link to the new number.',
          params: trackingIdParamSchema,
          body: shopParcelEditSchema,
          response: {
            200: z.object({ changed: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }),
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const session = await requireSession(request);
        const changed = await editParcelBeforePickup(db, session, request.params.trackingId, request.body);
        options.senderPages?.forget(session.user.email.toLowerCase());
        return { changed };
      },
    );

    app.post(
      '/parcels/:trackingId/receiver-request/accept',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'acceptReceiverRequest',
          tags: ['parcels'],
          summary: 'Accept the corrected address or phone the receiver asked for after a failed attempt',
          description:
            'Its sender only, while a failed attempt leaves the parcel with the rider (else 409), and only when the ' +
            'receiver asked through their private link (else 409). Applied like the sender’s own correction: a ' +
            'step on the timeline, a parcel.corrected webhook and, for a new phone, the booking SMS with a new link.',
          params: trackingIdParamSchema,
          response: {
            200: z.object({ changed: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }),
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const session = await requireSession(request);
        const changed = await acceptReceiverRequest(db, session, request.params.trackingId);
        options.senderPages?.forget(session.user.email.toLowerCase());
        return { changed };
      },
    );

    app.get(
      '/parcels/:id/label',
      {
        schema: {
          operationId: 'getParcelLabel',
          description:
            'The barcode with the label’s check code (a hub takes a parcel whose label was not expected there only with it), the store as sender and the destination hub. Its sender, an admin, or the assigned rider; anyone else gets 403.',
          tags: ['parcels'],
          summary: 'What a parcel’s printed label carries (its sender, an admin, or the assigned rider)',
          params: parcelIdParamsSchema,
          response: { 200: parcelLabelSchema, ...errors },
        },
      },
      async (request) => getParcelLabel(db, options.labels, await requireSession(request), request.params.id),
    );

    app.post(
      '/parcels/:id/cancel',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'cancelParcel',
          description: 'Only while pending and only by its sender; otherwise 409 or 403.',
          tags: ['parcels'],
          summary: 'Cancel a parcel that is still pending (its sender only)',
          params: parcelIdParamsSchema,
          response: { 200: parcelSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const cancelled = await cancelParcel(db, await requireSession(request), request.params.id);
        options.senderPages?.forget(cancelled.senderEmail);
        return cancelled;
      },
    );
  };
