import {
  bookingFeeFor,
  type CreateParcelInput,
  type DeliveryType,
  districtById,
  isExpressZone,
  maxCodAmount,
  maxWeightGrams,
  type ParcelType,
  type PricedParcel,
  parcelTypes,
  type QuoteInput,
  weightFitsType,
  zoneFor,
} from '@desh/shared';
import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMyTariff } from '../../../lib/use-money';
import { useQuote } from '../api/get-quote';

const isParcelType = (value: unknown): value is ParcelType => parcelTypes.includes(value as ParcelType);

/** Grams the quote accepts for the type, or undefined (the type's default) for a value it would refuse. */
function settledWeight(grams: unknown, type: ParcelType): number | undefined {
  return typeof grams === 'number' &&
    Number.isInteger(grams) &&
    grams >= 1 &&
    grams <= maxWeightGrams &&
    weightFitsType(type, grams)
    ? grams
    : undefined;
}

/** Whole taka the quote accepts, or undefined for a value it would refuse. */
function settledCodAmount(cod: unknown): number | undefined {
  return typeof cod === 'number' && Number.isFinite(cod) && cod >= 0 && cod <= maxCodAmount
    ? Math.ceil(cod)
    : undefined;
}

function quoteInputFrom(values: Partial<CreateParcelInput>): QuoteInput | undefined {
  const pickup = values.pickupDistrict ? districtById(values.pickupDistrict) : undefined;
  const delivery = values.deliveryDistrict ? districtById(values.deliveryDistrict) : undefined;
  if (!pickup || !delivery || !isParcelType(values.parcelType)) return undefined;
  const paymentMethod = values.paymentMethod === 'cod' ? 'cod' : 'prepaid';
  const codAmount = settledCodAmount(values.codAmount);
  const weightGrams = settledWeight(values.weightGrams, values.parcelType);
  const express = values.deliveryType === 'express' && isExpressZone(zoneFor(pickup.id, delivery.id));
  return {
    pickupDistrict: pickup.id,
    deliveryDistrict: delivery.id,
    parcelType: values.parcelType,
    paymentMethod,
    ...(paymentMethod === 'cod' && codAmount !== undefined ? { codAmount } : {}),
    ...(weightGrams !== undefined ? { weightGrams } : {}),
    deliveryType: express ? 'express' : 'regular',
  };
}

export type BookingFee = PricedParcel & { districtsKnown: boolean; promisedDate?: string };

/**
 * The courier's price and promised day for the booking, kept in the (read-only) fee field: the
 * server's quote once both districts and the type are chosen (the merchant's rate card included),
 * otherwise the nationwide price the server charges a booking without both districts, worked out
 * here by the same shared rule over the merchant's tariff. The server charges this whatever is sent.
 */
export function useBookingQuote(
  control: Control<CreateParcelInput>,
  setValue: UseFormSetValue<CreateParcelInput>,
) {
  const [
    pickupDistrict,
    deliveryDistrict,
    parcelType,
    paymentMethod,
    codMode,
    goodsValue,
    allIn,
    weightGrams,
    deliveryType,
  ] = useWatch({
    control,
    name: [
      'pickupDistrict',
      'deliveryDistrict',
      'parcelType',
      'paymentMethod',
      'codMode',
      'codAmount',
      'amountToCollect',
      'weightGrams',
      'deliveryType',
    ],
  });
  // The COD charge is on the cash the rider carries: the all-in amount, or the goods' value.
  const codAmount = codMode === 'fee_from_payout' ? allIn : goodsValue;
  const tariff = useMyTariff();
  const settledCod = useDebouncedValue(codAmount, 400);
  const settledGrams = useDebouncedValue(weightGrams, 400);
  const input = quoteInputFrom({
    pickupDistrict,
    deliveryDistrict,
    parcelType,
    paymentMethod,
    codAmount: settledCod,
    weightGrams: settledGrams,
    deliveryType,
  });
  const quote = useQuote(input);
  const isCod = paymentMethod === 'cod';
  const pickup = pickupDistrict ? districtById(pickupDistrict) : undefined;
  const delivery = deliveryDistrict ? districtById(deliveryDistrict) : undefined;
  /** Whether express runs on the chosen route (unknown districts: it does not). */
  const expressOffered = Boolean(pickup && delivery && isExpressZone(zoneFor(pickup.id, delivery.id)));
  const speed: DeliveryType = deliveryType === 'express' && expressOffered ? 'express' : 'regular';
  let fee: BookingFee | undefined;
  if (isParcelType(parcelType)) {
    if (input && quote.data) fee = { ...quote.data, districtsKnown: true };
    else if (!input || quote.isError || quote.isPending) {
      // A failed or unanswered quote falls back to the same rule worked out here: the price never waits on
      // the network, and a booking confirmed while the quote loads (the COD amount just typed) is sent, not
      // refused for an empty fee. The summary shows the quote loading meanwhile; the server charges its own.
      fee = bookingFeeFor(
        {
          pickupDistrict: input?.pickupDistrict,
          deliveryDistrict: input?.deliveryDistrict,
          parcelType,
          paymentMethod: isCod ? 'cod' : 'prepaid',
          codAmount: isCod ? settledCodAmount(settledCod) : undefined,
          weightGrams: settledWeight(settledGrams, parcelType),
          deliveryType: input ? speed : 'regular',
        },
        tariff,
      );
    }
  }
  const total = fee?.total;

  useEffect(() => {
    // An unchosen type leaves the fee empty, so the spec's 'Delivery fee is required' still speaks.
    setValue('deliveryFee', total ?? Number.NaN, { shouldValidate: total !== undefined });
  }, [total, setValue]);

  return { input, quote, fee, expressOffered };
}
