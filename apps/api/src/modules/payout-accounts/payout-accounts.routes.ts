import {
  merchantPayoutAccountSchema,
  payoutAccountSaveSchema,
  payoutAccountViewSchema,
  roles,
} from '@desh/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleRouteErrors } from '../../lib/route-errors.ts';
import { requireRole, requireSession } from '../../plugins/auth.ts';
import {
  getOwnPayoutAccount,
  listPayoutAccountsForAdmin,
  type PayoutAccountDeps,
  savePayoutAccount,
} from './payout-accounts.service.ts';

const errors = roleRouteErrors;

/** A merchant's payout account (settings) and every merchant's, for the admin who pays them. */
export const payoutAccountsRoutes =
  (deps: Omit<PayoutAccountDeps, 'log'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/payout-account',
      {
        onRequest: requireRole(...roles),
        schema: {
          operationId: 'getPayoutAccount',
          tags: ['payments'],
          summary: 'My payout account',
          description: 'Where the signed-in merchant’s payouts go, and the account’s recent changes.',
          response: { 200: payoutAccountViewSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return getOwnPayoutAccount(db, await requireSession(request));
      },
    );

    app.put(
      '/payout-account',
      {
        onRequest: requireRole(...roles),
        schema: {
          operationId: 'savePayoutAccount',
          tags: ['payments'],
          summary: 'Set my payout account',
          description:
            'A bKash or Nagad wallet number, or a bank account, with the account’s password (`currentPassword`) or a code sent to its verified phone (`code`, POST /api/step-up/code): a session alone cannot redirect payouts. A change is recorded with its time, announced by SMS to the verified phone, the SMS contact and the old wallet and by mail to the verified email, and payouts to the new account are held (`heldUntil`).',
          body: payoutAccountSaveSchema,
          response: { 200: payoutAccountViewSchema, ...errors },
        },
      },
      async (request) =>
        savePayoutAccount({ ...deps, log: app.log }, await requireSession(request), request.body, request.ip),
    );

    app.get(
      '/payout-accounts',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'listPayoutAccounts',
          tags: ['payments'],
          summary: 'Every merchant’s payout account',
          description: 'Saved accounts with the time each last changed, for the admin’s payouts page.',
          response: { 200: z.array(merchantPayoutAccountSchema), ...errors },
        },
      },
      async () => listPayoutAccountsForAdmin(db),
    );
  };
