import {
  addHubStaffSchema,
  apiErrorSchema,
  assignRiderHubSchema,
  coverageQuerySchema,
  createHubSchema,
  hubCoverageRowSchema,
  hubIdParamSchema,
  hubRiderSchema,
  hubSchema,
  hubStaffParamsSchema,
  hubStaffSchema,
  laneParamsSchema,
  laneSchema,
  riderHubParamsSchema,
  updateCoverageSchema,
  updateHubSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly, requireRole, requireSession } from '../../plugins/auth.ts';
import { getCoverage, updateCoverage } from './coverage.service.ts';
import { addLane, createHub, listAllLanes, listHubsFor, removeLane, updateHub } from './hubs.service.ts';
import { addStaff, assignRiderHub, listRidersOf, listStaffOf, removeStaff } from './staff.service.ts';

const errors = roleRouteErrors;
// Hub staff read their own hubs here (the services check which); everything that changes the network is the admin's.
const adminOrHub = requireRole('admin', 'hub');
const tags = ['hubs'];
const coverageAnswerSchema = z.array(hubCoverageRowSchema);
const lanesAnswerSchema = z.array(laneSchema);

export const hubsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/hubs',
      {
        onRequest: adminOrHub,
        schema: {
          operationId: 'listHubs',
          description: 'Admins see every hub; hub staff only the hubs they work at.',
          tags,
          summary: 'Hubs with their kinds of work and counts of staff, riders and areas served',
          response: { 200: z.array(hubSchema), ...errors },
        },
      },
      async (request) => listHubsFor(db, await requireSession(request)),
    );

    app.post(
      '/hubs',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'createHub',
          description:
            'Admins only. The code is unique (409 when taken); the hub id is the code in lower case.',
          tags,
          summary: 'Open a new hub',
          body: createHubSchema,
          response: { 201: hubSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createHub(db, request.body)),
    );

    app.patch(
      '/hubs/:id',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'updateHub',
          description:
            'Admins only. Refused (409) while the hub still serves areas with a kind of work being removed (or at all, when closing it), and for the only sorting hub.',
          tags,
          summary: 'Change a hub’s names, address, kinds of work or whether it is open',
          params: hubIdParamSchema,
          body: updateHubSchema,
          response: { 200: hubSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => updateHub(db, request.params.id, request.body),
    );

    app.get(
      '/hubs/coverage',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'getHubCoverage',
          description:
            'Admins only. One row per upazila or thana, and one `*` row per district (its default).',
          tags,
          summary: 'Which hub delivers to and picks up in each area, optionally for one district',
          querystring: coverageQuerySchema,
          response: { 200: coverageAnswerSchema, ...errors },
        },
      },
      async (request) => getCoverage(db, request.query.district),
    );

    app.put(
      '/hubs/coverage',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'updateHubCoverage',
          description:
            'Admins only. All rows or none: a row naming an unknown area, a closed hub or a hub without that kind of work is refused (400, `fields` keyed `rows.N.field`). Rows are never deleted.',
          tags,
          summary: 'Name other hubs for some areas; answers the coverage of the districts touched',
          body: updateCoverageSchema,
          response: { 200: coverageAnswerSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => updateCoverage(db, request.body.rows),
    );

    app.get(
      '/hubs/lanes',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'listHubLanes',
          description: 'Admins only. Bags between two hubs without a lane travel through the sorting centre.',
          tags,
          summary: 'Direct line-haul lanes (each once, the smaller hub id first)',
          response: { 200: lanesAnswerSchema, ...errors },
        },
      },
      async () => listAllLanes(db),
    );

    app.post(
      '/hubs/lanes',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'addHubLane',
          description: 'Admins only. Stored with the smaller hub id first; 409 when it exists already.',
          tags,
          summary: 'Open a direct lane between two open hubs',
          body: laneSchema,
          response: { 201: laneSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await addLane(db, request.body)),
    );

    app.delete(
      '/hubs/lanes/:a/:b',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'removeHubLane',
          description: 'Admins only. Either order of the two hub ids.',
          tags,
          summary: 'Close a direct lane',
          params: laneParamsSchema,
          response: { 204: z.null(), ...errors, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeLane(db, request.params.a, request.params.b);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/hubs/:id/staff',
      {
        onRequest: adminOrHub,
        schema: {
          operationId: 'listHubStaff',
          description: 'Admins, and the staff of this hub (403 for another hub’s staff).',
          tags,
          summary: 'The hub’s managers and operators',
          params: hubIdParamSchema,
          response: { 200: z.array(hubStaffSchema), ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => listStaffOf(db, await requireSession(request), request.params.id),
    );

    app.post(
      '/hubs/:id/staff',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'addHubStaff',
          description:
            'Admins only. An existing account (404 for an unknown email) joins the staff and gets the hub role; admins and riders are refused (409).',
          tags,
          summary: 'Add a manager or operator to the hub (or change their position)',
          params: hubIdParamSchema,
          body: addHubStaffSchema,
          response: { 200: z.array(hubStaffSchema), ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { userId, staff } = await addStaff(
          db,
          await requireSession(request),
          request.params.id,
          request.body,
        );
        // The hub role holds from their very next request.
        request.server.forgetSessionsOf(userId);
        return staff;
      },
    );

    app.delete(
      '/hubs/:id/staff/:userId',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'removeHubStaff',
          description: 'Admins only. Someone left with no hub becomes a customer again.',
          tags,
          summary: 'Take someone off the hub’s staff',
          params: hubStaffParamsSchema,
          response: { 204: z.null(), ...errors, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeStaff(db, request.params.id, request.params.userId);
        request.server.forgetSessionsOf(request.params.userId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/hubs/:id/riders',
      {
        onRequest: adminOrHub,
        schema: {
          operationId: 'listHubRiders',
          description: 'Admins, and the staff of this hub (403 for another hub’s staff).',
          tags,
          summary: 'The riders who work from the hub',
          params: hubIdParamSchema,
          response: { 200: z.array(hubRiderSchema), ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => listRidersOf(db, await requireSession(request), request.params.id),
    );

    app.put(
      '/hubs/riders/:riderId',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'assignRiderHub',
          description:
            'Admins only (a hub manager cannot move riders between hubs). The rider must be approved.',
          tags,
          summary: 'Set the hub an approved rider works from; answers that hub’s riders',
          params: riderHubParamsSchema,
          body: assignRiderHubSchema,
          response: { 200: z.array(hubRiderSchema), ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => assignRiderHub(db, request.params.riderId, request.body.hubId),
    );
  };
