import { stepUpCodeSentSchema, stepUpOptionsSchema } from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsLanguageOf } from '../../lib/phone-auth.ts';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { StepUp } from './step-up.service.ts';

/** How the signed-in account proves a change of where its money or messages go, and its SMS code. */
export const stepUpRoutes =
  (stepUp: StepUp): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/step-up',
      {
        schema: {
          operationId: 'getStepUpOptions',
          tags: ['users'],
          summary: 'How I confirm a change',
          description:
            'Whether the signed-in account has a password, and its verified login phone (masked) to send a code to.',
          response: { 200: stepUpOptionsSchema, ...roleRouteErrors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return stepUp.options((await requireSession(request)).user.id);
      },
    );

    app.post(
      '/step-up/code',
      {
        schema: {
          operationId: 'sendStepUpCode',
          tags: ['users'],
          summary: 'Text me a code to confirm a change',
          description:
            'Sends a six-digit code, good for five minutes and three tries, to the account’s verified login phone (never to another number). Limited per account and per address.',
          response: { 200: stepUpCodeSentSchema, ...roleRouteErrors },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        const headers = new Headers();
        for (const name of ['cookie', 'accept-language']) {
          const value = request.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        return stepUp.sendCode(user.id, request.ip, smsLanguageOf(headers));
      },
    );
  };
