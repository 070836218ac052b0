import { apiErrorSchema, smsContactResponseSchema, smsContactSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { getSmsContact, removeSmsContact, saveSmsContact } from './sms.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema } as const;

/** The signed-in user's number for SMS about their parcels (booked, delivered, failed, returned). */
export const smsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sms/contact',
      {
        schema: {
          operationId: 'getSmsContact',
          tags: ['sms'],
          summary: 'My number for parcel SMS',
          description: 'The number and language the signed-in user gets SMS about their parcels in, if any.',
          response: { 200: smsContactResponseSchema, ...errors },
        },
      },
      async (request) => getSmsContact(db, (await requireSession(request)).user.id),
    );

    app.put(
      '/sms/contact',
      {
        schema: {
          operationId: 'saveSmsContact',
          tags: ['sms'],
          summary: 'Set my number for parcel SMS',
          description: 'Saves the Bangladeshi mobile number and language for SMS about the user’s parcels.',
          body: smsContactSchema,
          response: { 200: smsContactResponseSchema, ...errors },
        },
      },
      async (request) => saveSmsContact(db, (await requireSession(request)).user.id, request.body),
    );

    app.delete(
      '/sms/contact',
      {
        schema: {
          operationId: 'deleteSmsContact',
          tags: ['sms'],
          summary: 'Stop parcel SMS',
          description: 'Forgets the signed-in user’s number: no more SMS about their parcels.',
          response: { 200: smsContactResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        await removeSmsContact(db, user.id);
        return getSmsContact(db, user.id);
      },
    );
  };
