import {
  apiErrorSchema,
  smsContactResponseSchema,
  smsContactSaveSchema,
  stepUpProofSchema,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import { getSmsContact } from './sms.service.ts';
import { changeSmsContact, type SmsContactDeps } from './sms-contact-change.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

const proofNote =
  'Needs the account’s password (`currentPassword`) or a code sent to its verified phone (`code`, POST /api/step-up/code): a session alone cannot move where messages go. The change is announced to the verified phone, the old number and the verified email.';

/** The signed-in user's number for SMS about their parcels (booked, delivered, failed, returned). */
export const smsRoutes =
  (deps: Omit<SmsContactDeps, 'log'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
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
          description: `Saves the Bangladeshi mobile number and language for SMS about the user’s parcels. ${proofNote}`,
          body: smsContactSaveSchema,
          response: { 200: smsContactResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { currentPassword, code, ...contact } = request.body;
        const { user } = await requireSession(request);
        return changeSmsContact({ ...deps, log: app.log }, user.id, { currentPassword, code }, contact);
      },
    );

    app.delete(
      '/sms/contact',
      {
        schema: {
          operationId: 'deleteSmsContact',
          tags: ['sms'],
          summary: 'Stop parcel SMS',
          description: `Forgets the signed-in user’s number: no more SMS about their parcels. ${proofNote}`,
          body: stepUpProofSchema,
          response: { 200: smsContactResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        return changeSmsContact({ ...deps, log: app.log }, user.id, request.body, null);
      },
    );
  };
