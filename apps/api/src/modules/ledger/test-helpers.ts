import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { SignedIn, TestContext } from '../../test/helpers.ts';
import { insertTestParcel, type TestRider } from '../riders/test-fixtures.ts';

export const newKey = () => `test-${crypto.randomUUID()}`;

export function ledgerApi(ctx: TestContext) {
  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    /** A parcel carried by `rider` and delivered through the real status route. */
    async deliver(
      rider: TestRider,
      merchant: SignedIn,
      parcel: {
        paymentMethod?: 'cod' | 'prepaid';
        feePoisha?: number;
        codPoisha?: number;
        parcelTitle?: string;
      } = {},
    ) {
      const row = await insertTestParcel(ctx.db, merchant, {
        status: 'in_transit',
        riderId: rider.riderId,
        paymentMethod: parcel.paymentMethod ?? 'cod',
        ...(parcel.parcelTitle ? { parcelTitle: parcel.parcelTitle } : {}),
        deliveryFeePoisha: parcel.feePoisha ?? 12_000,
        codAmountPoisha: parcel.paymentMethod === 'prepaid' ? 0 : (parcel.codPoisha ?? 50_000),
      });
      const response = await call(rider, 'PATCH', `/api/parcels/${row.id}/status`, { status: 'delivered' });
      expect(response.statusCode, response.body).toBe(200);
      return row;
    },
    async entryOfParcel(parcelId: string) {
      return ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.parcelId, parcelId));
    },
    riderCash: async (rider: TestRider) => (await call(rider, 'GET', '/api/ledger/rider/cash')).json(),
    declare: (rider: TestRider, amountPoisha: number, idempotencyKey = newKey()) =>
      call(rider, 'POST', '/api/ledger/handovers', { amountPoisha, idempotencyKey }),
    confirm: (admin: SignedIn, id: string, countedPoisha: number) =>
      call(admin, 'POST', `/api/ledger/handovers/${id}/confirm`, { countedPoisha }),
    payout: (
      admin: SignedIn,
      merchantId: string,
      amountPoisha: number,
      extra: { method?: string; reference?: string; idempotencyKey?: string } = {},
    ) =>
      call(admin, 'POST', '/api/ledger/payouts', {
        merchantId,
        amountPoisha,
        method: extra.method ?? 'bkash',
        reference: extra.reference ?? 'TRX-1',
        idempotencyKey: extra.idempotencyKey ?? newKey(),
      }),
    reverse: (admin: SignedIn, entryId: number, reason = 'Posted by mistake') =>
      call(admin, 'POST', `/api/ledger/entries/${entryId}/reverse`, { reason }),
    overview: async (who: SignedIn, merchantId?: string) =>
      (
        await call(who, 'GET', `/api/payments/overview${merchantId ? `?merchantId=${merchantId}` : ''}`)
      ).json(),
    summary: async (admin: SignedIn) => (await call(admin, 'GET', '/api/ledger/summary')).json(),
  };
}
