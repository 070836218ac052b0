import {
  apiErrorSchema,
  type PublicTracking,
  parcelEventSchema,
  publicTrackingSchema,
  shopParcelPageSchema,
  streamEvents,
  trackingIdParamSchema,
} from '@desh/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { memoizedSerializerCompiler } from '../../lib/memoized-serializer.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { RealtimeHub } from '../../plugins/realtime.ts';
import { type EventStream, openEventStream } from './event-stream.ts';
import { localRateLimit } from './local-rate-limit.ts';
import { getParcelHistory } from './parcel-history.service.ts';
import { getShopParcelPage } from './shop-parcel.ts';
import {
  cachedPublicTracking,
  getPublicTracking,
  watchOwnParcels,
  watchTracking,
} from './tracking.service.ts';

export interface TrackingRoutesOptions {
  db: Db;
  hub: RealtimeHub;
  /** Requests per minute per IP for the public endpoints. */
  rateLimitMax: number;
  /** How long a lookup is kept in this process unless a change drops it first; 0 turns the cache off. */
  cacheMs: number;
  heartbeatMs?: number;
}

const cacheableAnswer = 'public, max-age=5';
const sseStreamSchema = z
  .string()
  .describe('A text/event-stream: `event:` and `data:` lines (JSON) per message');

export const trackingRoutes =
  ({ db, hub, rateLimitMax, cacheMs, heartbeatMs }: TrackingRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // The shared (database or Redis) limiter is switched off for these routes in favour of a local one.
    const limit = localRateLimit({ max: rateLimitMax, windowMs: 60_000 });
    // Public, and open to merchants' API keys as well.
    const publicRoute = { config: { rateLimit: false as const, apiKey: true }, onRequest: limit };
    // A cached lookup is the same object on every hit, so its JSON is written once (lib/memoized-serializer).
    app.setSerializerCompiler(memoizedSerializerCompiler);
    const cache = createNotifiedCache<PublicTracking | null>({ ttlMs: cacheMs });
    const stopInvalidating = hub.onAnyChange((change) => cache.invalidate(change.trackingId));
    // A hub's scan or a trip changes the milestones tracking shows, not the status.
    const stopPlaces = hub.onPlaceChange((trackingId) => cache.invalidate(trackingId));
    const stopClearing = hub.onMissedChanges(() => cache.clear());
    app.addHook('onClose', async () => {
      stopInvalidating();
      stopPlaces();
      stopClearing();
    });

    /** A stream that also ends when the app shuts down, so open streams never hold the server up. */
    function startStream(reply: FastifyReply): EventStream {
      const stream = openEventStream(reply, { heartbeatMs });
      stream.onClose(hub.onClose(() => stream.close()));
      return stream;
    }

    app.get(
      '/track/:trackingId',
      {
        ...publicRoute,
        schema: {
          operationId: 'trackParcel',
          description: 'Open to anyone with the tracking ID; rate limited per IP.',
          tags: ['tracking'],
          summary: 'Public tracking: status, districts and timeline (no names, addresses or amounts)',
          security: [],
          params: trackingIdParamSchema,
          response: {
            200: publicTrackingSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      (request, reply) => {
        const { trackingId } = request.params;
        // Only a found parcel is cacheable (the not-found error is thrown before this header is set):
        // an ID looked up just before booking must not stay "not found".
        // Most lookups are cache hits: answered without a promise, the hottest route's cheapest path.
        const cached = cachedPublicTracking(cache, trackingId);
        if (cached) {
          reply.header('cache-control', cacheableAnswer);
          return cached;
        }
        return getPublicTracking(db, trackingId, cache).then((tracking) => {
          reply.header('cache-control', cacheableAnswer);
          return tracking;
        });
      },
    );

    app.get(
      '/track/:trackingId/events',
      {
        ...publicRoute,
        schema: {
          operationId: 'streamTracking',
          description: 'A text/event-stream that stays open; open to anyone with the tracking ID.',
          tags: ['tracking'],
          summary: 'Live tracking as Server-Sent Events: `snapshot` first, then `status` per change',
          security: [],
          params: trackingIdParamSchema,
          produces: ['text/event-stream'],
          // The stream is written by hand (hijacked reply); this only documents it.
          response: { 200: sseStreamSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // Unknown IDs fail here, with a JSON 404, before the stream starts.
        const watch = await watchTracking(db, hub, request.params.trackingId);
        const stream = startStream(reply);
        stream.onClose(watch.stop);
        stream.send(streamEvents.snapshot, watch.snapshot);
        watch.start((message) => stream.send(streamEvents.status, message));
        return reply;
      },
    );

    app.get(
      '/track/:trackingId/history',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'getParcelHistory',
          description:
            'Notes (and who acted) only for its sender, an admin, or the rider it is assigned to; any other ' +
            'signed-in caller gets the steps alone, as public tracking shows them.',
          tags: ['tracking'],
          summary:
            'A parcel’s timeline with its notes (return reasons, admin notes), for those who may read it',
          params: trackingIdParamSchema,
          response: {
            200: z.array(parcelEventSchema),
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return getParcelHistory(db, await requireSession(request), request.params.trackingId);
      },
    );

    app.get(
      '/parcels/:trackingId/page',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'getShopParcelPage',
          tags: ['parcels'],
          summary:
            'The shop’s page for one parcel: receiver, COD and fee parts, timeline, custody chain, attempts, proof, receiver’s notes, ledger lines',
          description:
            'Its sender, an admin, or the rider it is assigned to; anyone else gets 403. Staff on the custody chain, attempts and calls are named by role and first name only.',
          params: trackingIdParamSchema,
          response: {
            200: shopParcelPageSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return getShopParcelPage(db, await requireSession(request), request.params.trackingId);
      },
    );

    app.get(
      '/parcels/stream',
      {
        ...acceptsApiKey,
        schema: {
          operationId: 'streamMyParcels',
          description:
            'A text/event-stream that stays open: `ready` on connect, then `change` per status change.',
          tags: ['tracking'],
          summary: 'Server-Sent Events about the caller’s own parcels (sent, or assigned to them as rider)',
          produces: ['text/event-stream'],
          response: { 200: sseStreamSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request);
        const subscribe = await watchOwnParcels(db, hub, session);
        const stream = startStream(reply);
        // Sign-out, a revoked or expired session, a revoked or suspended key: the stream ends with it.
        stream.onClose(app.sessionWatch.watch(session, () => stream.close()));
        // Tells the client it is (re)connected: whatever it missed meanwhile, it refetches now.
        stream.send(streamEvents.ready, {});
        stream.onClose(subscribe((change) => stream.send(streamEvents.change, change)));
        return reply;
      },
    );
  };
