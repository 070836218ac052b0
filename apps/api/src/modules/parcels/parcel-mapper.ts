import { type Parcel, poishaToTaka } from '@desh/shared';
import type { parcels } from '../../db/schema/index.ts';
import { parcelCashSplit } from './amount-to-collect.ts';

export type ParcelRow = typeof parcels.$inferSelect;

/** A parcel row as the API answers it (the spec's field names, `_id` included). */
export function toParcel(row: ParcelRow): Parcel {
  const cash = parcelCashSplit(row);
  return {
    _id: row.id,
    trackingId: row.trackingId,
    parcelTitle: row.parcelTitle,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    pickupAddress: row.pickupAddress,
    deliveryAddress: row.deliveryAddress,
    pickupDistrict: row.pickupDistrict,
    deliveryDistrict: row.deliveryDistrict,
    pickupUpazila: row.pickupUpazila,
    deliveryUpazila: row.deliveryUpazila,
    storeId: row.storeId,
    parcelType: row.parcelType,
    deliveryFee: poishaToTaka(row.deliveryFeePoisha),
    paymentMethod: row.paymentMethod,
    codAmount: poishaToTaka(row.codAmountPoisha),
    codMode: row.codMode,
    payoutAmount: poishaToTaka(cash.payoutPoisha),
    merchantOrderId: row.merchantOrderId,
    weightGrams: row.weightGrams,
    deliveryType: row.deliveryType,
    promisedDate: row.promisedDate,
    feeBreakdown: row.feeBreakdown && {
      zoneBase: poishaToTaka(row.feeBreakdown.zoneBase),
      typeSurcharge: poishaToTaka(row.feeBreakdown.typeSurcharge),
      weightCharge: poishaToTaka(row.feeBreakdown.weightCharge),
      expressCharge: poishaToTaka(row.feeBreakdown.expressCharge),
      codCharge: poishaToTaka(row.feeBreakdown.codCharge),
    },
    returnCharge: poishaToTaka(row.returnChargePoisha),
    amountToCollect: poishaToTaka(cash.collectPoisha),
    senderEmail: row.senderEmail,
    status: row.status,
    riderId: row.riderId,
    bookingTime: row.bookingTime.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    exchangeItem: row.exchangeItem,
    returnOfParcelId: row.returnOfParcelId,
    returnKind: row.returnKind,
  };
}
