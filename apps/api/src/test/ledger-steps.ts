import crypto from 'node:crypto';
import { type CodMode, codSplit } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries } from '../db/schema/index.ts';
import { insertDeliveryPhoto } from './delivery-steps.ts';
import { insertParcel } from './factories.ts';
import type { SignedIn, TestContext } from './helpers.ts';
import type { TestRider } from './rider-steps.ts';

export const newKey = () => `test-${crypto.randomUUID()}`;

export function ledgerApi(ctx: TestContext) {
  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
  /** A delivery photo of the parcel, recorded as if the rider had uploaded it. */
  const photo = (parcelId: string) => insertDeliveryPhoto(ctx.db, parcelId);
  /** Completes a delivery at the door with a handover photo (recorded here) and the exact cash. */
  async function complete(
    rider: TestRider,
    row: {
      id: string;
      paymentMethod: 'cod' | 'prepaid';
      codMode?: CodMode;
      deliveryFeePoisha: number;
      codAmountPoisha: number;
    },
  ) {
    const photoId = await photo(row.id);
    const cashCollected = codSplit({ codMode: 'add_fee_to_receiver', ...row }).collectPoisha;
    const response = await call(rider, 'POST', `/api/deliveries/${row.id}/complete`, {
      photoId,
      receiverName: 'Salma Akter',
      cashCollected,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return {
    call,
    photo,
    complete,
    /**
     * A parcel carried by `rider` and delivered through the real completion route: at the door
     * without a receiver phone, so a handover photo (recorded here) and the exact cash prove it.
     */
    async deliver(
      rider: TestRider,
      merchant: SignedIn,
      parcel: {
        paymentMethod?: 'cod' | 'prepaid';
        feePoisha?: number;
        codPoisha?: number;
        codMode?: 'add_fee_to_receiver' | 'fee_from_payout';
        parcelTitle?: string;
      } = {},
    ) {
      const row = await insertParcel(ctx.db, merchant, {
        status: 'out_for_delivery',
        receiverPhone: null,
        riderId: rider.riderId,
        paymentMethod: parcel.paymentMethod ?? 'cod',
        ...(parcel.parcelTitle ? { parcelTitle: parcel.parcelTitle } : {}),
        deliveryFeePoisha: parcel.feePoisha ?? 12_000,
        codAmountPoisha: parcel.paymentMethod === 'prepaid' ? 0 : (parcel.codPoisha ?? 50_000),
        ...(parcel.codMode ? { codMode: parcel.codMode } : {}),
      });
      await complete(rider, row);
      return row;
    },
    async entryOfParcel(parcelId: string) {
      return ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.parcelId, parcelId));
    },
    riderCash: async (rider: TestRider) => (await call(rider, 'GET', '/api/ledger/rider/cash')).json(),
    declare: (rider: TestRider, amountPoisha: number, idempotencyKey = newKey()) =>
      call(rider, 'POST', '/api/ledger/handovers', { amountPoisha, idempotencyKey }),
    /** `shortageConfirmed`: a count short of the declaration is booked only with it. */
    confirm: (
      admin: SignedIn,
      id: string,
      countedPoisha: number,
      extra: { shortageConfirmed?: boolean } = {},
    ) => call(admin, 'POST', `/api/ledger/handovers/${id}/confirm`, { countedPoisha, ...extra }),
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
    reverse: (
      admin: SignedIn,
      entryId: number,
      reason = 'Posted by mistake',
      negativePayableReason?: string,
    ) =>
      call(admin, 'POST', `/api/ledger/entries/${entryId}/reverse`, {
        reason,
        ...(negativePayableReason ? { negativePayableReason } : {}),
      }),
    overview: async (who: SignedIn, merchantId?: string) =>
      (
        await call(who, 'GET', `/api/payments/overview${merchantId ? `?merchantId=${merchantId}` : ''}`)
      ).json(),
    summary: async (admin: SignedIn) => (await call(admin, 'GET', '/api/ledger/summary')).json(),
  };
}
