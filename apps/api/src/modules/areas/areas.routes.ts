import { apiErrorSchema, districtIdSchema, districts } from '@desh/shared';
import { districtCentre, upazilasOf } from '@desh/shared/areas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsApiKey } from '../../plugins/api-key-auth.ts';

const districtSchema = z.object({
  id: z.string(),
  name: z.string(),
  bn: z.string(),
  division: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const upazilaSchema = z.object({ id: z.string(), name: z.string(), bn: z.string() });

// Area lists change with a release only.
const cacheable = 'public, max-age=86400';

/** Districts and their upazilas/thanas: the ids bookings and stores take. Public. */
export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/areas',
    {
      ...acceptsApiKey,
      schema: {
        operationId: 'listDistricts',
        tags: ['areas'],
        summary: 'List districts',
        description: 'The 64 districts with their ids, English and Bangla names, division and centre.',
        security: [],
        response: { 200: z.array(districtSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', cacheable);
      return districts.map((d) => {
        const centre = districtCentre(d.id);
        return { ...d, latitude: centre?.[0] ?? null, longitude: centre?.[1] ?? null };
      });
    },
  );

  app.get(
    '/areas/:district',
    {
      ...acceptsApiKey,
      schema: {
        operationId: 'listUpazilas',
        tags: ['areas'],
        summary: 'List the upazilas and thanas of a district',
        description:
          'The upazilas of a district, and for Dhaka and Chattogram also the metropolitan thanas, by English name.',
        security: [],
        params: z.object({ district: districtIdSchema }),
        response: { 200: z.array(upazilaSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', cacheable);
      return upazilasOf(request.params.district).map(({ id, name, bn }) => ({ id, name, bn }));
    },
  );
};
