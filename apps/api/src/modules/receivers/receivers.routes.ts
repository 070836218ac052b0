import {
  apiErrorSchema,
  hiddenReceiverRecordSchema,
  hideReceiverRecordSchema,
  receiverCorrectionSchema,
  receiverInstructionsSchema,
  receiverLookupEntrySchema,
  receiverLookupsQuerySchema,
  receiverLookupsTodaySchema,
  receiverPageSchema,
  receiverPinSchema,
  receiverRecordQuerySchema,
  receiverRecordSchema,
  receiverRescheduleSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { adminOnly, requireRole, requireSession } from '../../plugins/auth.ts';
import type { HitCounter } from '../../plugins/rate-limit-store.ts';
import { apiKeySessionPrefix } from '../api-keys/api-keys.service.ts';
import {
  getReceiverPage,
  type ReceiverParcels,
  requestCorrectionAsReceiver,
  rescheduleAsReceiver,
  setInstructionsAsReceiver,
  setPinAsReceiver,
} from './receiver-page.service.ts';
import {
  hideReceiverRecord,
  listHiddenReceiverRecords,
  listLookupsOfNumber,
  lookUpReceiverRecord,
  receiverLookupsToday,
  unhideReceiverRecord,
} from './receiver-record.service.ts';

const tokenParams = z.object({ token: z.string().max(64) });
const linkErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export interface ReceiversRouteOptions {
  /** parcels' row lock and timeline, for the receiver's changes (receiver-page.service.ts). */
  parcels: ReceiverParcels;
  counter: HitCounter;
  /** Requests a minute one address may make on receivers' links (they are open to anyone). */
  linkRateLimitMax: number;
  recordLookupsPerMinute?: number;
}

/** The receiver's private link (open to whoever holds it) and the merchants' look at a receiver's record. */
export const receiversRoutes =
  (db: Db, options: ReceiversRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const link = { config: { rateLimit: { max: options.linkRateLimitMax, timeWindow: '1 minute' } } };
    const noStore = { 'Cache-Control': 'private, no-store' };

    app.get(
      '/receiver-links/:token',
      {
        ...link,
        schema: {
          operationId: 'getReceiverPage',
          tags: ['receivers'],
          summary: 'The receiver’s page behind their private link',
          description:
            'Open to whoever holds the link (the token is the credential; unknown, replaced and expired links all answer 404). The status, the promised day, the days the receiver may choose, what they set, and the rider’s first name and phone while the parcel is out for delivery.',
          security: [],
          params: tokenParams,
          response: { 200: receiverPageSchema, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return getReceiverPage(db, request.params.token);
      },
    );

    app.put(
      '/receiver-links/:token/day',
      {
        ...link,
        schema: {
          operationId: 'rescheduleAsReceiver',
          tags: ['receivers'],
          summary: 'The receiver chooses another delivery day',
          description:
            'From tomorrow up to 7 days ahead, at most 3 days past the promised day, never a Friday nor a public holiday (each refused with its own message). Recorded on the timeline, sent to the rider’s run and to the merchant’s webhooks (parcel.receiver_rescheduled).',
          security: [],
          params: tokenParams,
          body: receiverRescheduleSchema,
          response: { 200: receiverPageSchema, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return rescheduleAsReceiver(db, options.parcels, request.params.token, request.body.date);
      },
    );

    app.put(
      '/receiver-links/:token/instructions',
      {
        ...link,
        schema: {
          operationId: 'setReceiverInstructions',
          tags: ['receivers'],
          summary: 'The receiver’s delivery instructions',
          description:
            'A landmark, the floor, and whether to call before coming; replaces the earlier ones. Sent to the rider’s run and to the merchant’s webhooks (parcel.receiver_updated).',
          security: [],
          params: tokenParams,
          body: receiverInstructionsSchema,
          response: { 200: receiverPageSchema, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return setInstructionsAsReceiver(db, options.parcels, request.params.token, request.body);
      },
    );

    app.put(
      '/receiver-links/:token/correction',
      {
        ...link,
        schema: {
          operationId: 'requestCorrectionAsReceiver',
          tags: ['receivers'],
          summary: 'After a failed attempt, the receiver asks for a corrected address or phone',
          description:
            'Only while a failed attempt leaves the parcel with the rider (else 409). Kept for the shop, which accepts it on its parcel page for the next attempt; a newer request replaces the older. On the timeline and the merchant’s webhooks (parcel.receiver_updated, change correction_request).',
          security: [],
          params: tokenParams,
          body: receiverCorrectionSchema,
          response: { 200: receiverPageSchema, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return requestCorrectionAsReceiver(db, options.parcels, request.params.token, request.body);
      },
    );

    app.put(
      '/receiver-links/:token/pin',
      {
        ...link,
        schema: {
          operationId: 'setReceiverPin',
          tags: ['receivers'],
          summary: 'The receiver’s map pin',
          description:
            'Where the receiver is, from their phone’s location (with their consent), with its accuracy in metres; a place outside Bangladesh’s border answers 400. The rider gets directions to it.',
          security: [],
          params: tokenParams,
          body: receiverPinSchema,
          response: { 200: receiverPageSchema, ...linkErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return setPinAsReceiver(db, options.parcels, request.params.token, request.body);
      },
    );

    app.get(
      '/receiver-records/allowance',
      {
        ...acceptsApiKey,
        onRequest: requireRole('customer'),
        schema: {
          operationId: 'getReceiverLookupAllowance',
          tags: ['receivers'],
          summary: 'What the caller may look up today',
          description:
            'The caller’s receiver lookups today (Asia/Dhaka day): the limit, used and left, and whether any of its own receivers is on record (a parcel of the caller’s the courier picked up; those are always answered). With a limit of 0 and no own receivers every lookup would be refused with 403 RECEIVER_LOOKUP_NO_VOLUME, so a form can say so before asking. Nothing is counted or logged.',
          response: { 200: receiverLookupsTodaySchema, ...roleRouteErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const caller = await requireSession(request);
        return receiverLookupsToday(db, caller.user.id);
      },
    );

    app.post(
      '/receiver-records/lookup',
      {
        ...acceptsApiKey,
        onRequest: requireRole('customer'),
        schema: {
          operationId: 'lookUpReceiverRecord',
          tags: ['receivers'],
          summary: 'A receiver phone’s record before booking',
          description:
            'Parcels to this phone delivered, returned and refused across all merchants, failed attempts at a wrong address, and a label (new_receiver, reliable, risky); never a merchant or an order. A receiver who asked for it is answered as hidden. For merchants only: the receiver of one of the caller’s parcels the courier picked up is always answered; any other number counts against a daily allowance (Asia/Dhaka day; a number once a day) of 20 plus one for every 5 parcels booked in the last 30 days that the courier picked up, at most 1,000 (403 RECEIVER_LOOKUP_NO_VOLUME without such a parcel, 429 RECEIVER_LOOKUPS_USED_UP once used); `allowance` says what is left. Also limited per minute per merchant and per API key (429 RATE_LIMITED). Every lookup is logged, answered or refused, and admins can list who looked a number up.',
          body: receiverRecordQuerySchema,
          response: { 200: receiverRecordSchema, ...roleRouteErrors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const caller = await requireSession(request);
        const sessionId = request.apiKeySession?.session.id;
        const apiKeyId = sessionId?.startsWith(apiKeySessionPrefix)
          ? sessionId.slice(apiKeySessionPrefix.length)
          : null;
        return lookUpReceiverRecord(
          { db, counter: options.counter, perMinute: options.recordLookupsPerMinute },
          caller,
          apiKeyId,
          request.body.phone,
        );
      },
    );

    app.get(
      '/admin/receiver-records/lookups',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listReceiverLookups',
          tags: ['receivers'],
          summary: 'Who looked a receiver’s number up',
          description:
            'Admins only. Every lookup of this number, answered or refused (no_volume, used_up, rate_limited): the merchant, when, whether through an API key, and whether it was one of the merchant’s own receivers or a draft. Newest first, up to 200.',
          querystring: receiverLookupsQuerySchema,
          response: { 200: z.array(receiverLookupEntrySchema), ...roleRouteErrors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return listLookupsOfNumber(db, request.query.phone);
      },
    );

    app.get(
      '/admin/receiver-records/hidden',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listHiddenReceiverRecords',
          tags: ['receivers'],
          summary: 'Receivers whose record is hidden',
          description: 'Newest first, up to 500.',
          response: { 200: z.array(hiddenReceiverRecordSchema), ...roleRouteErrors },
        },
      },
      async () => listHiddenReceiverRecords(db),
    );

    app.post(
      '/admin/receiver-records/hidden',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'hideReceiverRecord',
          tags: ['receivers'],
          summary: 'Hide a receiver’s record at their request',
          description: 'From now on every lookup of this phone answers hidden: no counts, no label.',
          body: hideReceiverRecordSchema,
          response: { 200: hiddenReceiverRecordSchema, ...roleRouteErrors },
        },
      },
      async (request) => hideReceiverRecord(db, await requireSession(request), request.body),
    );

    app.delete(
      '/admin/receiver-records/hidden/:phone',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'unhideReceiverRecord',
          tags: ['receivers'],
          summary: 'Show a hidden receiver’s record again',
          description:
            'Admins only. Lookups of this phone answer with counts and a label again; 404 when it was not hidden.',
          params: z.object({ phone: z.string().max(40) }),
          response: { 204: z.null(), ...roleRouteErrors, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await unhideReceiverRecord(db, request.params.phone);
        return reply.status(204).send(null);
      },
    );
  };
