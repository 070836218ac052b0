import {
  apiErrorSchema,
  holidayBodySchema,
  holidayDateParamsSchema,
  holidayListQuerySchema,
  holidaySchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { listHolidays, removeHoliday, saveHoliday } from './holidays.service.ts';

/** Public holidays: anyone reads them (they move promised dates); admins keep them. */
export const holidaysRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/holidays',
      {
        schema: {
          operationId: 'listHolidays',
          tags: ['holidays'],
          summary: 'Public holidays, by day (no pickups or deliveries; promised dates skip them)',
          description:
            'Open to anyone. `year` limits the list to one year. Fridays are the weekly holiday and are not listed.',
          querystring: holidayListQuerySchema,
          response: { 200: z.array(holidaySchema), 400: apiErrorSchema },
        },
      },
      async (request) => listHolidays(db, request.query.year),
    );

    app.put(
      '/holidays/:date',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'saveHoliday',
          tags: ['holidays'],
          summary: 'Add a public holiday, or rename one (admins)',
          description:
            'Admins only. Promises made from now on skip the day; parcels already booked keep theirs.',
          params: holidayDateParamsSchema,
          body: holidayBodySchema,
          response: { 200: holidaySchema, ...roleRouteErrors },
        },
      },
      async (request) => saveHoliday(db, request.params.date, request.body),
    );

    app.delete(
      '/holidays/:date',
      {
        onRequest: adminOnly,
        schema: {
          operationId: 'deleteHoliday',
          tags: ['holidays'],
          summary: 'Remove a public holiday (admins)',
          description: 'Admins only. Parcels already booked keep their promised date.',
          params: holidayDateParamsSchema,
          response: { 204: z.null(), ...roleRouteErrors, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeHoliday(db, request.params.date);
        return reply.status(204).send(null);
      },
    );
  };
