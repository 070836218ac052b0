import {
  apiErrorSchema,
  assignRunResultSchema,
  assignRunSchema,
  bagDetailSchema,
  bagStatuses,
  bagViewSchema,
  dispatchTripSchema,
  entityIdParamSchema,
  hubPathParamSchema,
  hubRefSchema,
  hubRiderParamSchema,
  hubRidersDaySchema,
  hubWorkSchema,
  maxUploadBytes,
  myHubSchema,
  networkBoardSchema,
  networkExceptionViewSchema,
  openBagSchema,
  reconcileResultSchema,
  reportDamageSchema,
  resolveExceptionSchema,
  riderCheckinSchema,
  scanRequestSchema,
  scanResultSchema,
  sealBagSchema,
  tripViewSchema,
} from '@desh/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { LabelCodes } from '../../lib/label-code.ts';
import { adminOnly, requireRole, requireSession } from '../../plugins/auth.ts';
import { readUploadedImage } from '../uploads/read-image.ts';
import type { FileStorage } from '../uploads/storage.ts';
import {
  discardBag,
  getBag,
  listBags,
  nextHubsFrom,
  openBag,
  reconcileBag,
  sealBag,
} from './bags.service.ts';
import { getNetworkBoard } from './board.service.ts';
import {
  allExceptions,
  hubExceptions,
  reportDamage,
  resolveException,
  uploadDamagePhoto,
} from './exceptions.service.ts';
import { myHubs } from './hub-access.ts';
import { assignRun, getHubWork, getRiderCheckin, getRidersToday } from './hub-work.service.ts';
import { scanAtHub } from './scans.service.ts';
import { dispatchTrip, listTrips } from './trips.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
const withConflict = { ...errors, 409: apiErrorSchema } as const;
const hubParams = hubPathParamSchema;
const staffOrAdmin = requireRole('hub', 'admin');

/** A network route's options: its OpenAPI schema under the network tag; staff of the hub and admins may call it. */
function networkRoute<Schema extends object>(schema: Schema, onRequest = staffOrAdmin) {
  return { onRequest, schema: { tags: ['network'], ...schema } };
}

/** Hub staff at their hubs (admins everywhere): scans, bags, trips, exceptions, riders' runs; the board. */
export const networkRoutes =
  (deps: { db: Db; storage: FileStorage; stuckHours: number; labels: LabelCodes }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });

    app.get(
      '/network/my-hubs',
      networkRoute({
        operationId: 'listMyHubs',
        summary: 'The hubs the caller works at',
        description:
          'Hub staff get the hubs they belong to with their position; admins get every active hub.',
        response: { 200: z.array(myHubSchema), ...errors },
      }),
      async (request) => myHubs(db, await requireSession(request)),
    );

    app.post(
      '/network/hubs/:hubId/scans',
      networkRoute({
        operationId: 'scanAtHub',
        summary: 'Record a scan at a hub',
        description:
          'receive (a parcel handed in, or out of an arrived bag; a typed tracking ID without the label’s check code only where the parcel is expected), bag (into an open bag), receive_bag (a bag off a trip) or handout (to the delivery rider). The same scanId twice is one event; a handover already recorded answers repeated=true. A scan that does not fit the route is refused with what to do.',
        params: hubParams,
        body: scanRequestSchema,
        response: { 200: scanResultSchema, ...withConflict },
      }),
      async (request) =>
        scanAtHub(db, await requireSession(request), request.params.hubId, request.body, deps.labels),
    );

    app.get(
      '/network/hubs/:hubId/next-hubs',
      networkRoute({
        operationId: 'listNextHubs',
        summary: 'Hubs this hub sends bags to',
        description:
          'The next hub on the way to any active hub (lane neighbours and the sorting centre; every hub from the sorting centre), the sorting centre first.',
        params: hubParams,
        response: { 200: z.array(hubRefSchema), ...errors },
      }),
      async (request) => nextHubsFrom(db, await requireSession(request), request.params.hubId),
    );

    app.get(
      '/network/hubs/:hubId/bags',
      networkRoute({
        operationId: 'listHubBags',
        summary: 'Bags at or for a hub',
        description:
          'Open, sealed and dispatched bags leaving the hub; dispatched and arrived bags coming to it.',
        params: hubParams,
        querystring: z.object({ status: z.enum(bagStatuses).optional() }),
        response: { 200: z.array(bagViewSchema), ...errors },
      }),
      async (request) =>
        listBags(db, await requireSession(request), request.params.hubId, request.query.status),
    );

    app.post(
      '/network/hubs/:hubId/bags',
      networkRoute({
        operationId: 'openBag',
        summary: 'Open a bag for a next hub',
        description: 'A new open bag at this hub with a printed code (BAG-…); parcels are scanned into it.',
        params: hubParams,
        body: openBagSchema,
        response: { 201: bagViewSchema, ...errors },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await openBag(
              db,
              await requireSession(request),
              request.params.hubId,
              request.body.destinationHubId,
            ),
          ),
    );

    app.get(
      '/network/bags/:id',
      networkRoute({
        operationId: 'getBag',
        summary: 'A bag and its manifest',
        description: 'Staff of the hub it leaves or the hub it goes to, and admins.',
        params: entityIdParamSchema,
        response: { 200: bagDetailSchema, ...errors },
      }),
      async (request) => getBag(db, await requireSession(request), request.params.id),
    );

    app.post(
      '/network/bags/:id/seal',
      networkRoute({
        operationId: 'sealBag',
        summary: 'Seal a bag',
        description: 'Records the seal number; a sealed bag takes no more parcels and can go on a trip.',
        params: entityIdParamSchema,
        body: sealBagSchema,
        response: { 200: bagViewSchema, ...withConflict },
      }),
      async (request) =>
        sealBag(db, await requireSession(request), request.params.id, request.body.sealNumber),
    );

    app.delete(
      '/network/bags/:id',
      networkRoute({
        operationId: 'discardBag',
        summary: 'Discard an empty bag',
        description:
          'A bag opened by mistake: only while open and before any parcel went in; by whoever opened it, the hub’s manager or an admin.',
        params: entityIdParamSchema,
        response: { 204: z.null(), ...withConflict },
      }),
      async (request, reply) => {
        await discardBag(db, await requireSession(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/network/bags/:id/reconcile',
      networkRoute({
        operationId: 'reconcileBag',
        summary: 'Close an arrived bag',
        description:
          'After its parcels were scanned out: each parcel of the manifest not scanned becomes a missing exception naming its last holder.',
        params: entityIdParamSchema,
        response: { 200: reconcileResultSchema, ...withConflict },
      }),
      async (request) => reconcileBag(db, await requireSession(request), request.params.id),
    );

    app.get(
      '/network/hubs/:hubId/trips',
      networkRoute({
        operationId: 'listHubTrips',
        summary: 'Trips to or from a hub',
        description: 'incoming: trips whose destination is this hub; outgoing: trips it dispatched.',
        params: hubParams,
        querystring: z.object({ direction: z.enum(['incoming', 'outgoing']).default('incoming') }),
        response: { 200: z.array(tripViewSchema), ...errors },
      }),
      async (request) =>
        listTrips(db, await requireSession(request), request.params.hubId, request.query.direction),
    );

    app.post(
      '/network/hubs/:hubId/trips',
      networkRoute({
        operationId: 'dispatchTrip',
        summary: 'Dispatch sealed bags on a trip',
        description: 'Vehicle, driver and the sealed bags (all bound for the trip’s hub); all or nothing.',
        params: hubParams,
        body: dispatchTripSchema,
        response: { 201: tripViewSchema, ...errors },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await dispatchTrip(db, await requireSession(request), request.params.hubId, request.body)),
    );

    app.get(
      '/network/hubs/:hubId/work',
      networkRoute({
        operationId: 'getHubWork',
        summary: 'The hub’s pickups and deliveries',
        description:
          'Pickups grouped by store, deliveries at the hub grouped by area, and the hub’s riders with load.',
        params: hubParams,
        response: { 200: hubWorkSchema, ...errors },
      }),
      async (request) => getHubWork(db, await requireSession(request), request.params.hubId),
    );

    app.get(
      '/network/hubs/:hubId/riders-today',
      networkRoute({
        operationId: 'getHubRidersToday',
        summary: 'The hub’s riders out today',
        description:
          'Each rider the hub handed parcels to today (Dhaka day): out, delivered, failed, back at the hub, the COD the ledger booked on their cash for those parcels and the cash the hub counted from them today.',
        params: hubParams,
        response: { 200: hubRidersDaySchema, ...errors },
      }),
      async (request) => getRidersToday(db, await requireSession(request), request.params.hubId),
    );

    app.get(
      '/network/hubs/:hubId/riders/:riderId/checkin',
      networkRoute({
        operationId: 'getRiderCheckin',
        summary: 'One rider’s end-of-day check-in at the hub',
        description:
          'The parcels the hub handed the rider today that are not delivered (each marked once scanned back), the ones delivered with the COD the ledger booked on the rider for each, the total expected and the cash this hub counted from them today. Staff of the hub and admins; 404 for a rider of another hub.',
        params: hubRiderParamSchema,
        response: { 200: riderCheckinSchema, ...errors },
      }),
      async (request) =>
        getRiderCheckin(db, await requireSession(request), request.params.hubId, request.params.riderId),
    );

    app.post(
      '/network/hubs/:hubId/assign',
      networkRoute({
        operationId: 'assignHubRun',
        summary: 'Assign many parcels to one of the hub’s riders',
        description:
          'Managers and admins. Pending pickups of the hub and parcels at the hub whose journey ends here.',
        params: hubParams,
        body: assignRunSchema,
        response: { 200: assignRunResultSchema, ...errors },
      }),
      async (request) => assignRun(db, await requireSession(request), request.params.hubId, request.body),
    );

    app.post(
      '/network/hubs/:hubId/damage',
      networkRoute({
        operationId: 'reportDamage',
        summary: 'Report a damaged parcel',
        description: 'A note and optionally a photo uploaded first through the handover photo upload.',
        params: hubParams,
        body: reportDamageSchema,
        response: { 201: networkExceptionViewSchema, ...withConflict },
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(await reportDamage(db, await requireSession(request), request.params.hubId, request.body)),
    );

    app.post(
      '/network/hubs/:hubId/photos',
      networkRoute({
        operationId: 'uploadDamagePhoto',
        summary: 'Upload a photo of a damaged parcel',
        description:
          'Multipart field "image" (PNG or JPEG); `code` is the parcel’s label. Kept privately; the damage report cites the answer’s photoId.',
        params: hubParams,
        querystring: z.object({ code: z.string().trim().min(1).max(200) }),
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ photoId: z.string() }),
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      }),
      async (request, reply) => {
        const caller = await requireSession(request);
        const image = await readUploadedImage(request);
        return reply
          .status(201)
          .send(await uploadDamagePhoto(deps, caller, request.params.hubId, request.query.code, image));
      },
    );

    app.get(
      '/network/hubs/:hubId/exceptions',
      networkRoute({
        operationId: 'listHubExceptions',
        summary: 'Exceptions at a hub',
        description: 'Missing, misrouted and damaged parcels recorded at this hub, newest first.',
        params: hubParams,
        response: { 200: z.array(networkExceptionViewSchema), ...errors },
      }),
      async (request) => hubExceptions(db, await requireSession(request), request.params.hubId),
    );

    app.get(
      '/network/exceptions',
      networkRoute(
        {
          operationId: 'listNetworkExceptions',
          summary: 'Every hub’s exceptions',
          description: 'Admins only; open ones unless status says otherwise.',
          querystring: z.object({ status: z.enum(['open', 'resolved']).default('open') }),
          response: { 200: z.array(networkExceptionViewSchema), ...errors },
        },
        adminOnly,
      ),
      async (request) => allExceptions(db, request.query.status),
    );

    app.post(
      '/network/exceptions/:id/resolve',
      networkRoute({
        operationId: 'resolveNetworkException',
        summary: 'Resolve an exception',
        description: 'Admins, or staff of the hub that recorded it; a note says how.',
        params: entityIdParamSchema,
        body: resolveExceptionSchema,
        response: { 200: networkExceptionViewSchema, ...withConflict },
      }),
      async (request) =>
        resolveException(db, await requireSession(request), request.params.id, request.body.note),
    );

    app.get(
      '/network/board',
      networkRoute(
        {
          operationId: 'getNetworkBoard',
          summary: 'The network board',
          description:
            'Per hub: awaiting pickup, at the hub, bags to dispatch, trips on the road towards it, out for delivery, open exceptions, the oldest parcel and those stuck past the threshold.',
          response: { 200: networkBoardSchema, ...errors },
        },
        adminOnly,
      ),
      async () => getNetworkBoard(db, deps.stuckHours),
    );
  };
