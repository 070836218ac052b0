import type { PaymentMethod } from './parcel-types.ts';

/**
 * How a cash-on-delivery parcel's money is split (docs/decisions/054-cod-modes.md):
 * - `add_fee_to_receiver`: the shop enters the goods' value; the receiver pays it plus the delivery
 *   charge, and the shop is paid the goods' value.
 * - `fee_from_payout`: the shop enters one amount, all in; the receiver pays exactly that, and the
 *   delivery charge is deducted from the shop's payout (a free-delivery or fixed-price promise).
 */
export const codModes = ['add_fee_to_receiver', 'fee_from_payout'] as const;
export type CodMode = (typeof codModes)[number];

/** A shop's default before it chooses: one amount, all in, as Bangladeshi shops price (decision 054). */
export const defaultCodMode: CodMode = 'fee_from_payout';

export interface CodSplitInput {
  paymentMethod: PaymentMethod;
  codMode: CodMode;
  /** The amount the shop entered, in poisha: the goods' value, or the all-in amount (`fee_from_payout`). */
  codAmountPoisha: number;
  deliveryFeePoisha: number;
}

export interface CodSplit {
  /** What the rider collects from the receiver. */
  collectPoisha: number;
  /** The delivery charge the courier earns (always charged to the shop's payable). */
  feePoisha: number;
  /** What the parcel adds to the shop's payout: collected minus the fee; negative when the fee is more. */
  payoutPoisha: number;
}

/**
 * The one computation of a parcel's money: what the receiver pays, what the courier earns and what the
 * shop is paid. The label, the SMS, the rider's run, the receiver's page, the statement and the ledger
 * all read it. Integer poisha in, integer poisha out.
 */
export function codSplit(input: CodSplitInput): CodSplit {
  for (const [name, value] of [
    ['codAmountPoisha', input.codAmountPoisha],
    ['deliveryFeePoisha', input.deliveryFeePoisha],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a non-negative integer of poisha, got ${value}`);
    }
  }
  const feePoisha = input.deliveryFeePoisha;
  let collectPoisha = 0;
  if (input.paymentMethod === 'cod') {
    collectPoisha =
      input.codMode === 'fee_from_payout' ? input.codAmountPoisha : input.codAmountPoisha + feePoisha;
  }
  return { collectPoisha, feePoisha, payoutPoisha: collectPoisha - feePoisha };
}

export const codModeMessage = `COD mode must be one of: ${codModes.join(', ')}.`;
